import { and, asc, eq, inArray, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoices, type RectificationType } from "#app/db/schema/invoices";
import { paymentRefunds } from "#app/db/schema/refunds";
import { DomainError } from "#app/domain/errors";
import { formatCents } from "#app/lib/format";
import { isUuid } from "#app/lib/uuid";
import { invoiceRecordStates, voidedRectifications } from "./invoice-standing.server";
import type { InvoiceIssuer } from "./issue.server";
import { takeNextNumber } from "./issue.server";
import { formatInvoiceNumber } from "./numbering";
import { type InvoiceCustomer, RECTIFICATION_MESSAGES, refundAmounts, sameCustomer } from "./rectification";
import { queueRectifyingInvoiceEmail, type RectifyingMail } from "./rectify-email.server";
import { appendAltaRecord } from "./verifactu/records.server";
import { RECTIFY_REFUSAL_MESSAGES, rectifyVerdict } from "./void-or-rectify";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type IssuedRectification = { id: string; series: "R"; year: number; number: number; total: number };

/** What a rectification changes: money given back (R1) or the customer's data (R4). */
export type RectificationChange =
  | { kind: "refund"; amount: number }
  | { kind: "correction"; customer: InvoiceCustomer };

/**
 * The F invoice and its R invoices so far, the F row locked for the caller's transaction: every
 * rectification of one invoice queues here, so two cannot both take what is left or both correct
 * the same data; an anulación takes the same lock first (docs/decisions/0044-void-or-rectify.md),
 * so a voided invoice is refused here and a voided R invoice no longer counts.
 * (A row lock is not an update: the invoices' immutability trigger does not fire.)
 */
export async function lockRectifiable(tx: Db | Tx, invoiceId: string) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      paymentId: invoices.paymentId,
      userId: invoices.userId,
      customerKind: invoices.customerKind,
      customerName: invoices.customerName,
      customerTaxId: invoices.customerTaxId,
      customerAddress: invoices.customerAddress,
      customerCountry: invoices.customerCountry,
      customerIdType: invoices.customerIdType,
      description: invoices.description,
      base: invoices.base,
      ivaRate: invoices.ivaRate,
      iva: invoices.iva,
      total: invoices.total,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.series, "F")))
    .for("update");
  if (!invoice) throw new DomainError("not_found", RECTIFICATION_MESSAGES.notFound);
  const record = (await invoiceRecordStates(tx, [invoice.id])).get(invoice.id) ?? "unregistered";
  const verdict = rectifyVerdict({ series: "F", record });
  if (!verdict.allowed) throw new DomainError("conflict", RECTIFY_REFUSAL_MESSAGES[verdict.reason]);
  const voided = await voidedRectifications(tx, invoice.id);
  const rectifications = (
    await tx
      .select({
        id: invoices.id,
        customerName: invoices.customerName,
        customerTaxId: invoices.customerTaxId,
        customerAddress: invoices.customerAddress,
        base: invoices.base,
        iva: invoices.iva,
        total: invoices.total,
      })
      .from(invoices)
      .where(eq(invoices.rectifiesInvoiceId, invoiceId))
      .orderBy(asc(invoices.year), asc(invoices.number))
  ).filter((row) => !voided.has(row.id));
  const rectified = rectifications.reduce(
    (acc, row) => ({ base: acc.base + row.base, iva: acc.iva + row.iva, total: acc.total + row.total }),
    { base: 0, iva: 0, total: 0 },
  );
  // The customer as the latest rectification left it: a refund after a correction copies the corrected data.
  const customer: InvoiceCustomer = rectifications.at(-1) ?? invoice;
  return { invoice, rectified, customer };
}

/**
 * Cents still refundable on an invoice: its total less every refund that succeeded or is under way
 * (a pending refund's amount is reserved before the provider is asked, ADR 0040).
 */
export async function refundableLeft(tx: Db | Tx, invoice: { id: string; total: number }): Promise<number> {
  const [row] = await tx
    .select({ reserved: sum(paymentRefunds.amount).mapWith(Number) })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.invoiceId, invoice.id), inArray(paymentRefunds.status, ["pending", "succeeded"])),
    );
  return invoice.total - (row?.reserved ?? 0);
}

const DESCRIPTION_PREFIX: Record<RectificationChange["kind"], string> = {
  refund: "Devolución",
  correction: "Corrección de los datos del cliente",
};

/**
 * Issues a factura rectificativa (series R, its own correlative numbering) of an F invoice, in the
 * caller's transaction: por diferencias, so a refund states negative base, IVA and total and a
 * correction of the customer's data states zero with the data as corrected. The R invoice copies
 * the customer as the last rectification left it (or as corrected now), and points at the invoice
 * it rectifies, whose number and date it prints. The one function that inserts an R invoice: the
 * Veri*factu alta record is appended right after its insert, like an F's.
 */
export async function issueRectifyingInvoice(
  tx: Db | Tx,
  {
    invoiceId,
    type,
    reason,
    change,
    issuer,
    clock = () => new Date(),
  }: {
    invoiceId: string;
    type: RectificationType;
    reason: string;
    change: RectificationChange;
    issuer: InvoiceIssuer;
    clock?: () => Date;
  },
): Promise<IssuedRectification> {
  const { invoice, rectified, customer } = await lockRectifiable(tx, invoiceId);
  let amounts: { base: number; ivaRate: number; iva: number; total: number };
  let billedTo = customer;
  if (change.kind === "refund") {
    const left = invoice.total + rectified.total;
    if (left <= 0) throw new DomainError("conflict", RECTIFICATION_MESSAGES.nothingLeft);
    if (change.amount > left)
      throw new DomainError("invalid", RECTIFICATION_MESSAGES.moreThanLeft(formatCents(left)));
    amounts = refundAmounts(invoice, rectified, change.amount);
  } else {
    if (sameCustomer(change.customer, customer))
      throw new DomainError("conflict", RECTIFICATION_MESSAGES.nothingChanged);
    amounts = { base: 0, ivaRate: invoice.ivaRate, iva: 0, total: 0 };
    billedTo = change.customer;
  }

  const { year, number, issuedAt } = await takeNextNumber(tx, "R", clock);
  const [issued] = await tx
    .insert(invoices)
    .values({
      series: "R",
      year,
      number,
      issuedAt,
      paymentId: invoice.paymentId,
      userId: invoice.userId,
      issuerName: issuer.name,
      issuerTaxId: issuer.taxId,
      issuerAddress: issuer.address,
      customerKind: invoice.customerKind,
      customerName: billedTo.customerName,
      customerTaxId: billedTo.customerTaxId,
      customerAddress: billedTo.customerAddress,
      // A customer abroad stays one: the R invoice names them by the same kind of foreign id (IDOtro).
      customerCountry: invoice.customerCountry,
      customerIdType: invoice.customerIdType,
      description: `${DESCRIPTION_PREFIX[change.kind]} — ${invoice.description}`,
      ...amounts,
      rectifiesInvoiceId: invoice.id,
      rectificationType: type,
      rectificationReason: reason,
    })
    .returning({ id: invoices.id, year: invoices.year, number: invoices.number, total: invoices.total });
  if (!issued) throw new Error("rectifying invoice not inserted");
  await appendAltaRecord(tx, { invoiceId: issued.id, clock });
  return { ...issued, series: "R" };
}

/**
 * R4: the customer's name, NIF or address on an F invoice was wrong. Issues an R invoice for zero
 * with the data as corrected; a second identical submit finds nothing left to change and is refused,
 * so a double submit never issues two. With `mail`, the customer's copy is queued in its transaction.
 */
export async function correctInvoiceCustomer(
  { db, issuer, clock, mail }: { db: Db; issuer: InvoiceIssuer; clock?: () => Date; mail?: RectifyingMail },
  { invoiceId, customer, reason }: { invoiceId: string; customer: InvoiceCustomer; reason: string },
): Promise<IssuedRectification> {
  await mail?.mailer.ready();
  const issued = await db.transaction(async (tx) => {
    const change = { kind: "correction" as const, customer };
    const issued = await issueRectifyingInvoice(tx, { invoiceId, type: "R4", reason, change, issuer, clock });
    if (mail) await queueRectifyingInvoiceEmail(tx, mail, issued.id);
    return issued;
  });
  mail?.mailer.wake();
  return issued;
}

export const rectificationNumber = (row: { year: number; number: number }) =>
  formatInvoiceNumber({ series: "R", ...row });

/**
 * The staff page of one F invoice (the caller has checked the admin role): what it says, what was
 * already rectified (each R with its type, reason and amount), the refunds and what is left to give
 * back, and the customer as the last rectification left it. Null for an unknown id or an R invoice.
 */
export async function findRectificationPage(db: Db, invoiceId: string) {
  if (!isUuid(invoiceId)) return null;
  const [invoice] = await db
    .select({
      id: invoices.id,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      customerKind: invoices.customerKind,
      customerName: invoices.customerName,
      customerTaxId: invoices.customerTaxId,
      customerAddress: invoices.customerAddress,
      description: invoices.description,
      base: invoices.base,
      iva: invoices.iva,
      total: invoices.total,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.series, "F")));
  if (!invoice) return null;
  const rectifications = await db
    .select({
      id: invoices.id,
      year: invoices.year,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      type: invoices.rectificationType,
      reason: invoices.rectificationReason,
      customerName: invoices.customerName,
      customerTaxId: invoices.customerTaxId,
      customerAddress: invoices.customerAddress,
      total: invoices.total,
    })
    .from(invoices)
    .where(eq(invoices.rectifiesInvoiceId, invoiceId))
    .orderBy(asc(invoices.year), asc(invoices.number));
  const refunds = await db
    .select({
      amount: paymentRefunds.amount,
      status: paymentRefunds.status,
      actorEmail: paymentRefunds.actorEmail,
      createdAt: paymentRefunds.createdAt,
      rectifyingInvoiceId: paymentRefunds.rectifyingInvoiceId,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.invoiceId, invoiceId))
    .orderBy(asc(paymentRefunds.createdAt));
  const refunded = refunds
    .filter((row) => row.status === "succeeded")
    .reduce((total, row) => total + row.amount, 0);
  const pending = refunds
    .filter((row) => row.status === "pending")
    .reduce((total, row) => total + row.amount, 0);
  const records = await invoiceRecordStates(db, [invoice.id, ...rectifications.map((row) => row.id)]);
  const isVoided = (id: string) => records.get(id) === "cancelled";
  const customer: InvoiceCustomer = rectifications.filter((row) => !isVoided(row.id)).at(-1) ?? invoice;
  const byInvoice = new Map(refunds.map((row) => [row.rectifyingInvoiceId, row]));
  return {
    invoice: {
      id: invoice.id,
      number: formatInvoiceNumber(invoice),
      issuedAt: invoice.issuedAt.toISOString(),
      customerKind: invoice.customerKind,
      description: invoice.description,
      base: invoice.base,
      iva: invoice.iva,
      total: invoice.total,
    },
    /** A voided invoice takes no refund and no rectification (docs/decisions/0044-void-or-rectify.md). */
    voided: isVoided(invoice.id),
    customer,
    rectifications: rectifications.map((row) => ({
      voided: isVoided(row.id),
      id: row.id,
      number: rectificationNumber(row),
      issuedAt: row.issuedAt.toISOString(),
      type: row.type,
      reason: row.reason,
      total: row.total,
      refundedBy: byInvoice.get(row.id)?.actorEmail ?? null,
    })),
    refunded,
    pending,
    left: invoice.total - refunded - pending,
  };
}
export type RectificationPage = NonNullable<Awaited<ReturnType<typeof findRectificationPage>>>;
