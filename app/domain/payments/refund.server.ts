import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { paymentRefunds } from "#app/db/schema/refunds";
import { DomainError } from "#app/domain/errors";
import type { InvoiceIssuer } from "#app/domain/invoices/issue.server";
import { RECTIFICATION_MESSAGES } from "#app/domain/invoices/rectification";
import {
  type IssuedRectification,
  issueRectifyingInvoice,
  lockRectifiable,
  refundableLeft,
} from "#app/domain/invoices/rectify.server";
import { queueRectifyingInvoiceEmail, type RectifyingMail } from "#app/domain/invoices/rectify-email.server";
import { formatCents } from "#app/lib/format";
import type { PaymentProvider } from "./provider";

export type RefundDeps = {
  db: Db;
  provider: Pick<PaymentProvider, "name" | "refundPayment">;
  issuer: InvoiceIssuer;
  clock?: () => Date;
  /** The customer's copy of the R invoice, queued in the transaction that issues it. */
  mail?: RectifyingMail;
};

export type RefundRequest = {
  actor: { id: string; email: string };
  /** The F invoice of the payment. */
  invoiceId: string;
  /** Cents staff typed for a partial refund; "rest" for everything left (the server works it out). */
  amount: number | "rest";
  reason: string;
  /** The staff form's one-time key: the same form sent twice is one refund. */
  requestKey: string;
};

export type RefundOutcome = { invoice: IssuedRectification; amount: number; replayed: boolean };

/**
 * Gives a fee back (R1) in three steps, so money and invoices never disagree (ADR 0040):
 * 1. under the F invoice's lock, the refund is recorded 'pending' with its amount, which counts
 *    against what is left from then on (two staff at once cannot both take the rest);
 * 2. the provider refunds it, with the refund's id as the idempotency key;
 * 3. one transaction issues the R invoice and marks the refund succeeded with the provider's id.
 * The same request sent again answers with what it did; one that stopped between 2 and 3 (a crash)
 * is finished by sending it again: the provider answers the same refund for the same key.
 */
export async function refundInvoicedPayment(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const { db, provider } = deps;
  const reserved = await db.transaction(async (tx) => {
    // The lock first: the same form sent twice at once queues here, and the second finds the first's row.
    const { invoice } = await lockRectifiable(tx, request.invoiceId);
    const [again] = await tx
      .select({
        id: paymentRefunds.id,
        status: paymentRefunds.status,
        amount: paymentRefunds.amount,
        invoiceId: paymentRefunds.invoiceId,
        rectifyingInvoiceId: paymentRefunds.rectifyingInvoiceId,
      })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.requestKey, request.requestKey));
    if (again) return { refund: again, replayed: true };

    const [payment] = await tx
      .select({ status: payments.status, provider: payments.provider })
      .from(payments)
      .where(eq(payments.id, invoice.paymentId));
    if (payment?.status !== "succeeded") throw new DomainError("conflict", RECTIFICATION_MESSAGES.notFound);
    if (payment.provider !== provider.name)
      throw new DomainError("conflict", RECTIFICATION_MESSAGES.otherProvider);
    const left = await refundableLeft(tx, invoice);
    if (left <= 0) throw new DomainError("conflict", RECTIFICATION_MESSAGES.nothingLeft);
    const amount = request.amount === "rest" ? left : request.amount;
    if (!Number.isInteger(amount) || amount <= 0)
      throw new DomainError("invalid", RECTIFICATION_MESSAGES.amountInvalid);
    if (amount > left)
      throw new DomainError("invalid", RECTIFICATION_MESSAGES.moreThanLeft(formatCents(left)));
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: invoice.paymentId,
        invoiceId: invoice.id,
        requestKey: request.requestKey,
        amount,
        provider: provider.name,
        reason: request.reason,
        actorId: request.actor.id,
        actorEmail: request.actor.email,
      })
      .returning({
        id: paymentRefunds.id,
        status: paymentRefunds.status,
        amount: paymentRefunds.amount,
        invoiceId: paymentRefunds.invoiceId,
        rectifyingInvoiceId: paymentRefunds.rectifyingInvoiceId,
      });
    if (!refund) throw new Error("refund not recorded");
    return { refund, replayed: false };
  });

  const { refund, replayed } = reserved;
  if (refund.status === "succeeded" && refund.rectifyingInvoiceId)
    return {
      invoice: await issuedInvoice(db, refund.rectifyingInvoiceId),
      amount: refund.amount,
      replayed: true,
    };
  if (refund.status === "failed")
    throw new DomainError("provider_failed", RECTIFICATION_MESSAGES.refundFailed);

  const [payment] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(invoices.id, refund.invoiceId));
  if (!payment) throw new Error(`no payment for invoice ${refund.invoiceId}`);
  let providerRefundId: string;
  try {
    ({ id: providerRefundId } = await provider.refundPayment({
      paymentId: payment.providerPaymentId,
      amount: refund.amount,
      idempotencyKey: `refund:${refund.id}`,
    }));
  } catch (error) {
    // Only a first attempt gives its reservation back: a replay may be racing the first one's success.
    if (!replayed)
      await db
        .update(paymentRefunds)
        .set({ status: "failed", failureMessage: String((error as Error).message ?? error).slice(0, 500) })
        .where(eq(paymentRefunds.id, refund.id));
    throw new DomainError("provider_failed", RECTIFICATION_MESSAGES.refundFailed, { cause: error });
  }

  await deps.mail?.mailer.ready();
  const invoice = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: paymentRefunds.status, rectifyingInvoiceId: paymentRefunds.rectifyingInvoiceId })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, refund.id))
      .for("update");
    // A replay that raced the first attempt: the first one issued the invoice.
    if (current?.status === "succeeded" && current.rectifyingInvoiceId)
      return { issued: await issuedInvoice(tx, current.rectifyingInvoiceId), replay: true };
    const issued = await issueRectifyingInvoice(tx, {
      invoiceId: refund.invoiceId,
      type: "R1",
      reason: request.reason,
      change: { kind: "refund", amount: refund.amount },
      issuer: deps.issuer,
      clock: deps.clock,
    });
    await tx
      .update(paymentRefunds)
      .set({ status: "succeeded", providerRefundId, rectifyingInvoiceId: issued.id, completedAt: new Date() })
      .where(eq(paymentRefunds.id, refund.id));
    if (deps.mail) await queueRectifyingInvoiceEmail(tx, deps.mail, issued.id);
    return { issued, replay: false };
  });
  deps.mail?.mailer.wake();
  return { invoice: invoice.issued, amount: refund.amount, replayed: replayed || invoice.replay };
}

async function issuedInvoice(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], id: string) {
  const [row] = await db
    .select({ id: invoices.id, year: invoices.year, number: invoices.number, total: invoices.total })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw new Error(`no invoice ${id}`);
  return { ...row, series: "R" as const };
}
