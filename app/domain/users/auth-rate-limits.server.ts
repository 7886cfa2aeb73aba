import { rateLimitAddress } from "#app/lib/client-address.server";
import type { RateLimitRule, RateLimitStore } from "#app/lib/rate-limit.server";

/**
 * Brute-force limits in front of the auth actions, per client address (the one the trusted
 * proxy reports, `context.clientIp`, IPv6 by its /64) and per account e-mail. Every limit counts
 * the attempt before the work it guards, so a burst sent at once cannot pass a check that each of
 * its requests read before any of them was counted. Sign-in gives its attempt back when the
 * password was right, so people who sign in correctly (and the test suites) never meet the limit;
 * the rest keep every request counted, because each one sends an e-mail or creates an account.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const AUTH_RATE_LIMITS = {
  signInFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 8, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: HOUR },
  signUpPerAccount: { limit: 5, windowMs: HOUR },
  emailRequestsPerIp: { limit: 10, windowMs: HOUR },
  emailRequestsPerAccount: { limit: 3, windowMs: HOUR },
  passwordResetPerIp: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

type Who = { ip: string; email?: string };

const key = (scope: string, kind: "ip" | "account", value: string) =>
  `${scope}:${kind}:${kind === "ip" ? rateLimitAddress(value) : value}`;

function verdict(states: Array<{ allowed: boolean; retryAfterMs: number }>): LimitVerdict {
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(...refused.map((state) => state.retryAfterMs)) };
}

/**
 * Before trying a password: counts the attempt as a failure for this address and account, and
 * refuses if either is over its budget. The password is checked only for an allowed attempt; a
 * refused one is given back at once, so the counts say how many passwords were really tried and a
 * burst of refusals does not lengthen the lock of someone who then waits it out.
 */
export async function reserveSignInAttempt(store: RateLimitStore, { ip, email }: Who): Promise<LimitVerdict> {
  const keys: Array<[string, RateLimitRule]> = [
    [key("sign-in", "ip", ip), AUTH_RATE_LIMITS.signInFailuresPerIp],
  ];
  if (email) keys.push([key("sign-in", "account", email), AUTH_RATE_LIMITS.signInFailuresPerAccount]);
  const states = await Promise.all(keys.map(([name, rule]) => store.hit(name, rule)));
  const result = verdict(states);
  if (!result.allowed) await Promise.all(keys.map(([name]) => store.release(name)));
  return result;
}

/**
 * The password was right: the attempt was no guess. The address gets its attempt back; the
 * account's failures are forgotten (not the address's: it may be an attacker's too).
 */
export async function releaseSignInAttempt(store: RateLimitStore, { ip, email }: Who): Promise<void> {
  await store.release(key("sign-in", "ip", ip));
  if (email) await store.reset(key("sign-in", "account", email));
}

export async function limitSignUp(store: RateLimitStore, { ip, email }: Who): Promise<LimitVerdict> {
  const states = [await store.hit(key("sign-up", "ip", ip), AUTH_RATE_LIMITS.signUpPerIp)];
  if (email)
    states.push(await store.hit(key("sign-up", "account", email), AUTH_RATE_LIMITS.signUpPerAccount));
  return verdict(states);
}

/** Reset links and new verification links: each request sends an e-mail to someone's inbox. */
export async function limitEmailRequest(
  store: RateLimitStore,
  scope: "password-reset-request" | "verification-resend",
  { ip, email }: Who,
): Promise<LimitVerdict> {
  const states = [await store.hit(key(scope, "ip", ip), AUTH_RATE_LIMITS.emailRequestsPerIp)];
  if (email)
    states.push(await store.hit(key(scope, "account", email), AUTH_RATE_LIMITS.emailRequestsPerAccount));
  return verdict(states);
}

/** Setting a new password with a token: tokens are long, but guessing should still be slow. */
export async function limitPasswordReset(store: RateLimitStore, { ip }: Who): Promise<LimitVerdict> {
  return verdict([await store.hit(key("password-reset", "ip", ip), AUTH_RATE_LIMITS.passwordResetPerIp)]);
}
