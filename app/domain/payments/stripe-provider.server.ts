import Stripe from "stripe";
import type { PaymentProvider, ProviderPayment, VerifiedPaymentEvent } from "./provider";

export type StripeSettings = {
  secretKey: string;
  webhookSecret?: string;
  /** Tests point the client at a local stub server; production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const failed = intent.status === "requires_payment_method" && intent.last_payment_error != null;
  return {
    id: intent.id,
    status:
      intent.status === "succeeded"
        ? "succeeded"
        : intent.status === "canceled"
          ? "canceled"
          : failed
            ? "failed"
            : "pending",
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider & {
  verifyWebhook(rawBody: string, signature: string | null): VerifiedPaymentEvent | null;
} {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  return {
    name: "stripe",

    async createPayment({ amount, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe did not return a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrievePayment(id) {
      try {
        return toProviderPayment(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async clientSecretOf(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      const isOpen = ["requires_payment_method", "requires_confirmation", "requires_action"].includes(
        intent.status,
      );
      return isOpen ? intent.client_secret : null;
    },

    async refundPayment({ paymentId, amount, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey });
      if (refund.status === "failed" || refund.status === "canceled")
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { id: refund.id };
    },

    /** Verifies the signature on the raw body; null for a forged, stale or unrelated event. */
    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret || !signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        return null;
      }
      if (!event.type.startsWith("payment_intent.")) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return { id: event.id, type: event.type, paymentId: intent.id };
    },
  };
}
