import { readFile } from "node:fs/promises";
import { test } from "@playwright/test";
import { pdfText } from "../../support/pdf-text";
import { fillSignIn } from "../auth/helpers";
import {
  answerWhoBought,
  expect,
  expectAdvancedTo,
  expectStepState,
  fillListing,
  generatedPhotos,
  LISTING,
  payWithCard,
  signUpVerified,
  toast,
} from "./helpers";

/** An owner who lives in Bristol: a NIE to sell in Spain, a passport on the invoice (ADR 0060). */
const BRISTOL = {
  street: "1 Queen Square",
  city: "Bristol",
  postalCode: "BS1 4DJ",
  passport: "533380006",
  line: "1 Queen Square, Bristol BS1 4DJ, Reino Unido",
};

test("a UK-resident owner saves a Bristol domicile, pays the campaign and the invoice names it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await signUpVerified(page);
  await page.goto("/auth?redirectTo=/vender");
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Vender mi propiedad" })).toBeVisible();

  await fillListing(page, {
    ...LISTING,
    title: "Ático con terraza frente al puerto de Málaga",
    address: "Paseo de la Farola 10, Málaga",
    province: "Málaga",
    dni: "X1234567L",
  });
  await page.locator('input[type="file"]').setInputFiles(await generatedPhotos(15));
  await expect(toast(page, "Imágenes subidas correctamente.")).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: "Publicar anuncio" }).click();
  await expect(toast(page, "¡Anuncio publicado!")).toBeVisible();

  // Step 2 asks for the domicile: the country first, and the form becomes the one for abroad.
  const billing = page.locator("form#billing-details");
  await billing.getByLabel("País").selectOption({ label: "Reino Unido" });
  await expect(billing.getByLabel("Documento que te identifica")).toBeVisible();
  await expect(billing.getByLabel("Provincia", { exact: true })).toHaveCount(0);
  await billing.getByLabel("Calle y número").fill(BRISTOL.street);
  await billing.getByLabel("Localidad").fill(BRISTOL.city);
  await billing.getByLabel("Documento que te identifica").selectOption({ label: "Pasaporte" });
  await billing.getByLabel("Número del documento").fill(BRISTOL.passport);

  // A postcode the Royal Mail does not write (no C in the inward code) is refused on its field,
  // and everything typed stays.
  await billing.getByLabel("Código postal").fill("BS1 4CJ");
  await billing.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(
    billing.getByText("Ese código postal no tiene el formato de ese país (p. ej. BS1 4DJ)."),
  ).toBeVisible();
  await expect(billing.getByLabel("País")).toHaveValue("GB");
  await expect(billing.getByLabel("Calle y número")).toHaveValue(BRISTOL.street);
  await expect(billing.getByLabel("Código postal")).toHaveValue("BS1 4CJ");
  await expect(billing.getByLabel("Localidad")).toHaveValue(BRISTOL.city);
  await expect(billing.getByLabel("Número del documento")).toHaveValue(BRISTOL.passport);

  // Typed as people type it, without the space and in lower case: saved as the Royal Mail writes it.
  await billing.getByLabel("Código postal").fill("bs14dj");
  await billing.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(toast(page, "Datos de facturación guardados")).toBeVisible();

  await payWithCard(page, "4242 4242 4242 4242");
  await expect(toast(page, "¡Pago completado!")).toBeVisible();
  await expectStepState(page, 2, "Completado");

  // The listing leaves the portal sold: nothing of this test stays public.
  await page.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(page, 4);
  await page.getByText("¿Prefieres otro generador o ya tienes tu contrato firmado?").click();
  const signedElsewhere = page.getByRole("group", { name: "Contrato de arras firmado fuera de Zaguán" });
  await signedElsewhere.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await signedElsewhere.getByRole("button", { name: "He firmado el contrato de arras" }).click();
  await expectAdvancedTo(page, 5);
  await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
  await expectAdvancedTo(page, 6);
  await answerWhoBought(page, "Un comprador que no llegó a través de Zaguán");
  await page
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // 'Mis Datos' shows the domicile as the invoice names it, with the passport.
  await page.getByRole("tab", { name: "Mis Datos" }).click();
  const saved = page.getByRole("region", { name: "Datos de facturación" });
  await expect(saved).toContainText(BRISTOL.line);
  await expect(saved).toContainText(`Pasaporte${BRISTOL.passport}`);

  // The campaign's invoice names the owner abroad: the passport instead of a NIF, and the country.
  await page.getByRole("tab", { name: "Mis Pagos" }).click();
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("table", { name: "Mis pagos" })
    .getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })
    .click();
  const invoice = pdfText(await readFile((await (await downloading).path()) as string)).join("\n");
  expect(invoice).toContain(`Domicilio: ${BRISTOL.line}`);
  expect(invoice).toContain(`Pasaporte: ${BRISTOL.passport}`);
  expect(invoice).not.toContain("X1234567L");
  expect(invoice).toContain("Total: 605,00 €");
});
