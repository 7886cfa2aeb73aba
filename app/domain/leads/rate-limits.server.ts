import { rateLimitAddress } from "#app/lib/client-address.server";
import type { RateLimitRule, RateLimitStore } from "#app/lib/rate-limit.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How many buyer contacts (messages, and later viewing requests and offers) one address may send,
 * and one listing may receive, before the form asks them to wait. A buyer writing to a dozen
 * flats in an evening stays under the first; the second keeps a flood off one seller's inbox.
 * Counted in the shared store (Redis when REDIS_URL is set), so every instance spends one budget.
 */
export const LEAD_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: HOUR },
  perListing: { limit: 30, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type LeadLimitVerdict =
  | { allowed: true }
  | { allowed: false; scope: "address" | "listing"; retryAfterMs: number };

/** Rules multiplied by `factor` (CONTACT_RATE_LIMIT_FACTOR: only the contact benchmark raises it). */
export function leadRateLimits(factor = 1) {
  const scale = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: rule.limit * factor });
  return { perAddress: scale(LEAD_RATE_LIMITS.perAddress), perListing: scale(LEAD_RATE_LIMITS.perListing) };
}

/**
 * Counts one contact for the client's address and for the listing before any of it is stored, so
 * a burst sent at once cannot pass a check its requests all read before any was counted. A refused
 * contact gives its counts back: waiting out the limit is not lengthened by retrying.
 */
export async function reserveLeadAttempt(
  store: RateLimitStore,
  { ip, propertyId, factor = 1 }: { ip: string; propertyId: string; factor?: number },
): Promise<LeadLimitVerdict> {
  const rules = leadRateLimits(factor);
  const addressKey = `lead:ip:${rateLimitAddress(ip)}`;
  const listingKey = `lead:listing:${propertyId}`;
  const [address, listing] = await Promise.all([
    store.hit(addressKey, rules.perAddress),
    store.hit(listingKey, rules.perListing),
  ]);
  if (address.allowed && listing.allowed) return { allowed: true };
  await Promise.all([store.release(addressKey), store.release(listingKey)]);
  return address.allowed
    ? { allowed: false, scope: "listing", retryAfterMs: listing.retryAfterMs }
    : { allowed: false, scope: "address", retryAfterMs: address.retryAfterMs };
}
