import type { RateLimitRule, RateLimitStore } from "#app/lib/rate-limit.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How many buyer contacts (messages, viewing requests, offers) one sender may send before the form
 * asks them to wait — counted on who sends: their address (IPv6 by its /64), the e-mail they give
 * (normalised) and, signed in, their account. A buyer writing to a dozen flats in an evening stays
 * under them. A listing has no budget a stranger could spend for everyone: past `perListingBeforeHold`
 * in an hour, its new contacts are still accepted but held for the owner's review and told in one
 * digest (docs/decisions/0024-held-leads.md). Counted in the shared store (Redis when REDIS_URL is
 * set), so every instance counts together.
 */
export const LEAD_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: HOUR },
  perEmail: { limit: 10, windowMs: HOUR },
  perUser: { limit: 10, windowMs: HOUR },
  perListingBeforeHold: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** Whose budget ran out: the sender's own, one of the three ways they are counted. */
export type SenderLimitScope = "address" | "email" | "user";

export type SenderLimitVerdict =
  | { allowed: true; release: () => Promise<void> }
  | { allowed: false; scope: SenderLimitScope; retryAfterMs: number };

/** Rules multiplied by `factor` (CONTACT_RATE_LIMIT_FACTOR: only the contact benchmark raises it). */
export function leadRateLimits(factor = 1) {
  const scale = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: rule.limit * factor });
  return {
    perAddress: scale(LEAD_RATE_LIMITS.perAddress),
    perEmail: scale(LEAD_RATE_LIMITS.perEmail),
    perUser: scale(LEAD_RATE_LIMITS.perUser),
    perListingBeforeHold: scale(LEAD_RATE_LIMITS.perListingBeforeHold),
  };
}

/** Who sends, as the limits count them: already reduced (address by /64) and hashed. */
export type SenderKeys = { address: string; emailHash: string; userId: string | null };

/**
 * Counts one contact for each way the sender is known before any of it is stored, so a burst sent
 * at once cannot pass a check its requests all read before any was counted. A refused contact
 * gives all its counts back (waiting out the limit is not lengthened by retrying); an allowed one
 * can give them back with `release` when it turns out not to be stored.
 */
export async function reserveSenderAttempt(
  store: RateLimitStore,
  sender: SenderKeys,
  factor = 1,
): Promise<SenderLimitVerdict> {
  const rules = leadRateLimits(factor);
  const counted: Array<{ scope: SenderLimitScope; key: string; rule: RateLimitRule }> = [
    { scope: "address", key: `lead:ip:${sender.address}`, rule: rules.perAddress },
    { scope: "email", key: `lead:email:${sender.emailHash}`, rule: rules.perEmail },
    ...(sender.userId
      ? [{ scope: "user" as const, key: `lead:user:${sender.userId}`, rule: rules.perUser }]
      : []),
  ];
  const states = await Promise.all(counted.map(({ key, rule }) => store.hit(key, rule)));
  const release = async () => {
    await Promise.all(counted.map(({ key }) => store.release(key)));
  };
  const refused = states.findIndex((state) => !state.allowed);
  if (refused === -1) return { allowed: true, release };
  await release();
  return {
    allowed: false,
    scope: counted[refused]?.scope ?? "address",
    retryAfterMs: states[refused]?.retryAfterMs ?? 0,
  };
}

/**
 * Counts one contact for the listing and says whether it is past the listing's hourly rate — then
 * it is held for review, never refused: a flood from many senders cannot silence a listing, it
 * only moves the flood (and whatever real buyer is in it) out of the owner's inbox into one digest.
 */
export async function isPastListingRate(store: RateLimitStore, propertyId: string, factor = 1) {
  const state = await store.hit(`lead:listing:${propertyId}`, leadRateLimits(factor).perListingBeforeHold);
  return !state.allowed;
}
