import type { AppLoadContext } from "react-router";
import type { Db } from "#app/db/client.server";
import { findBillingForm } from "#app/domain/invoices/billing-details.server";
import { paymentProviderFor } from "#app/domain/payments/provider.server";

/** The card form's settings, the same on both process pages (Stripe returns to the dashboard). */
export function paymentSettings(context: AppLoadContext) {
  return {
    provider: paymentProviderFor(context).name,
    publishableKey: context.publicEnv.STRIPE_PUBLISHABLE_KEY,
    returnUrl: `${context.publicEnv.PUBLIC_URL}/dashboard`,
  };
}

export type ProcessPageQueries<P> = {
  /** The URL's parameters: the property's id, and the one that starts a new property. */
  params: { id: string; startNew: string };
  byId: (db: Db, userId: string, id: string) => Promise<P | null>;
  newest: (db: Db, userId: string) => Promise<P | null>;
};

/**
 * Which property a process page shows: the one asked for by id if it is the user's own,
 * else the newest still under way, else none (a new one); the "new" parameter starts a new one.
 * `requestedMissing` tells the browser to forget an id it kept that no longer leads anywhere.
 */
export async function loadProcessPage<P>(
  context: AppLoadContext,
  userId: string,
  url: URL,
  { params, byId, newest }: ProcessPageQueries<P>,
) {
  const requestedId = url.searchParams.get(params.id);
  let property = requestedId ? await byId(context.db, userId, requestedId) : null;
  const requestedMissing = requestedId !== null && property === null;
  if (!property && !url.searchParams.has(params.startNew)) property = await newest(context.db, userId);
  return {
    property,
    requestedMissing,
    payments: paymentSettings(context),
    billing: await findBillingForm(context.db, userId),
  };
}
