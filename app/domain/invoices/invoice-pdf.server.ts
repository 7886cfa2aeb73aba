import { renderPdf } from "#app/lib/pdf.server";
import { type InvoiceRecord, invoiceDocument } from "./document";
import type { InvoicePrint } from "./verifactu/qr";

/**
 * The PDF is rendered from the immutable row on every download rather than stored: the row is the
 * legal record and cannot change (a trigger refuses it), so there is no second copy to keep in
 * step, nothing in the bucket to lose, and the same row gives the same bytes
 * (docs/decisions/0020-invoices.md). The QR's AEAT site and the VERI*FACTU legend are settings
 * (VERIFACTU_ENVIRONMENT, VERIFACTU_SENDING: `invoicePrintFrom(env)`), so every caller passes them.
 */
export function renderInvoicePdf(invoice: InvoiceRecord, verifactu: InvoicePrint): Promise<Buffer> {
  return renderPdf(invoiceDocument(invoice, verifactu));
}
