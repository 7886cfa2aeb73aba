import { readFile } from "node:fs/promises";
import { type Locator, test } from "@playwright/test";
import {
  DRAFT_FOOTER_WITHOUT_SPACES,
  NON_RESIDENT_CONTRACT_WORDS,
  pdfWithoutSpaces,
  withoutSpaces,
} from "#tests/support/arras-contract-text";
import { pdfPageText } from "#tests/support/pdf-text";
import { DEMO_PASSWORD, fillSignIn } from "../auth/helpers";
import {
  answerWhoBought,
  expect,
  expectAdvancedTo,
  propertyIdFrom,
  testerSampleAtStepThree,
  toast,
} from "./helpers";

/** What the notary asks of each party and the listing cannot know: the domicile and civil status. */
async function fillDomicileAndStatus(sellers: Locator, buyers: Locator) {
  await sellers.getByRole("textbox", { name: "Domicilio", exact: true }).fill("Calle de Alcalá 10, Madrid");
  await sellers.getByRole("combobox", { name: "Estado civil", exact: true }).selectOption("soltero");
  await buyers.getByRole("textbox", { name: "Domicilio", exact: true }).fill("Calle de Toledo 5, Madrid");
  await buyers
    .getByRole("combobox", { name: "Estado civil", exact: true })
    .selectOption({ label: "Casado/a en régimen de gananciales" });
}

/**
 * Step 4's arras contract: the tester's own sample reaches step 4, the seller fills in
 * what the listing cannot know, generates the PDF (its first page read back), marks it signed and
 * finds it in 'Mis Documentos'. The sample is then finished as sold, so the portal stays as it was.
 */
test("a seller generates the arras contract, reads it, marks it signed and finds it in Mis Documentos", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const propertyId = await testerSampleAtStepThree(page);
  await page.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(page, 4);

  const form = page.getByRole("form", { name: "Generar contrato de arras" });
  // Prefilled from the listing: its price and 10 % of it, penitenciales by default.
  await expect(form.getByLabel("Precio de venta (€)")).toHaveValue("250000");
  await expect(form.getByLabel("Señal (€)")).toHaveValue("25000");
  await expect(form.getByRole("radio", { name: /^Arras penitenciales/ })).toBeChecked();
  const sellers = form.getByRole("group", { name: "Parte vendedora" });
  await sellers
    .getByRole("textbox", { name: "Nombre y apellidos", exact: true })
    .fill("Teresa Vendedora Gil");
  await sellers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678Z");
  const buyers = form.getByRole("group", { name: "Parte compradora" });
  await buyers
    .getByRole("textbox", { name: "Nombre y apellidos", exact: true })
    .fill("Marta Compradora Ruiz");
  await buyers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678A");
  await fillDomicileAndStatus(sellers, buyers);
  await sellers.getByRole("radio", { name: /^No reside fiscalmente en España/ }).check();
  await form.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await form.getByLabel("Lugar de firma (localidad)").fill("Madrid");
  await form.getByRole("button", { name: "Generar contrato de arras" }).click();
  await expect(form.getByText("Escribe un DNI o NIE válido, con su letra")).toBeVisible();
  await buyers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("X1234567L");
  await form.getByRole("button", { name: "Generar contrato de arras" }).click();
  await expect(toast(page, "Contrato de arras generado")).toBeVisible();
  await expect(page.getByText(/^Borrador generado el/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descargar el borrador" }).click(),
  ]);
  const pdf = new Uint8Array(await readFile(await download.path()));
  const firstPage = await pdfPageText(pdf);
  expect(firstPage).toContain(
    "Teresa Vendedora Gil, con DNI/NIE 12345678Z, con domicilio en Calle de Alcalá 10",
  );
  const contract = pdfWithoutSpaces(pdf);
  expect(contract).toContain(withoutSpaces("de estado civil casado/a en régimen de gananciales"));
  for (const words of NON_RESIDENT_CONTRACT_WORDS) expect(contract).toContain(withoutSpaces(words));
  expect(contract).toMatch(DRAFT_FOOTER_WITHOUT_SPACES);
  expect(firstPage).toContain("Marta Compradora Ruiz, con DNI/NIE X1234567L");
  expect(firstPage).toContain("precio total de 250.000 €");
  expect(firstPage).toContain("arras penitenciales");

  await page.getByRole("button", { name: "Marcar como firmado" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sí, está firmado" }).click();
  await expectAdvancedTo(page, 5);

  await page.goto("/dashboard?tab=documentos");
  const arras = page.getByRole("region", { name: "Contratos de arras" });
  await expect(arras.getByRole("row").filter({ hasText: /Firmado el/ })).toHaveCount(1);
  await expect(arras.getByRole("link", { name: /^Descargar el contrato de arras/ })).toBeVisible();

  // Finish the sample as sold.
  await page.goto(`/vender?id=${propertyId}`);
  await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
  await expectAdvancedTo(page, 6);
  await answerWhoBought(page, /^Comprador de prueba/);
  await page.getByRole("button", { name: "Finalizar la venta sin pagar" }).click();
  await page
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await expect(toast(page, "¡Venta completada!")).toBeVisible();
});

/**
 * The same contract with JavaScript off: every step's button and the arras form are plain forms
 * that post, redirect and show the server's toast; the PDF link is an ordinary link.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner fills the arras form, generates the contract and its link answers with a PDF", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/auth?redirectTo=/vender%3Fnueva");
    await page.getByRole("button", { name: "Rechazar" }).click();
    await fillSignIn(page, "tester@zaguan.test", DEMO_PASSWORD);
    await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
    const propertyId = propertyIdFrom(page);
    await page.getByRole("button", { name: "Activar la campaña sin pagar" }).click();
    await expect(toast(page, "Has avanzado al paso 3")).toBeVisible();
    await page.getByRole("button", { name: "He preparado las visitas" }).click();
    await expect(toast(page, "Has avanzado al paso 4")).toBeVisible();

    const form = page.getByRole("form", { name: "Generar contrato de arras" });
    await expect(form.getByLabel("Precio de venta (€)")).toHaveValue("250000");
    const sellers = form.getByRole("group", { name: "Parte vendedora" });
    await sellers
      .getByRole("textbox", { name: "Nombre y apellidos", exact: true })
      .fill("Teresa Vendedora Gil");
    await sellers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678Z");
    const buyers = form.getByRole("group", { name: "Parte compradora" });
    await buyers
      .getByRole("textbox", { name: "Nombre y apellidos", exact: true })
      .fill("Marta Compradora Ruiz");
    await buyers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678A");
    await fillDomicileAndStatus(sellers, buyers);
    await form.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
    await form.getByLabel("Lugar de firma (localidad)").fill("Madrid");
    await form.getByRole("button", { name: "Generar contrato de arras" }).click();
    // The server's answer: the error beside the field, and what was typed kept.
    await expect(form.getByText("Escribe un DNI o NIE válido, con su letra")).toBeVisible();
    await expect(sellers.getByRole("textbox", { name: "Nombre y apellidos", exact: true })).toHaveValue(
      "Teresa Vendedora Gil",
    );
    await expect(buyers.getByRole("combobox", { name: "Estado civil", exact: true })).toHaveValue(
      "casado-gananciales",
    );
    await buyers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("X1234567L");
    await form.getByRole("button", { name: "Generar contrato de arras" }).click();
    await expect(toast(page, "Contrato de arras generado")).toBeVisible();
    await expect(page.getByText(/^Borrador generado el/)).toBeVisible();

    const href = await page.getByRole("link", { name: "Descargar el borrador" }).getAttribute("href");
    expect(href).toBeTruthy();
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const firstPage = await pdfPageText(new Uint8Array(await response.body()));
    expect(firstPage).toContain("Marta Compradora Ruiz, con DNI/NIE X1234567L");
    expect(firstPage).toContain("arras penitenciales");

    await page.getByRole("button", { name: "Marcar como firmado" }).click();
    // Without JavaScript the second look is part of the page: the same question, as a plain form.
    const ask = page.getByRole("alert").filter({ hasText: "¿Marcar el contrato de arras como firmado?" });
    await ask.getByRole("button", { name: "Sí, está firmado" }).click();
    await expect(toast(page, "Has avanzado al paso 5")).toBeVisible();

    // Finish the sample as sold, so the portal stays as it was.
    await page.goto(`/vender?id=${propertyId}`);
    await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
    await expect(toast(page, "Has avanzado al paso 6")).toBeVisible();
    await answerWhoBought(page, /^Comprador de prueba/);
    await page.getByRole("button", { name: "Finalizar la venta sin pagar" }).click();
    await expect(page.getByText(/Venta completada/).first()).toBeVisible();
  });
});
