import { readFile } from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import { renderPdf } from "../../../app/lib/pdf.server";
import { DEMO_PASSWORD, signInThroughPage } from "../auth/helpers";
import {
  expect,
  expectAdvancedTo,
  expectStepState,
  fillFacts,
  generatedPhotos,
  step,
  toast,
} from "../sell/helpers";

const AGENCY_EMAIL = "agencia@zaguan.test";
const LOCKED = "Paso Bloqueado: Debes completar los pasos anteriores para desbloquear este.";

async function signIn(page: Page, email: string) {
  await signInThroughPage(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Step 1 of a new collaboration, filled in as an agency would; `title` tells the runs apart. */
async function fillAgencyForm(page: Page, title: string) {
  await page.getByLabel("Título del anuncio").fill(title);
  await page
    .getByLabel("Descripción")
    .fill("Ático con solárium, vistas despejadas.\nSin ascensor hasta la última planta.");
  await page.getByLabel("Dirección").fill("Calle de la Reina 12, Valencia");
  await page.getByLabel("Provincia").selectOption("Valencia");
  await page.getByLabel("Tipo de inmueble").selectOption("Ático");
  await page.getByLabel("Precio de venta (€)").fill("320.000");
  await page.getByLabel("Teléfono de contacto").fill("611 22 33 44");
  await page.getByLabel("Calificación energética").selectOption("E");
  await page.getByLabel("Superficie construida (m²)").fill("118");
  await fillFacts(page);
  await page.getByLabel("Cédula de habitabilidad").selectOption({ label: "Sí" });
  await page.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await page.getByLabel("Razón social").fill("Vértice Hogar Inmobiliaria S.L.");
  await page.getByLabel("NIF / CIF de la agencia").fill("B12345674");
  await page.getByLabel("Domicilio social").fill("Calle de Colón 22, 46004 Valencia");
  await page.getByLabel("Representante legal").fill("Lucía Ferrer Soler");
  await page.getByLabel("DNI / NIE del representante").fill("12345678Z");
  // Entering a fixed amount after a percentage clears the percentage, and back.
  await page.getByLabel("Porcentaje (%)").fill("4");
  await page.getByLabel("Cantidad fija (€)").fill("9000");
  await expect(page.getByLabel("Porcentaje (%)")).toHaveValue("");
  await page.getByLabel("Porcentaje (%)").fill("4.5");
  await expect(page.getByLabel("Cantidad fija (€)")).toHaveValue("");
}

const managementContractPdf = async () => ({
  name: "encargo-de-venta.pdf",
  mimeType: "application/pdf",
  buffer: await renderPdf({
    title: "Encargo de venta sin exclusiva",
    blocks: [{ type: "paragraph", text: "El propietario encarga a la Agencia la venta del inmueble." }],
  }),
});

async function payWithTestCard(page: Page) {
  await page.getByLabel("Número de la tarjeta").fill("4242 4242 4242 4242");
  await page.getByLabel("Caducidad (MM/AA)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pagar 500,00 €" }).click();
}

test.describe("the agency collaboration process", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a signed-out visitor is sent to /auth with from=agency", async ({ page }) => {
    await page.goto("/proceso-agencia");
    await expect(page).toHaveURL(/\/auth\?.*from=agency/);
  });

  test("the demo agency publishes, signs, pays the campaign and the final fee; the admin sees the contract", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const title = `Ático con solárium en Ruzafa ${Date.now()}`;
    await signIn(page, AGENCY_EMAIL);
    await page.goto("/proceso-agencia?nueva");
    await expect(page.getByRole("heading", { name: "Proceso de Colaboración para Agencias" })).toBeVisible();

    // Steps 3 and 4 are locked, with the message.
    await expectStepState(page, 1, "En curso");
    for (const locked of [3, 4]) {
      await expectStepState(page, locked, "Bloqueado");
      await expect(step(page, locked)).toBeDisabled();
      await expect(step(page, locked)).toContainText(LOCKED);
    }

    await fillAgencyForm(page, title);
    await page.getByLabel("Contrato de gestión de venta (PDF)").setInputFiles(await managementContractPdf());
    // Fourteen photos are not enough: the agency's own text.
    await page
      .getByLabel("Añadir fotos")
      .setInputFiles(await generatedPhotos(14, { width: 800, height: 600 }));
    await expect(page.getByTestId("photo-counter")).toHaveText("14 / 50 fotos (mínimo 15)", {
      timeout: 60_000,
    });
    await page.getByRole("button", { name: "Revisar contrato y publicar" }).click();
    await expect(toast(page, "Debes subir al menos 15 fotos.")).toBeVisible();
    await page
      .getByLabel("Añadir fotos")
      .setInputFiles(await generatedPhotos(1, { width: 800, height: 600 }));
    await expect(page.getByTestId("photo-counter")).toHaveText("15 / 50 fotos (mínimo 15)", {
      timeout: 60_000,
    });

    // The contract dialog: the agency's own data, accept only after reading to the end.
    await page.getByRole("button", { name: "Revisar contrato y publicar" }).click();
    const dialog = page.getByRole("dialog", { name: "Contrato de Colaboración" });
    await expect(dialog).toBeVisible();
    const contract = dialog.getByTestId("contract-text");
    await expect(contract).toContainText("Vértice Hogar Inmobiliaria S.L.");
    await expect(contract).toContainText("B12345674");
    const acceptButton = dialog.getByRole("button", { name: /Aceptar y Publicar|Desplázate/ });
    await expect(acceptButton).toBeDisabled();
    await contract.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(dialog.getByRole("button", { name: "Aceptar y Publicar" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Aceptar y Publicar" }).click();

    await expect(toast(page, "Has avanzado al paso 2")).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/proceso-agencia\/[0-9a-f-]{36}\//);
    await expectStepState(page, 1, "Completado");
    await expect(page.getByRole("button", { name: "Reabrir y Editar" })).toBeVisible();
    await expectStepState(page, 2, "En curso");

    // Step 2: the agency marketing fee with the test card.
    await expect(page.getByText("500,00 €").first()).toBeVisible();
    await payWithTestCard(page);
    await expectAdvancedTo(page, 3);
    await expectStepState(page, 2, "Completado");
    await expectStepState(page, 3, "En curso");

    // Step 3: the split of this listing (320.000 € at 4,5 % = 14.400 €) and the worked example.
    await expect(page.getByText("Precio 320.000 € · comisión 4,5 %")).toBeVisible();
    await expect(page.getByText("8.640 €")).toBeVisible();
    await expect(page.getByText("5.760 €")).toBeVisible();
    await expect(page.getByText("Venta de 100.000 € con una comisión del 5 %")).toBeVisible();
    await expect(page.getByText("3.000 €")).toBeVisible();
    await expect(page.getByText("2.000 €")).toBeVisible();

    // Step 4: the final fee; the server confirms the sale.
    await step(page, 4).click();
    await payWithTestCard(page);
    await expect(toast(page, "¡Venta confirmada!")).toBeVisible({ timeout: 30_000 });
    await expectStepState(page, 4, "Completado");

    // The admin's page lists it, paid, with its contract PDF link.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin@zaguan.test");
    await admin.goto("/agency/final-fee");
    const row = admin.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("320.000 €");
    await expect(row).toContainText("4,5 %");
    await expect(row).toContainText("8.640 €");
    await expect(row).toContainText("Pagado");
    await expect(row.getByRole("link", { name: /Contrato PDF/ })).toHaveAttribute(
      "href",
      /^\/contratos\/[0-9a-f-]{36}\/pdf$/,
    );
    await adminContext.close();

    // The accepted contract is in the agency's 'Mis Documentos', and its PDF downloads.
    await page.goto("/dashboard?tab=documentos");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `Descargar el contrato de ${title}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path()) ?? "");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("a non-PDF management contract is refused and nothing typed is lost", async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Piso sin contrato válido ${Date.now()}`;
    await signIn(page, AGENCY_EMAIL);
    await page.goto("/proceso-agencia?nueva");
    await fillAgencyForm(page, title);
    await page.getByLabel("Contrato de gestión de venta (PDF)").setInputFiles({
      name: "contrato.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Esto es un texto, no un PDF."),
    });
    await page
      .getByLabel("Añadir fotos")
      .setInputFiles(await generatedPhotos(15, { width: 800, height: 600 }));
    await expect(page.getByTestId("photo-counter")).toHaveText("15 / 50 fotos (mínimo 15)", {
      timeout: 60_000,
    });
    await page.getByRole("button", { name: "Revisar contrato y publicar" }).click();
    const contract = page.getByTestId("contract-text");
    await contract.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByRole("button", { name: "Aceptar y Publicar" }).click();
    await expect(
      toast(page, "No se pudo subir el archivo del contrato. El archivo no es un PDF válido."),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/proceso-agencia\/nueva\/publicar$/);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(title);
    await expect(page.getByLabel("Razón social")).toHaveValue("Vértice Hogar Inmobiliaria S.L.");
    await expect(page.getByTestId("photo-counter")).toHaveText("15 / 50 fotos (mínimo 15)");
    await expectStepState(page, 1, "En curso");
  });

  test("what the agency typed survives a reload, and leaving with it unsaved asks first", async ({
    page,
  }) => {
    await signIn(page, AGENCY_EMAIL);
    await page.goto("/proceso-agencia?nueva");
    await page.getByLabel("Título del anuncio").fill("Dúplex junto al Turia");
    await page.getByLabel("Razón social").fill("Vértice Hogar Inmobiliaria S.L.");
    await page.getByLabel("Cantidad fija (€)").fill("9000");

    // Another page of the app asks first, in Spanish; staying keeps what was typed.
    await page.getByRole("link", { name: "Volver al Panel" }).click();
    const warning = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await expect(warning).toContainText("Tienes cambios en el anuncio que aún no has guardado.");
    await warning.getByRole("button", { name: "Seguir editando" }).click();
    await expect(page).toHaveURL(/\/proceso-agencia\/nueva\/publicar$/);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("Dúplex junto al Turia");

    // The browser keeps the typing (its own key, never a new sale's); a reload asks, then brings it back.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.includes(":agency-listing-draft:nueva")),
        ),
      )
      .toBe(true);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(["beforeunload"]);
    await expect(
      page.getByText("Hemos recuperado lo que escribiste y aún no habías guardado."),
    ).toBeVisible();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("Dúplex junto al Turia");
    await expect(page.getByLabel("Razón social")).toHaveValue("Vértice Hogar Inmobiliaria S.L.");
    await expect(page.getByLabel("Cantidad fija (€)")).toHaveValue("9000");

    // Thrown away: the form is blank again and leaving asks nothing.
    await page.getByRole("button", { name: "Descartar cambios" }).click();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
    await page.getByRole("link", { name: "Volver al Panel" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("a tester creates a sample collaboration and finishes it without paying", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "tester@zaguan.test");
    await page.goto("/proceso-agencia?nueva");
    await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("Propiedad: Piso de prueba de agencia en Chamberí")).toBeVisible();
    await expectStepState(page, 1, "Completado");
    await expectStepState(page, 3, "Bloqueado");

    // 'Reabrir y Editar': step 1 opens for editing; a new management contract replaces the old one.
    await page.getByRole("button", { name: "Reabrir y Editar" }).click();
    await page.getByLabel("Cantidad fija (€)").fill("12000");
    await expect(page.getByLabel("Porcentaje (%)")).toHaveValue("");
    await page.getByLabel("Contrato de gestión de venta (PDF)").setInputFiles(await managementContractPdf());
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(toast(page, "Contrato subido correctamente.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Guardar Cambios" })).toHaveCount(0);
    await page.getByRole("button", { name: "Ver los datos del paso 1" }).click();
    await expect(page.getByRole("dialog")).toContainText("12.000 €");
    await page.keyboard.press("Escape");

    await step(page, 2).click();
    await page.getByRole("button", { name: "Activar la campaña sin pagar" }).click();
    await expectAdvancedTo(page, 3);
    await expectStepState(page, 3, "En curso");
    await step(page, 4).click();
    await page.getByRole("button", { name: "Confirmar la venta sin pagar" }).click();
    await expect(toast(page, "¡Venta confirmada!")).toBeVisible();
    await expectStepState(page, 4, "Completado");
    await page.getByRole("button", { name: "Ver los datos del paso 2" }).click();
    await expect(page.getByRole("dialog")).toContainText("Pagado (Prueba)");
  });
});
