import { readFile } from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import { pdfText } from "../../support/pdf-text";
import { DEMO_PASSWORD, signIn as signInByRequest } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { waitForPageReady } from "../page-ready";
import { expect, payWithCard, toast } from "../sell/helpers";

async function signIn(page: Page, email: string, redirectTo: string, { hydrates = true } = {}) {
  // The invoice list is a plain server page (no React in the browser): it has nothing to hydrate.
  await signInByRequest(page, email, DEMO_PASSWORD, { redirectTo, ready: hydrates });
}

test("staff refund a paid fee; the seller finds the factura rectificativa in 'Mis Pagos'", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await (await browser.newContext()).newPage();
  await signIn(seller, "tester@zaguan.test", "/vender?nueva");
  await seller.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(seller, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
  await payWithCard(seller, "4242 4242 4242 4242");
  await expect(toast(seller, "¡Pago completado!")).toBeVisible();

  await seller.goto("/dashboard/pagos");
  const paid = seller
    .getByRole("table", { name: "Mis pagos" })
    .getByRole("row")
    .filter({ hasText: "Campaña de Marketing" })
    .first();
  const invoiceLabel = await paid
    .getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })
    .getAttribute("aria-label");
  const fNumber = /F-\d{4}-\d{5}/.exec(invoiceLabel ?? "")?.[0] as string;

  // Staff: from the invoice list to its page, a total refund, confirmed.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, "admin@zaguan.test", "/admin/facturas", { hydrates: false });
  await staff.getByRole("link", { name: `Rectificar factura ${fNumber}` }).click();
  await expect(staff.getByRole("heading", { name: `Rectificar la factura ${fNumber}` })).toBeVisible();
  await waitForPageReady(staff);
  await expectNoSeriousViolations(staff, "the rectify page");
  await staff.getByRole("radio", { name: /Devolución total/ }).check();
  await staff.getByLabel("Motivo").fill("La campaña no llegó a publicarse.");
  await staff.getByRole("button", { name: "Rectificar la factura" }).click();
  const dialog = staff.getByRole("alertdialog", { name: "¿Rectificar esta factura?" });
  await expect(dialog).toContainText("el importe vuelve ahora a la tarjeta");
  await dialog.getByRole("button", { name: "Sí, rectificar" }).click();
  await expect(toast(staff, "Factura rectificativa emitida")).toBeVisible({ timeout: 30_000 });
  const issued = staff
    .getByRole("region", { name: "Ya rectificado" })
    .getByRole("link", { name: /^Descargar factura rectificativa R-/ });
  await expect(issued).toBeVisible();
  await expect(staff.getByText("Queda por devolver")).toBeVisible();

  // The seller: the R invoice under the payment it rectifies, −605,00 €, and its PDF says so.
  await seller.reload();
  const row = seller
    .getByRole("table", { name: "Mis pagos" })
    .getByRole("row")
    .filter({ has: seller.getByRole("link", { name: `Descargar factura ${fNumber}` }) });
  const rectification = row.getByRole("link", {
    name: /^Descargar factura rectificativa R-\d{4}-\d{5} \(-605,00\s€\)$/,
  });
  await expect(rectification).toBeVisible();
  await expectNoSeriousViolations(seller, "'Mis Pagos' with a rectifying invoice");
  await expect(row).toContainText("Devuelto");
  const downloading = seller.waitForEvent("download");
  await rectification.click();
  const download = await downloading;
  const text = pdfText(await readFile((await download.path()) as string))
    .join("\n")
    .replace(/\u00a0/g, " ");
  expect(download.suggestedFilename()).toMatch(/^factura-R-\d{4}-\d{5}\.pdf$/);
  expect(text).toContain("Factura rectificativa");
  expect(text).toContain(`Número: ${fNumber}`);
  expect(text).toContain("Motivo: La campaña no llegó a publicarse.");
  expect(text).toContain("Total: -605,00 €");
});
