import type { RateLimitStore } from "#app/lib/rate-limit.server";

/**
 * The public check is counted per address (docs/decisions/0042-limit-store.md: keyed on who acts,
 * never a shared budget): 20 checks an hour is more than anyone holding a contract needs, and
 * makes guessing codes (50 bits) hopeless.
 */
export const CONTRACT_CHECKS_PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 };

export async function limitContractCheck(
  store: RateLimitStore,
  ip: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const state = await store.hit(`contract-check:ip:${ip}`, CONTRACT_CHECKS_PER_IP);
  return state.allowed
    ? { allowed: true }
    : { allowed: false, retryAfterMs: Math.max(state.retryAfterMs, 1000) };
}

/** The largest PDF the check page reads (a signed arras contract is well under 1 MB). */
export const MAX_CHECKED_PDF_BYTES = 10 * 1024 * 1024;
