import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { invoiceAttachmentOfPayment } from "#app/domain/invoices/invoices.server";
import { invoicePrintFrom } from "#app/domain/invoices/verifactu/qr";
import { emailBrand } from "#app/emails/brand.server";
import { paymentReceiptEmail } from "#app/emails/payment-receipt.server";
import type { Env } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { FulfilmentOutcome } from "./fulfilment.server";
import { paidFeeLabel } from "./paid-fees";

export type ReceiptDeps = {
  db: Db;
  mailer: Mailer | undefined;
  env: Pick<
    Env,
    "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL" | "VERIFACTU_ENVIRONMENT" | "VERIFACTU_SENDING"
  >;
  logger: Pick<Logger, "error">;
};

/**
 * The payer's receipt, with the invoice PDF attached, at most once per payment. The payment row is
 * claimed (`receipt_email_sent_at`) in the transaction that queues the e-mail
 * (docs/decisions/0046-mail-in-the-transaction.md), so a redelivered webhook, the payer's return
 * from the card form and a retried sync never mail twice, and a crash never leaves a claim without
 * its e-mail; the queue's key guards the same within the hour. Sent after the payment's transaction
 * has committed and never blocking it: a failure is logged and nothing is claimed, so the next sync
 * of the same payment tries again.
 */
export async function sendPaymentReceiptOnce(deps: ReceiptDeps, paymentId: string): Promise<void> {
  const { db, mailer, env, logger } = deps;
  try {
    const unclaimed = and(
      eq(payments.id, paymentId),
      eq(payments.status, "succeeded"),
      isNull(payments.receiptEmailSentAt),
    );
    const [payment] = await db
      .select({
        userId: payments.userId,
        amount: payments.amount,
        productType: payments.productType,
        providerPaymentId: payments.providerPaymentId,
        propertyId: payments.propertyId,
        propertyTitle: payments.propertyTitle,
      })
      .from(payments)
      .where(unclaimed);
    if (!payment?.userId) return;
    if (!mailer) throw new Error("no mailer in the load context");
    const [payer] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, payment.userId));
    if (!payer) return;
    const [listing] = payment.propertyId
      ? await db
          .select({ title: properties.title, origin: properties.propertyOrigin })
          .from(properties)
          .where(eq(properties.id, payment.propertyId))
      : [];
    const message = paymentReceiptEmail({
      to: payer.email,
      name: payer.name,
      feeLabel: paidFeeLabel({ ...payment, origin: listing?.origin ?? null }),
      propertyTitle: listing?.title ?? payment.propertyTitle,
      amount: payment.amount,
      invoice: await invoiceAttachmentOfPayment(db, paymentId, invoicePrintFrom(env)),
      brand: emailBrand(env),
    });
    await mailer.ready();
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(payments)
        .set({ receiptEmailSentAt: sql`now()` })
        .where(unclaimed)
        .returning({ id: payments.id });
      if (!claimed) return false;
      await mailer.enqueueInTransaction(transactionExecutor(tx), message, {
        key: `payment-receipt:${paymentId}`,
      });
      return true;
    });
    if (queued) mailer.wake();
  } catch (error) {
    logger.error({ err: error, paymentId }, "payment receipt not sent");
  }
}

/** After any payment path fulfils a payment (webhook, return from the card form, test card). */
export async function sendReceiptIfPaid(deps: ReceiptDeps, outcome: FulfilmentOutcome): Promise<void> {
  if (outcome.outcome === "fulfilled") await sendPaymentReceiptOnce(deps, outcome.paymentId);
}
