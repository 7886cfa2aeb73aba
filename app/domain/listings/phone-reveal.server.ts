import { createHash } from "node:crypto";
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
 * How many phones one visitor may ask for. A buyer going through a dozen homes in an evening stays
 * well under them; a script collecting sellers' numbers meets them within minutes. The visitor is
 * their account when signed in, else their address and browser; the address (IPv6 by its /64)
 * has a larger budget of its own, as an office or a mobile carrier puts many people behind one,
 * and a daily one so that waiting out the hour does not refill it for ever. Counted in the shared
 * store (Redis when REDIS_URL is set), like the contact forms' limits (leads/rate-limits.server.ts).
 */
export const PHONE_REVEAL_LIMITS = {
  perVisitor: { limit: 20, windowMs: HOUR },
  perAddress: { limit: 40, windowMs: HOUR },
  perAddressDay: { limit: 120, windowMs: DAY },
} as const satisfies Record<string, RateLimitRule>;

/** Who asks, as the server saw them (never what the request says about the listing or its phone). */
export type PhoneRevealRequester = {
  viewer: ListingViewer;
  ip: string;
  userAgent: string;
};

export type PhoneRevealOutcome =
  | { kind: "shown"; phone: RevealedPhone }
  /** Unknown, malformed, not published, or a tester's listing this viewer may not see. */
  | { kind: "not_found" }
  /** No callable number, or reserved (no calls as if it were still for sale). */
  | { kind: "unavailable" }
  | { kind: "rate_limited"; retryAfterMs: number };

const shortHash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 16);

/**
 * Counts one request against each of the requester's budgets before the number leaves, so a burst
 * sent at once cannot pass a check all its requests read before any was counted; a refused one
 * gives its counts back (retrying does not lengthen the wait).
 */
async function reserveReveal(store: RateLimitStore, requester: PhoneRevealRequester) {
  const address = rateLimitAddress(requester.ip);
  const visitor = requester.viewer
    ? `user:${requester.viewer.id}`
    : `anon:${shortHash(`${address}\n${requester.userAgent}`)}`;
  const counted = [
    { key: `phone:visitor:${visitor}`, rule: PHONE_REVEAL_LIMITS.perVisitor },
    { key: `phone:ip:${address}`, rule: PHONE_REVEAL_LIMITS.perAddress },
    { key: `phone:ip-day:${address}`, rule: PHONE_REVEAL_LIMITS.perAddressDay },
  ];
  const states = await Promise.all(counted.map(({ key, rule }) => store.hit(key, rule)));
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return { allowed: true as const };
  await Promise.all(counted.map(({ key }) => store.release(key)));
  return { allowed: false as const, retryAfterMs: Math.max(...refused.map((state) => state.retryAfterMs)) };
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
  const limit = await reserveReveal(deps.rateLimiter, requester);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };
  return { kind: "shown", phone: { display, href } };
}
