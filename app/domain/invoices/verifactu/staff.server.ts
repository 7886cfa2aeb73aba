import { eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { DomainError } from "#app/domain/errors";
import { type AuditActor, recordAudit } from "#app/domain/kernel/audit.server";
import { isUuid } from "#app/lib/uuid";
import { formatInvoiceNumber } from "../numbering";
import { appendAnulacionRecord } from "./records.server";

/** Where an invoice stands in the records: registered (an alta), cancelled (an anulación), or neither (issued before them). */
export type InvoiceRecordState = "registered" | "cancelled" | "unregistered";

/** The records' state of each of these invoices, for the staff list. */
export async function invoiceRecordStates(
  db: Db,
  invoiceIds: string[],
): Promise<Map<string, InvoiceRecordState>> {
  const states = new Map<string, InvoiceRecordState>(invoiceIds.map((id) => [id, "unregistered"]));
  if (invoiceIds.length === 0) return states;
  const rows = await db
    .select({ invoiceId: invoiceRecords.invoiceId, kind: invoiceRecords.kind })
    .from(invoiceRecords)
    .where(inArray(invoiceRecords.invoiceId, invoiceIds));
  for (const row of rows) {
    if (row.kind === "anulacion") states.set(row.invoiceId, "cancelled");
    else if (states.get(row.invoiceId) !== "cancelled") states.set(row.invoiceId, "registered");
  }
  return states;
}

/** What the staff see before cancelling an invoice; null for an unknown id. */
export async function findInvoiceToCancel(db: Db, invoiceId: string) {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      customerName: invoices.customerName,
      total: invoices.total,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const state = (await invoiceRecordStates(db, [row.id])).get(row.id) ?? "unregistered";
  return {
    id: row.id,
    number: formatInvoiceNumber(row),
    year: row.year,
    issuedAt: row.issuedAt.toISOString(),
    customerName: row.customerName,
    total: row.total,
    state,
  };
}

/**
 * Staff cancel an invoice issued by mistake: its registro de anulación and the audit entry, in one
 * transaction. The invoice stays in its series with its number; the records tell the AEAT it is void.
 */
export async function cancelInvoice({
  db,
  actor,
  invoiceId,
  clock,
}: {
  db: Db;
  actor: AuditActor;
  invoiceId: string;
  clock?: () => Date;
}): Promise<{ number: string; year: number }> {
  if (!isUuid(invoiceId)) throw new DomainError("not_found", "No existe esa factura.");
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ series: invoices.series, year: invoices.year, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!invoice) throw new DomainError("not_found", "No existe esa factura.");
    await appendAnulacionRecord(tx, { invoiceId, clock });
    const number = formatInvoiceNumber(invoice);
    await recordAudit(tx, actor, {
      action: "invoice.cancelled",
      targetType: "invoice",
      targetId: invoiceId,
      details: { number },
    });
    return { number, year: invoice.year };
  });
}
