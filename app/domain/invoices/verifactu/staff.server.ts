import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoices } from "#app/db/schema/invoices";
import { DomainError } from "#app/domain/errors";
import { type AuditActor, recordAudit } from "#app/domain/kernel/audit.server";
import { isUuid } from "#app/lib/uuid";
import { pathTo, ROUTES } from "#app/urls";
import { invoiceStandings, lockInvoiceStanding } from "../invoice-standing.server";
import { formatInvoiceNumber } from "../numbering";
import { VOID_REFUSAL_MESSAGES, voidVerdict } from "../void-or-rectify";
import { appendAnulacionRecord } from "./records.server";

/**
 * What the staff see before cancelling an invoice, with whether the rule lets it be voided and, if
 * not, why (docs/decisions/0044-void-or-rectify.md); null for an unknown id.
 */
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
      paymentId: invoices.paymentId,
      rectifiesInvoiceId: invoices.rectifiesInvoiceId,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const standing = (await invoiceStandings(db, [row])).get(row.id);
  if (!standing) return null;
  const verdict = voidVerdict(standing);
  return {
    id: row.id,
    number: formatInvoiceNumber(row),
    year: row.year,
    issuedAt: row.issuedAt.toISOString(),
    customerName: row.customerName,
    total: row.total,
    state: standing.record,
    refusal: verdict.allowed ? null : VOID_REFUSAL_MESSAGES[verdict.reason],
    /** Where a charged or rectified invoice is corrected instead. */
    rectifyHref: pathTo(ROUTES.adminInvoiceRectify, { id: row.rectifiesInvoiceId ?? row.id }),
  };
}

/**
 * Staff cancel an invoice issued by mistake: its registro de anulación and the audit entry, in one
 * transaction. The invoice stays in its series with its number; the records tell the AEAT it is void.
 * Under the invoice's lock, taken before the chain's as every path does, the rule refuses an
 * invoice that answers for a real operation (docs/decisions/0044-void-or-rectify.md).
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
    const { invoice, standing } = await lockInvoiceStanding(tx, invoiceId);
    const verdict = voidVerdict(standing);
    if (!verdict.allowed) throw new DomainError("conflict", VOID_REFUSAL_MESSAGES[verdict.reason]);
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
