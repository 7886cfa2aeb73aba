import { readFile } from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import { pdfText } from "../../support/pdf-text";
import { DEMO_PASSWORD, dismissCookieBanner, fillSignIn } from "../auth/helpers";
import {
  expect,
  payWithCard,
  sellToPlatformBuyerByCard,
  toast,
  walkFromStepThreeToSix,
} from "../sell/helpers";

/** Clicks a 'Descargar factura' link as the owner would and reads the PDF's text. */
async function downloadInvoice(page: Page, link: ReturnType<Page["getByRole"]>) {
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  return {
    fileName: download.suggestedFilename(),
    text: pdfText(await readFile((await download.path()) as string)).join("\n"),
  };
}

test("a card payment's invoice says 605,00 € and the next payment's invoice follows it", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/auth?redirectTo=/vender%3Fnueva");
  await dismissCookieBanner(page);
  await fillSignIn(page, "tester@zaguan.test", DEMO_PASSWORD);
  await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });

  // Two real card payments: the campaign, then (sold through Zaguán) the success fee. The sample
  // ends sold, so no extra listing stays published.
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(toast(page, "¡Pago completado!")).toBeVisible();
  await walkFromStepThreeToSix(page);
  await sellToPlatformBuyerByCard(page);

  await page.getByRole("tab", { name: "Mis Pagos" }).click();
  const rows = page.getByRole("table", { name: "Mis pagos" }).getByRole("row");
  const invoiceLink = /^Descargar factura F-\d{4}-\d{5}$/;
  // Newest first: the success fee, then the campaign.
  const successFee = rows.filter({ hasText: "Comisión de Éxito" }).first();
  const campaign = rows.filter({ hasText: "Campaña de Marketing" }).first();

  const first = await downloadInvoice(page, campaign.getByRole("link", { name: invoiceLink }));
  expect(first.text).toContain("Total: 605,00 €");
  expect(first.text).toContain("Base imponible: 500,00 €");
  expect(first.text).toContain("IVA (21 %): 105,00 €");
  const [, year, number] = /Número F-(\d{4})-(\d{5})/.exec(first.text) ?? [];
  expect(first.fileName).toBe(`factura-F-${year}-${number}.pdf`);

  const next = await downloadInvoice(page, successFee.getByRole("link", { name: invoiceLink }));
  const following = String(Number(number) + 1).padStart(5, "0");
  expect(next.text).toContain(`Número F-${year}-${following}`);
  expect(next.text).toContain("Total: 605,00 €");
});
