import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { isReserved } from "#app/domain/listings/labels";
import { type ListingViewer, maySeeListing } from "#app/domain/listings/test-listings";
import { rateLimitAddress } from "#app/lib/client-address.server";
import type { RateLimitRule, RateLimitStore } from "#app/lib/rate-limit.server";
import { isUuid } from "#app/lib/uuid";
import { displayPhone, telHref } from "./contact";
import type { RevealedPhone } from "./phone-reveal";
import { hasActiveDeal } from "./reservation.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How many phones one client may ask for, counted as the contact forms count their senders
 * (leads/intake/rate-limits.server.ts): by their address (IPv6 by its /64) and, signed in, their account —
 * never by what the request says about itself (a browser's name costs nothing to change). Each
 * listing counts once per client: asking again for a number already shown spends nothing, up to
 * `perListing` asks in the hour. A buyer going through a dozen homes in an evening stays under
 * them; a script collecting sellers' numbers meets them at the tenth. The daily budget keeps waiting
 * out the hour from refilling it for ever. Counted in the shared store (Redis when REDIS_URL is set).
 */
export const PHONE_REVEAL_LIMITS = {
  perAddress: { limit: 10, windowMs: HOUR },
  perUser: { limit: 10, windowMs: HOUR },
  perAddressDay: { limit: 30, windowMs: DAY },
  perListing: { limit: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** Who asks, as the server saw them (never what the request says about the listing or its phone). */
export type PhoneRevealRequester = {
  viewer: ListingViewer;
  ip: string;
};

export type PhoneRevealOutcome =
  | { kind: "shown"; phone: RevealedPhone }
  /** Unknown, malformed, not published, or a tester's listing this viewer may not see. */
  | { kind: "not_found" }
  /** No callable number, or reserved (no calls as if it were still for sale). */
  | { kind: "unavailable" }
  | { kind: "rate_limited"; retryAfterMs: number };

type Counted = { key: string; rule: RateLimitRule };

/** Counts each of `counted`; a refusal gives every count back (retrying does not lengthen the wait). */
async function reserveAll(store: RateLimitStore, counted: Counted[]) {
  const states = await Promise.all(counted.map(({ key, rule }) => store.hit(key, rule)));
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return { allowed: true as const, states };
  await Promise.all(counted.map(({ key }) => store.release(key)));
  return { allowed: false as const, retryAfterMs: Math.max(...refused.map((state) => state.retryAfterMs)) };
}

/**
 * Counts the ask before the number leaves, so a burst sent at once cannot pass a check all its
 * requests read before any was counted. The listing's count for this client comes first: only the
 * first ask for a listing in its window spends the client's budgets (a refused ask gives its count
 * back, so a later count above one means the number was shown to this client).
 */
async function reserveReveal(store: RateLimitStore, propertyId: string, requester: PhoneRevealRequester) {
  const address = rateLimitAddress(requester.ip);
  const client = requester.viewer ? `user:${requester.viewer.id}` : `ip:${address}`;
  const listing = await reserveAll(store, [
    { key: `phone:listing:${propertyId}:${client}`, rule: PHONE_REVEAL_LIMITS.perListing },
  ]);
  if (!listing.allowed || (listing.states[0]?.count ?? 1) > 1) return listing;
  const budgets = await reserveAll(store, [
    { key: `phone:ip:${address}`, rule: PHONE_REVEAL_LIMITS.perAddress },
    { key: `phone:ip-day:${address}`, rule: PHONE_REVEAL_LIMITS.perAddressDay },
    ...(requester.viewer
      ? [{ key: `phone:user:${requester.viewer.id}`, rule: PHONE_REVEAL_LIMITS.perUser }]
      : []),
  ]);
  if (!budgets.allowed) await store.release(`phone:listing:${propertyId}:${client}`);
  return budgets;
}

/**
 * 'Ver teléfono': the phone of the published listing with this id, read from its row (the request
 * names only the listing), for a requester within their limits. A listing that is not there for
 * this viewer, or has no number to call, spends nothing of the budget.
 */
export async function revealListingPhone(
  deps: { db: Db; rateLimiter: RateLimitStore },
  propertyId: string,
  requester: PhoneRevealRequester,
): Promise<PhoneRevealOutcome> {
  if (!isUuid(propertyId)) return { kind: "not_found" };
  const [row] = await deps.db
    .select({
      phone: properties.phone,
      countryCode: properties.countryCode,
      arrasSigned: properties.arrasSigned,
      saleConfirmed: properties.saleConfirmed,
      hasActiveDeal: hasActiveDeal(properties.id),
      isTest: properties.isTest,
      ownerId: properties.userId,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")))
    .limit(1);
  if (!row || !maySeeListing(requester.viewer, row)) return { kind: "not_found" };
  const href = telHref(row.countryCode, row.phone);
  const display = displayPhone(row.countryCode, row.phone);
  const reserved = isReserved({
    status: "published",
    arrasSigned: row.arrasSigned,
    saleConfirmed: row.saleConfirmed,
    hasActiveDeal: row.hasActiveDeal,
  });
  if (!href || !display || reserved) return { kind: "unavailable" };
  const limit = await reserveReveal(deps.rateLimiter, propertyId, requester);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };
  return { kind: "shown", phone: { display, href } };
}
