import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { paymentRefunds } from "#app/db/schema/refunds";
import { DomainError } from "#app/domain/errors";
import { pathTo, ROUTES } from "#app/urls";
import { type InvoiceStanding, VOID_REFUSAL_SHORT, voidVerdict } from "./void-or-rectify";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where an invoice stands in the records: registered (an alta), cancelled (an anulación), or neither (issued before them). */
export type InvoiceRecordState = InvoiceStanding["record"];

/** The records' state of each of these invoices. */
export async function invoiceRecordStates(
  db: Db | Tx,
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

type InvoiceKey = {
  id: string;
  series: "F" | "R";
  year: number;
  number: number;
  paymentId: string;
  rectifiesInvoiceId: string | null;
};

const keyColumns = {
  id: invoices.id,
  series: invoices.series,
  year: invoices.year,
  number: invoices.number,
  paymentId: invoices.paymentId,
  rectifiesInvoiceId: invoices.rectifiesInvoiceId,
};

const after = (a: { year: number; number: number }, b: { year: number; number: number }) =>
  a.year > b.year || (a.year === b.year && a.number > b.number);

/**
 * The facts `voidVerdict` judges, for each of these invoices: their records, and for their F
 * invoices the payment, the rectifying invoices not voided and the refunds done or under way.
 */
export async function invoiceStandings(
  db: Db | Tx,
  rows: InvoiceKey[],
): Promise<Map<string, InvoiceStanding>> {
  const standings = new Map<string, InvoiceStanding>();
  if (rows.length === 0) return standings;
  const ordinaryIds = [
    ...new Set(rows.map((row) => (row.series === "F" ? row.id : (row.rectifiesInvoiceId ?? row.id)))),
  ];
  const family = await db
    .select(keyColumns)
    .from(invoices)
    .where(inArray(invoices.rectifiesInvoiceId, ordinaryIds));
  const records = await invoiceRecordStates(db, [...new Set([...rows, ...family].map((row) => row.id))]);
  const liveFamily = family.filter((row) => records.get(row.id) !== "cancelled");
  const paid = new Set(
    (
      await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            inArray(payments.id, [...new Set(rows.map((row) => row.paymentId))]),
            eq(payments.status, "succeeded"),
          ),
        )
    ).map((row) => row.id),
  );
  const refunds = await db
    .select({ invoiceId: paymentRefunds.invoiceId, rectifyingInvoiceId: paymentRefunds.rectifyingInvoiceId })
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.invoiceId, ordinaryIds),
        inArray(paymentRefunds.status, ["pending", "succeeded"]),
      ),
    );
  for (const row of rows) {
    const record = records.get(row.id) ?? "unregistered";
    if (row.series === "F") {
      standings.set(row.id, {
        series: "F",
        record,
        paid: paid.has(row.paymentId),
        rectifications: liveFamily.filter((r) => r.rectifiesInvoiceId === row.id).length,
        refunds: refunds.filter((refund) => refund.invoiceId === row.id).length,
      });
    } else {
      standings.set(row.id, {
        series: "R",
        record,
        paid: paid.has(row.paymentId),
        rectifications: liveFamily.filter(
          (r) => r.rectifiesInvoiceId === row.rectifiesInvoiceId && after(r, row),
        ).length,
        refunds: refunds.filter((refund) => refund.rectifyingInvoiceId === row.id).length,
      });
    }
  }
  return standings;
}

/**
 * Locks the invoice for a change of its standing (an anulación, a refund, a rectification) and
 * reads its facts under the lock. The lock is the F invoice's row — an R invoice's own F — taken
 * FOR UPDATE before any series counter or chain, in every path (docs/decisions/0044-void-or-rectify.md):
 * a void and a refund of one invoice queue here, and the second sees what the first did.
 */
export async function lockInvoiceStanding(tx: Db | Tx, invoiceId: string) {
  const [row] = await tx.select(keyColumns).from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new DomainError("not_found", "No existe esa factura.");
  await lockOrdinaryInvoice(tx, row.rectifiesInvoiceId ?? row.id);
  const standing = (await invoiceStandings(tx, [row])).get(row.id);
  if (!standing) throw new Error(`no standing for invoice ${invoiceId}`);
  return { invoice: row, standing };
}

/** The row lock of one F invoice (a row lock is no update: the invoices' immutability trigger does not fire). */
export async function lockOrdinaryInvoice(tx: Db | Tx, invoiceId: string) {
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.series, "F")))
    .for("update");
}

/** The R invoices of an F that were voided: they no longer count in what it adds up to. */
export async function voidedRectifications(tx: Db | Tx, invoiceId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: invoiceRecords.invoiceId })
    .from(invoiceRecords)
    .innerJoin(invoices, eq(invoices.id, invoiceRecords.invoiceId))
    .where(and(eq(invoices.rectifiesInvoiceId, invoiceId), eq(invoiceRecords.kind, "anulacion")));
  return new Set(rows.map((row) => row.id));
}

/** The list's "Anular": offered where the rule allows it, otherwise the reason in a few words. */
export function cancelOffer(standing: InvoiceStanding | undefined, invoiceId: string) {
  const recordState = standing?.record ?? "unregistered";
  if (!standing || recordState !== "registered")
    return { recordState, cancelHref: null, cancelRefusal: null };
  const verdict = voidVerdict(standing);
  return verdict.allowed
    ? { recordState, cancelHref: pathTo(ROUTES.adminInvoiceCancel, { id: invoiceId }), cancelRefusal: null }
    : { recordState, cancelHref: null, cancelRefusal: VOID_REFUSAL_SHORT[verdict.reason] };
}
