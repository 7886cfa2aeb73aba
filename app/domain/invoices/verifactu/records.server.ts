import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { DomainError } from "#app/domain/errors";
import { logger as defaultLogger, type Logger } from "#app/lib/logger.server";
import { formatInvoiceNumber } from "../numbering";
import { lockChain, recordsChain } from "./chain.server";
import { formatRecordAmount, formatRecordDate, formatRecordRate, formatRecordTimestamp } from "./format";
import { invoiceRecordHuella } from "./huella";
import type { AltaRecord, AnulacionRecord, InvoiceRecord, RecordInvoiceId, RecordLink } from "./record";
import { recordProblems } from "./record-problems";

/** DescripcionOperacion holds at most 500 characters; NombreRazon 120. */
const MAX_DESCRIPTION = 500;
const MAX_NAME = 120;

type Appended = { id: string; position: number; huella: string };
/** An alta appended, with what the AEAT would refuse in it (empty when nothing). */
type AppendedAlta = Appended & { problems: string[] };

const invoiceIdColumns = {
  series: invoices.series,
  year: invoices.year,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  issuerTaxId: invoices.issuerTaxId,
};

function recordInvoiceId(row: {
  series: "F" | "R";
  year: number;
  number: number;
  issuedAt: Date;
  issuerTaxId: string;
}): RecordInvoiceId {
  return {
    issuerTaxId: row.issuerTaxId.trim().toUpperCase(),
    number: formatInvoiceNumber(row),
    issueDate: formatRecordDate(row.issuedAt),
  };
}

/** The last record of a chain, as the next one's Encadenamiento/RegistroAnterior. */
async function lastLink(tx: Db, issuerTaxId: string): Promise<{ position: number; link: RecordLink }> {
  const [last] = await tx
    .select({
      position: invoiceRecords.position,
      record: invoiceRecords.record,
      huella: invoiceRecords.huella,
    })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.issuerTaxId, issuerTaxId))
    .orderBy(desc(invoiceRecords.position))
    .limit(1);
  if (!last) return { position: 0, link: null };
  const { invoice } = last.record as InvoiceRecord;
  return { position: last.position, link: { ...invoice, huella: last.huella } };
}

async function insertRecord(
  tx: Db,
  invoiceId: string,
  position: number,
  record: InvoiceRecord,
): Promise<Appended> {
  const [row] = await tx
    .insert(invoiceRecords)
    .values({
      issuerTaxId: record.invoice.issuerTaxId,
      position,
      kind: record.kind,
      invoiceId,
      record,
      huella: record.huella,
      previousHuella: record.previous?.huella ?? null,
    })
    .returning({ id: invoiceRecords.id, position: invoiceRecords.position, huella: invoiceRecords.huella });
  if (!row) throw new Error("invoice record not inserted");
  return row;
}

/**
 * Registers an issued invoice: builds its registro de alta from the invoice row as issued and
 * appends it to its issuer's chain, in the caller's transaction (the one that issues the invoice,
 * so an invoice never exists without its alta). F → F1; R → its stored rectification type (R1 or
 * R4), with the invoice it rectifies. Calling it again for the same invoice returns the alta already appended.
 */
export async function appendAltaRecord(
  tx: Db,
  {
    invoiceId,
    clock = () => new Date(),
    logger = defaultLogger,
  }: {
    invoiceId: string;
    clock?: () => Date;
    logger?: Pick<Logger, "warn">;
  },
): Promise<AppendedAlta> {
  const [invoice] = await tx
    .select({
      ...invoiceIdColumns,
      issuerName: invoices.issuerName,
      customerName: invoices.customerName,
      customerTaxId: invoices.customerTaxId,
      customerCountry: invoices.customerCountry,
      customerIdType: invoices.customerIdType,
      description: invoices.description,
      base: invoices.base,
      ivaRate: invoices.ivaRate,
      iva: invoices.iva,
      total: invoices.total,
      rectifiesInvoiceId: invoices.rectifiesInvoiceId,
      rectificationType: invoices.rectificationType,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`no invoice ${invoiceId} to register`);

  let rectification: AltaRecord["rectification"] = null;
  if (invoice.series === "R") {
    if (!invoice.rectifiesInvoiceId || !invoice.rectificationType)
      throw new Error(`rectifying invoice ${invoiceId} names no invoice`);
    const [rectified] = await tx
      .select(invoiceIdColumns)
      .from(invoices)
      .where(eq(invoices.id, invoice.rectifiesInvoiceId));
    if (!rectified)
      throw new Error(`invoice ${invoice.rectifiesInvoiceId} rectified by ${invoiceId} not found`);
    rectification = { type: "I", invoices: [recordInvoiceId(rectified)] };
  }

  const id = recordInvoiceId(invoice);
  await lockChain(tx, recordsChain(id.issuerTaxId));
  const [existing] = await tx
    .select({ id: invoiceRecords.id, position: invoiceRecords.position, huella: invoiceRecords.huella })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.invoiceId, invoiceId), eq(invoiceRecords.kind, "alta")));
  if (existing) return { ...existing, problems: [] };

  const { position, link } = await lastLink(tx, id.issuerTaxId);
  const customerTaxId = invoice.customerTaxId?.trim();
  const unsigned: Omit<AltaRecord, "huella"> = {
    kind: "alta",
    invoice: id,
    issuerName: invoice.issuerName.trim().slice(0, MAX_NAME),
    invoiceType: invoice.series === "R" && invoice.rectificationType ? invoice.rectificationType : "F1",
    rectification,
    description: invoice.description.trim().slice(0, MAX_DESCRIPTION),
    recipient: customerTaxId
      ? {
          name: invoice.customerName.trim().slice(0, MAX_NAME),
          taxId: customerTaxId.toUpperCase(),
          ...(invoice.customerCountry && invoice.customerIdType
            ? { foreign: { country: invoice.customerCountry, idType: invoice.customerIdType } }
            : {}),
        }
      : null,
    breakdown: [
      {
        taxRate: formatRecordRate(invoice.ivaRate),
        base: formatRecordAmount(invoice.base),
        tax: formatRecordAmount(invoice.iva),
      },
    ],
    taxTotal: formatRecordAmount(invoice.iva),
    amountTotal: formatRecordAmount(invoice.total),
    previous: link,
    // Read after the chain's lock: the records of a chain follow one another in time too.
    generatedAt: formatRecordTimestamp(clock()),
  };
  const record: AltaRecord = { ...unsigned, huella: invoiceRecordHuella(unsigned) };
  // Registered even when the AEAT would refuse it (docs/decisions/0038-verifactu-records.md, "A
  // record the AEAT would refuse"): the invoice was issued and its record must be in the chain; the
  // staff see the problem on /admin/facturas and correct it with a rectifying invoice.
  const problems = recordProblems(record);
  if (problems.length > 0)
    logger.warn({ invoiceId, number: id.number, problems }, "invoice record the AEAT would refuse");
  return { ...(await insertRecord(tx, invoiceId, position + 1, record)), problems };
}

/**
 * Cancels a registered invoice (registro de anulación): the invoice stays in its series with its
 * number, and the records tell the AEAT it is void. Refuses an invoice never registered and one
 * already cancelled, so a second submit appends nothing.
 */
export async function appendAnulacionRecord(
  tx: Db,
  { invoiceId, clock = () => new Date() }: { invoiceId: string; clock?: () => Date },
): Promise<Appended> {
  const [invoice] = await tx
    .select({ issuerTaxId: invoices.issuerTaxId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new DomainError("not_found", "No existe esa factura.");
  const issuerTaxId = invoice.issuerTaxId.trim().toUpperCase();
  await lockChain(tx, recordsChain(issuerTaxId));

  const registered = await tx
    .select({ kind: invoiceRecords.kind, record: invoiceRecords.record })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.invoiceId, invoiceId));
  const alta = registered.find((row) => row.kind === "alta");
  if (!alta) throw new DomainError("conflict", "Esta factura no tiene registro de alta: no se puede anular.");
  if (registered.some((row) => row.kind === "anulacion"))
    throw new DomainError("conflict", "Esta factura ya está anulada.");

  const { position, link } = await lastLink(tx, issuerTaxId);
  const unsigned: Omit<AnulacionRecord, "huella"> = {
    kind: "anulacion",
    // The invoice exactly as its alta registered it.
    invoice: (alta.record as AltaRecord).invoice,
    previous: link,
    generatedAt: formatRecordTimestamp(clock()),
  };
  return insertRecord(tx, invoiceId, position + 1, { ...unsigned, huella: invoiceRecordHuella(unsigned) });
}
