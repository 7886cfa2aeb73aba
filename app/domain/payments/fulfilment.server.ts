import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { paymentEvents, payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { type InvoiceIssuer, issueInvoiceForPayment } from "#app/domain/invoices/issue.server";
import { effectsOfPaidProduct, withCampaignStart } from "./payment-effects";
import type { PaymentProvider, ProviderPayment, VerifiedPaymentEvent } from "./provider";

export type FulfilmentOutcome =
  | {
      outcome: "fulfilled";
      paymentId: string;
      propertyId: string | null;
      userId: string | null;
      product: string;
    }
  | { outcome: "failed" | "unchanged" | "duplicate_event" | "unknown_payment" | "amount_mismatch" };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Applies a verified provider event exactly once. The event's own copy of the payment is not
 * trusted: the payment is re-read from the provider. Recording the event id, updating the payment
 * row and applying the step's effects happen in one transaction, so a duplicate or concurrent
 * delivery either finds the event recorded or the payment already succeeded.
 */
export async function applyPaymentEvent({
  db,
  provider,
  event,
  issuer,
}: {
  db: Db;
  provider: PaymentProvider;
  event: VerifiedPaymentEvent;
  /** The company that invoices a payment that succeeds (invoiceIssuerFrom(env)). */
  issuer: InvoiceIssuer;
}): Promise<FulfilmentOutcome> {
  const payment = await provider.retrievePayment(event.paymentId);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.name, type: event.type, providerPaymentId: event.paymentId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: "duplicate_event" };
    if (!payment) return { outcome: "unknown_payment" };
    return applyProviderPayment(tx, payment, issuer);
  });
}

/**
 * Brings our record in line with the provider's (after a webhook, or when the payer comes back and
 * we ask the provider ourselves). Never fulfils what the provider does not report as succeeded.
 */
export async function syncPaymentFromProvider({
  db,
  provider,
  providerPaymentId,
  issuer,
}: {
  db: Db;
  provider: PaymentProvider;
  providerPaymentId: string;
  issuer: InvoiceIssuer;
}): Promise<FulfilmentOutcome> {
  const payment = await provider.retrievePayment(providerPaymentId);
  if (!payment) return { outcome: "unknown_payment" };
  return db.transaction((tx) => applyProviderPayment(tx, payment, issuer));
}

async function applyProviderPayment(
  tx: Tx,
  payment: ProviderPayment,
  issuer: InvoiceIssuer,
): Promise<FulfilmentOutcome> {
  // Row lock: concurrent deliveries for the same payment queue here instead of both fulfilling.
  const [record] = await tx
    .select({
      id: payments.id,
      status: payments.status,
      amount: payments.amount,
      propertyId: payments.propertyId,
      userId: payments.userId,
      productType: payments.productType,
    })
    .from(payments)
    .where(eq(payments.providerPaymentId, payment.id))
    .for("update");
  if (!record) return { outcome: "unknown_payment" };
  if (record.status === "succeeded") return { outcome: "unchanged" };

  if (payment.status === "succeeded") {
    // The amount charged must be the amount we computed; anything else is not our payment.
    if (payment.amount !== record.amount) return { outcome: "amount_mismatch" };
    await tx
      .update(payments)
      .set({ status: "succeeded", updatedAt: new Date() })
      .where(and(eq(payments.id, record.id), ne(payments.status, "succeeded")));
    // The invoice's number is taken in this same transaction: if anything below fails, the payment
    // stays pending and the number is given back. A staging deploy's test payments took no money
    // and are invoiced to nobody.
    if (payment.isTest !== true) await issueInvoiceForPayment(tx, { paymentId: record.id, issuer });
    if (record.propertyId) {
      await tx
        .update(properties)
        .set({
          ...withCampaignStart(
            effectsOfPaidProduct(record.productType, { isTester: payment.isTest === true }),
          ),
          updatedAt: new Date(),
        })
        .where(eq(properties.id, record.propertyId));
      if (record.productType === "final_fee") await endCampaign(tx, record.propertyId, "sold");
    }
    return {
      outcome: "fulfilled",
      paymentId: record.id,
      propertyId: record.propertyId,
      userId: record.userId,
      product: record.productType,
    };
  }

  if ((payment.status === "failed" || payment.status === "canceled") && record.status === "pending") {
    await tx
      .update(payments)
      .set({ status: payment.status, updatedAt: new Date() })
      .where(eq(payments.id, record.id));
    return { outcome: "failed" };
  }
  return { outcome: "unchanged" };
}
