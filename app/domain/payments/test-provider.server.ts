import { randomBytes, randomUUID } from "node:crypto";
import { eq, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { testPaymentIntents, testPaymentRefunds } from "#app/db/schema/payments";
import type { PaymentProvider, ProviderPayment } from "./provider";
import { cardOutcome, type TestCard } from "./test-cards";

/**
 * The built-in provider: keeps its own ledger (as Stripe does on its side) and "charges" the
 * test cards. Confirming a card moves the intent and returns an event, which the caller hands to
 * the same fulfilment code a Stripe webhook uses. On a staging deploy (`paymentsAreTests`) its
 * payments say they took no money, so fulfilment records them as test payments.
 */
export function createTestPaymentProvider(
  db: Db,
  { paymentsAreTests = false }: { paymentsAreTests?: boolean } = {},
): PaymentProvider & {
  confirmCard(paymentId: string, card: TestCard): Promise<{ payment: ProviderPayment; eventId: string }>;
} {
  async function retrievePayment(id: string): Promise<ProviderPayment | null> {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
      failureMessage: row.failureMessage,
      ...(paymentsAreTests ? { isTest: true } : {}),
    };
  }

  return {
    name: "test",

    async createPayment({ amount, currency, metadata }) {
      // The product type in the id keeps the label rule ('marketing' in the id) true.
      const id = `test_${metadata.productType}_${randomUUID()}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString("hex")}`;
      await db.insert(testPaymentIntents).values({ id, clientSecret, amount, currency, metadata });
      return { id, clientSecret };
    },

    retrievePayment,

    async clientSecretOf(id) {
      const [row] = await db
        .select({ clientSecret: testPaymentIntents.clientSecret, status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      return row?.status === "pending" ? row.clientSecret : null;
    },

    async refundPayment({ paymentId, amount, idempotencyKey }) {
      const [again] = await db
        .select({ id: testPaymentRefunds.id })
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.idempotencyKey, idempotencyKey));
      if (again) return again;
      const [intent] = await db
        .select({ amount: testPaymentIntents.amount, status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, paymentId));
      if (intent?.status !== "succeeded") throw new Error(`test payment ${paymentId} cannot be refunded`);
      const [refunded] = await db
        .select({ total: sum(testPaymentRefunds.amount).mapWith(Number) })
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.paymentIntentId, paymentId));
      // What Stripe answers too: never more than what is left of the charge.
      if (!Number.isInteger(amount) || amount <= 0 || (refunded?.total ?? 0) + amount > intent.amount)
        throw new Error(`test payment ${paymentId}: refund of ${amount} exceeds what is left`);
      // Two requests with one key at once (a double submit) get one refund, as from Stripe.
      await db
        .insert(testPaymentRefunds)
        .values({ id: `re_test_${randomUUID()}`, paymentIntentId: paymentId, amount, idempotencyKey })
        .onConflictDoNothing({ target: testPaymentRefunds.idempotencyKey });
      const [refund] = await db
        .select({ id: testPaymentRefunds.id })
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.idempotencyKey, idempotencyKey));
      if (!refund) throw new Error(`test refund ${idempotencyKey} not recorded`);
      return refund;
    },

    async confirmCard(paymentId, card) {
      const outcome = cardOutcome(card);
      const [row] = await db
        .update(testPaymentIntents)
        .set({
          status: outcome.approved ? "succeeded" : "failed",
          failureMessage: outcome.approved ? null : outcome.message,
          updatedAt: new Date(),
        })
        .where(eq(testPaymentIntents.id, paymentId))
        .returning();
      if (!row) throw new Error(`unknown test payment ${paymentId}`);
      const payment = await retrievePayment(paymentId);
      if (!payment) throw new Error(`unknown test payment ${paymentId}`);
      return { payment, eventId: `evt_test_${randomUUID()}` };
    },
  };
}
