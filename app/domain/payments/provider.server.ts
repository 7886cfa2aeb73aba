import type { Db } from "#app/db/client.server";
import type { Env } from "#app/lib/env.server";
import { createStripePaymentProvider } from "./stripe-provider.server";
import { createTestPaymentProvider } from "./test-provider.server";

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
export type StripePaymentProvider = ReturnType<typeof createStripePaymentProvider>;
export type ConfiguredPaymentProvider = TestPaymentProvider | StripePaymentProvider;

const providers = new WeakMap<Db, ConfiguredPaymentProvider>();

/** Stripe when a secret key is configured; otherwise the built-in test provider (decisions.md). */
export function paymentProviderFor({
  db,
  env,
}: {
  db: Db;
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">;
}): ConfiguredPaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = env.STRIPE_SECRET_KEY
      ? createStripePaymentProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          ...apiLocation(env.STRIPE_API_URL),
        })
      : createTestPaymentProvider(db);
    providers.set(db, provider);
  }
  return provider;
}

function apiLocation(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === "http" ? 80 : 443)),
    protocol,
  } as const;
}
