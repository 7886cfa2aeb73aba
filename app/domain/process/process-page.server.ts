import type { AppLoadContext } from "react-router";
import { paymentProviderFor } from "#app/domain/payments/provider.server";

/** The card form's settings, the same on both process pages (spec §7: Stripe returns to the dashboard). */
export function paymentSettings(context: AppLoadContext) {
  return {
    provider: paymentProviderFor(context).name,
    publishableKey: context.publicEnv.STRIPE_PUBLISHABLE_KEY,
    returnUrl: `${context.publicEnv.PUBLIC_URL}/dashboard`,
  };
}

/**
 * Which property a process page shows (spec §2): the one asked for by id if it is the user's own,
 * else the newest still under way, else none (a new one); the "new" parameter starts a new one.
 * `requestedMissing` tells the browser to forget an id it kept that no longer leads anywhere.
 */
export async function resolveProcessProperty<P>(
  url: URL,
  params: { id: string; startNew: string },
  find: { byId: (id: string) => Promise<P | null>; newest: () => Promise<P | null> },
) {
  const requestedId = url.searchParams.get(params.id);
  let property = requestedId ? await find.byId(requestedId) : null;
  const requestedMissing = requestedId !== null && property === null;
  if (!property && !url.searchParams.has(params.startNew)) property = await find.newest();
  return { property, requestedMissing };
}
