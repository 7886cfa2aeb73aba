import type { InvoiceSeries } from "#app/db/schema/invoices";
import { madridDay } from "#app/lib/calendar";
import { formatInvoiceNumber } from "../numbering";
import type { RecordAmount, RecordInvoiceId } from "./record";

/**
 * The AEAT's checking service a printed invoice's QR points to (VERI*FACTU mode): the customer scans
 * it and the AEAT's site says whether it holds the invoice's record. AEAT, "Características del QR y
 * especificaciones del servicio de cotejo o remisión de información por parte del receptor de la
 * factura" (DetalleEspecificacTecnCodigoQRfactura), § URL: 'pruebas' is the AEAT's test environment,
 * where records sent by a test installation are; 'production', the real one.
 */
export const VERIFACTU_QR_SERVICE = {
  test: "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR",
  production: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR",
} as const;

export type VerifactuEnvironment = keyof typeof VERIFACTU_QR_SERVICE;

/** What the QR says of an invoice: the fields of its registro de alta, formatted as registered. */
export type QrInvoiceFields = RecordInvoiceId & { amountTotal: RecordAmount };

/**
 * The QR's URL: the service, then `nif`, `numserie`, `fecha` (dd-mm-yyyy) and `importe` (the
 * ImporteTotal, dot decimal) in that order, each value URL-encoded, so a series holding '&', '/'
 * or a space cannot break the query ('12345678&G33' → '12345678%26G33', the specification's own
 * example).
 */
export function verifactuQrUrl(environment: VerifactuEnvironment, fields: QrInvoiceFields): string {
  const query = [
    ["nif", fields.issuerTaxId],
    ["numserie", fields.number],
    ["fecha", fields.issueDate],
    ["importe", fields.amountTotal],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? "")}`)
    .join("&");
  return `${VERIFACTU_QR_SERVICE[environment]}?${query}`;
}

/**
 * An issued invoice's QR fields, from its stored row: the number as printed, the issue day in
 * Spain's calendar (an invoice issued at 00:30 on 1 January in Madrid is dated that day, not
 * 31 December as in UTC) and the total in euros with two decimals, as its record's ImporteTotal.
 */
export function qrInvoiceFields(invoice: {
  series: InvoiceSeries;
  year: number;
  number: number;
  issuedAt: Date;
  issuerTaxId: string;
  total: number;
}): QrInvoiceFields {
  return {
    issuerTaxId: invoice.issuerTaxId.toUpperCase(),
    number: formatInvoiceNumber(invoice),
    issueDate: recordDate(invoice.issuedAt),
    amountTotal: recordAmount(invoice.total),
  };
}

/** 'dd-mm-yyyy', the day in Madrid (the format of FechaExpedicionFactura). */
export function recordDate(at: Date): string {
  const [year, month, day] = madridDay(at).split("-");
  return `${day}-${month}-${year}`;
}

/** Cents as the schema writes an amount: '605.00', '-12.35' (a rectifying invoice's negative total). */
export function recordAmount(cents: number): RecordAmount {
  if (!Number.isSafeInteger(cents)) throw new Error(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * How an invoice is printed: which AEAT site its QR points to (VERIFACTU_ENVIRONMENT), and whether
 * the system works in VERI*FACTU mode (VERIFACTU_SENDING=on). The QR goes on every invoice; the
 * legend 'VERI*FACTU' and 'Factura verificable en la sede electrónica de la AEAT' only in that mode
 * (Orden HAC/1177/2024 art. 21: the phrase is for invoices of systems that send their records).
 */
export type InvoicePrint = { environment: VerifactuEnvironment; verifactuMode: boolean };

export function invoicePrintFrom(settings: {
  VERIFACTU_ENVIRONMENT: VerifactuEnvironment;
  VERIFACTU_SENDING: "on" | "off";
}): InvoicePrint {
  return { environment: settings.VERIFACTU_ENVIRONMENT, verifactuMode: settings.VERIFACTU_SENDING === "on" };
}
