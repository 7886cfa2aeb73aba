import type { InvoiceSeries } from "#app/db/schema/invoices";

/** Five digits: room for 99.999 invoices a year in one series, and the numbers sort as text. */
const NUMBER_DIGITS = 5;

/** 'F-2026-00001': series, year and the correlative number within them (RD 1619/2012 art. 6.1.a). */
export function formatInvoiceNumber({
  series,
  year,
  number,
}: {
  series: InvoiceSeries;
  year: number;
  number: number;
}): string {
  return `${series}-${year}-${String(number).padStart(NUMBER_DIGITS, "0")}`;
}

const madridYearFormat = new Intl.DateTimeFormat("en", { timeZone: "Europe/Madrid", year: "numeric" });

/** The year an invoice issued at this instant belongs to: the calendar year in Spain (peninsular time). */
export function invoiceYear(at: Date): number {
  return Number(madridYearFormat.format(at));
}

/** The file name the PDF downloads as. */
export function invoiceFileName(invoice: { series: InvoiceSeries; year: number; number: number }): string {
  return `factura-${formatInvoiceNumber(invoice)}.pdf`;
}
