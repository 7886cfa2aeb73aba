import type { Db } from "#app/db/client.server";
import type { Env } from "#app/lib/env.server";
import { createStripePaymentProvider } from "./stripe-provider.server";
import { createTestPaymentProvider } from "./test-provider.server";

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
export type StripePaymentProvider = ReturnType<typeof createStripePaymentProvider>;
export type ConfiguredPaymentProvider = TestPaymentProvider | StripePaymentProvider;

/** One provider per database and payment mode (tests run both modes on one database). */
const providers = new WeakMap<Db, Map<boolean, ConfiguredPaymentProvider>>();

/**
 * Stripe when a secret key is configured and test payments were not asked for; otherwise the
 * built-in test provider (decisions.md's local default; in production only with PAYMENTS_TEST_MODE,
 * which env.server.ts enforces, and then its payments are recorded as test payments).
 */
export function paymentProviderFor({
  db,
  env,
}: {
  db: Db;
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL" | "PAYMENTS_TEST_MODE">;
}): ConfiguredPaymentProvider {
  const testMode = Boolean(env.PAYMENTS_TEST_MODE);
  const forDb = providers.get(db) ?? new Map<boolean, ConfiguredPaymentProvider>();
  providers.set(db, forDb);
  let provider = forDb.get(testMode);
  if (!provider) {
    provider =
      env.STRIPE_SECRET_KEY && !testMode
        ? createStripePaymentProvider({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...apiLocation(env.STRIPE_API_URL),
          })
        : createTestPaymentProvider(db, { paymentsAreTests: testMode });
    forDb.set(testMode, provider);
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
