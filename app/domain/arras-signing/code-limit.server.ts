import type { RateLimitStore } from "#app/lib/rate-limit.server";
import type { SigningParty } from "./signing-codes.server";

/**
 * Signing codes asked for, counted per party of a version and per address (docs/decisions/0042-limit-store.md:
 * keyed on who acts, never a shared budget). Five codes an hour is more than a signer who mistyped
 * needs; the address limit stops one machine from filling a party's inbox across contracts.
 */
export const SIGNING_CODES_PER_PARTY = { limit: 5, windowMs: 60 * 60 * 1000 };
export const SIGNING_CODES_PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Counts the request before the code is made (a burst cannot pass); both keys must allow it. */
export async function limitSigningCode(
  store: RateLimitStore,
  { versionId, party, ip }: { versionId: string; party: SigningParty; ip: string },
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const byParty = await store.hit(`signing-code:party:${versionId}:${party}`, SIGNING_CODES_PER_PARTY);
  if (!byParty.allowed) return { allowed: false, retryAfterMs: Math.max(byParty.retryAfterMs, 1000) };
  const byIp = await store.hit(`signing-code:ip:${ip}`, SIGNING_CODES_PER_IP);
  if (!byIp.allowed) return { allowed: false, retryAfterMs: Math.max(byIp.retryAfterMs, 1000) };
  return { allowed: true };
}
