import { readFile } from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import { pdfQrText } from "../../support/pdf-qr";
import { pdfText } from "../../support/pdf-text";
import { DEMO_PASSWORD, signIn } from "../auth/helpers";
import {
  expect,
  payWithCard,
  sellToPlatformBuyerByCard,
  toast,
  walkFromStepThreeToSix,
} from "../sell/helpers";

/** Clicks a 'Descargar factura' link as the owner would, reads the PDF's text and scans its QR. */
async function downloadInvoice(page: Page, link: ReturnType<Page["getByRole"]>) {
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  const pdf = await readFile((await download.path()) as string);
  return {
    fileName: download.suggestedFilename(),
    text: pdfText(pdf).join("\n"),
    qr: new URL(pdfQrText(pdf)),
  };
}

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** The printed 'Fecha de expedición: 21 de noviembre de 2026' as the QR writes it ('21-11-2026'). */
function printedIssueDate(text: string): string {
  const [, day, month, year] = /Fecha de expedición: (\d{1,2}) de (\p{L}+) de (\d{4})/u.exec(text) ?? [];
  return `${String(day).padStart(2, "0")}-${String(MONTHS.indexOf(month ?? "") + 1).padStart(2, "0")}-${year}`;
}

test("a card payment's invoice says 605,00 € and the next payment's invoice follows it", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "tester@zaguan.test", DEMO_PASSWORD, { redirectTo: "/vender?nueva" });
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
  // The Veri*factu QR, scanned from the downloaded file: the AEAT's checking address (its test site
  // here) with the issuer's NIF and the invoice's number, date and total as printed.
  const issuerNif = /NIF: ([A-Z0-9]{9})/.exec(first.text)?.[1];
  expect(`${first.qr.origin}${first.qr.pathname}`).toBe("https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR");
  expect(Object.fromEntries(first.qr.searchParams)).toEqual({
    nif: issuerNif,
    numserie: `F-${year}-${number}`,
    fecha: printedIssueDate(first.text),
    importe: "605.00",
  });
  // The e2e server runs with sending off (not VERI*FACTU mode): the QR is printed, its legend is
  // not, since it would tell the customer the AEAT received the record (Orden HAC/1177/2024 art. 21).
  expect(first.text).not.toContain("VERI*FACTU");
  expect(first.text).not.toContain("Factura verificable en la sede electrónica de la AEAT");

  const next = await downloadInvoice(page, successFee.getByRole("link", { name: invoiceLink }));
  const following = String(Number(number) + 1).padStart(5, "0");
  expect(next.text).toContain(`Número F-${year}-${following}`);
  expect(next.text).toContain("Total: 605,00 €");
  expect(next.qr.searchParams.get("numserie")).toBe(`F-${year}-${following}`);
});
