import type { PaymentProduct, PaymentProviderName } from "#app/db/schema/payments";

/** A payment as the provider itself reports it: the only source of truth for "paid". */
export type ProviderPayment = {
  id: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  failureMessage?: string | null;
  /** It took no money (PAYMENTS_TEST_MODE): its effects are recorded as a test payment, never as paid. */
  isTest?: boolean;
};

export type PaymentMetadata = { propertyId: string; productType: PaymentProduct; userId: string };

/**
 * What the product needs from a card processor. Two implementations: Stripe in production and a
 * built-in test provider (the default) that behaves the same way offline.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the intent to charge `amount` cents; the browser confirms it with the client secret. */
  createPayment(input: {
    amount: number;
    currency: "eur";
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Re-reads a payment from the provider; null when the provider does not know it. */
  retrievePayment(id: string): Promise<ProviderPayment | null>;
  /** The client secret of an existing, still open payment (to resume it instead of charging twice). */
  clientSecretOf(id: string): Promise<string | null>;
  /**
   * Gives `amount` cents of a succeeded payment back to the card it came from. The same
   * idempotency key answers with the same refund, so a retry after a crash never refunds twice.
   * Throws when the provider refuses (more than is left, a payment it does not know).
   */
  refundPayment(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
}

/** A provider event, once its signature has been verified: which payment it concerns. */
export type VerifiedPaymentEvent = { id: string; type: string; paymentId: string };
