import type { InvoiceCustomerKind, InvoiceSeries, RectificationType } from "#app/db/schema/invoices";
import { formatCents, formatDateEs } from "#app/lib/format";
import type { PdfBlock, PdfContent } from "#app/lib/pdf.server";
import { formatInvoiceNumber } from "./numbering";
import { RECTIFICATION_TYPE_LABELS } from "./rectification";
import { type InvoicePrint, qrInvoiceFields, verifactuQrUrl } from "./verifactu/qr";

/** How a customer abroad's id is labelled, by its AEAT IDType. */
const FOREIGN_ID_LABELS: Record<string, string> = {
  "02": "NIF-IVA",
  "03": "Pasaporte",
  "04": "Documento de identidad",
};

/** The columns of an issued invoice the document is made of: nothing else goes into it. */
export type InvoiceRecord = {
  series: InvoiceSeries;
  year: number;
  number: number;
  issuedAt: Date;
  issuerName: string;
  issuerTaxId: string;
  issuerAddress: string;
  customerKind: InvoiceCustomerKind;
  customerName: string;
  customerTaxId: string | null;
  customerAddress: string | null;
  /** Abroad, the AEAT IDType of customerTaxId (ADR 0060); the invoice labels the id by it. */
  customerIdType?: string | null;
  description: string;
  base: number;
  ivaRate: number;
  iva: number;
  total: number;
  /** An R invoice's reference to the F it rectifies (number and date, as that row states them), and why. */
  rectification?: {
    type: RectificationType;
    reason: string;
    rectifiedNumber: string;
    rectifiedIssuedAt: Date;
  } | null;
};

/**
 * The invoice as a document, made only of the stored row, so the same row always gives the same
 * words (and, with its issue date as the file's date, the same file). Factura completa,
 * RD 1619/2012 art. 6: number and series, date, issuer and customer with their tax ids and
 * addresses, description, base, rate, tax and total; before all of it, the Veri*factu QR.
 */
export function invoiceDocument(invoice: InvoiceRecord, verifactu: InvoicePrint): PdfContent {
  const number = formatInvoiceNumber(invoice);
  const customerTaxLabel =
    FOREIGN_ID_LABELS[invoice.customerIdType ?? ""] ??
    (invoice.customerKind === "agency" ? "CIF/NIF" : "DNI/NIF");
  return {
    header: [verifactuQrCode(invoice, verifactu)],
    title: invoice.series === "R" ? "Factura rectificativa" : "Factura",
    subtitle: `Número ${number} · Fecha de expedición: ${formatDateEs(invoice.issuedAt)}`,
    createdAt: invoice.issuedAt,
    author: invoice.issuerName,
    blocks: [
      { type: "heading", text: "Emisor" },
      {
        type: "fields",
        fields: [
          { label: "Razón social", value: invoice.issuerName },
          { label: "NIF", value: invoice.issuerTaxId },
          { label: "Domicilio", value: invoice.issuerAddress },
        ],
      },
      { type: "heading", text: "Cliente" },
      {
        type: "fields",
        fields: [
          {
            label: invoice.customerKind === "agency" ? "Razón social" : "Nombre",
            value: invoice.customerName,
          },
          { label: customerTaxLabel, value: invoice.customerTaxId ?? "No facilitado" },
          ...(invoice.customerAddress ? [{ label: "Domicilio", value: invoice.customerAddress }] : []),
        ],
      },
      ...(invoice.rectification
        ? ([
            { type: "heading" as const, text: "Factura rectificada" },
            {
              type: "fields" as const,
              fields: [
                { label: "Número", value: invoice.rectification.rectifiedNumber },
                {
                  label: "Fecha de expedición",
                  value: formatDateEs(invoice.rectification.rectifiedIssuedAt),
                },
                {
                  label: "Tipo de rectificación",
                  value: RECTIFICATION_TYPE_LABELS[invoice.rectification.type],
                },
                { label: "Motivo", value: invoice.rectification.reason },
              ],
            },
          ] satisfies PdfBlock[])
        : []),
      { type: "heading", text: "Concepto" },
      { type: "fields", fields: [{ label: "Descripción", value: invoice.description }] },
      { type: "heading", text: "Importe" },
      {
        type: "fields",
        fields: [
          { label: "Base imponible", value: formatCents(invoice.base) },
          { label: `IVA (${invoice.ivaRate} %)`, value: formatCents(invoice.iva) },
          { label: "Total", value: formatCents(invoice.total) },
        ],
      },
    ],
    footer: invoice.rectification
      ? `Factura rectificativa ${number}, por diferencias, de la factura ${invoice.rectification.rectifiedNumber}. Operación sujeta y no exenta de IVA.`
      : `Factura ${number}. Operación sujeta y no exenta de IVA. Pagada con tarjeta el ${formatDateEs(invoice.issuedAt)}.`,
  };
}

/**
 * The Veri*factu QR (Orden HAC/1177/2024 art. 20–21 and the AEAT's QR specification): the AEAT's
 * checking address with the invoice's NIF, number, date and total, error correction M, between 30
 * and 40 mm (the symbol is 32 mm; with its quiet zone the image stays under 40 mm), at the top of
 * the first page before the invoice's content, centred as the specification places it on a
 * portrait page. The legend 'VERI*FACTU' and the sentence that says what it is for only in
 * VERI*FACTU mode (art. 21): with sending off they would tell the customer something untrue.
 */
function verifactuQrCode(invoice: InvoiceRecord, { environment, verifactuMode }: InvoicePrint) {
  return {
    type: "qr",
    text: verifactuQrUrl(environment, qrInvoiceFields(invoice)),
    errorCorrection: "M",
    symbolMm: 32,
    ...(verifactuMode
      ? { above: "VERI*FACTU", below: "Factura verificable en la sede electrónica de la AEAT" }
      : {}),
  } as const;
}
