import { rateLimitAddress } from "#app/lib/client-address.server";
import type { RateLimitRule, RateLimitStore } from "#app/lib/rate-limit.server";

/**
 * Brute-force limits in front of the auth actions, keyed on who acts: the client address (the one
 * the trusted proxy reports, `context.clientIp`, IPv6 by its /64) and the account e-mail. Every
 * limit counts the attempt before the work it guards, so a burst sent at once cannot pass a check
 * that each of its requests read before any of them was counted.
 *
 * Wrong passwords are counted three ways, so that a stranger's guesses never lock the owner out:
 * - per address, whatever the account (credential stuffing: one address trying many accounts);
 * - per account and address (one address guessing one account);
 * - per account, from every address, with a slower and larger budget. Only this one refuses the
 *   right password from an address that never failed, and when it does the owner can still come
 *   in with a one-time link sent to their verified e-mail (sign-in-link.server.ts) and is told by
 *   e-mail that the account was attacked (account-lock-notice.server.ts).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const AUTH_RATE_LIMITS = {
  signInFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
  signInFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 50, windowMs: HOUR },
  signUpPerIp: { limit: 20, windowMs: HOUR },
  signUpPerAccount: { limit: 5, windowMs: HOUR },
  emailRequestsPerIp: { limit: 10, windowMs: HOUR },
  emailRequestsPerAccount: { limit: 3, windowMs: HOUR },
  passwordResetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  signInLinkUsesPerIp: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A sign-in attempt's verdict. Refused: `accountLocked` when the account's own budget is spent (the
 * page then offers the one-time link). Allowed: how many failures the account has counted in its
 * window, this attempt included, and when that window ends, so the caller knows whether a wrong
 * password locks it and for how long.
 */
export type SignInVerdict =
  | { allowed: true; accountFailures: number; accountWindowRemainingMs: number }
  | { allowed: false; retryAfterMs: number; accountLocked: boolean };

type Who = { ip: string; email?: string };

const ipKey = (scope: string, ip: string) => `${scope}:ip:${rateLimitAddress(ip)}`;
const accountKey = (scope: string, email: string) => `${scope}:account:${email}`;
const accountAndIpKey = (scope: string, email: string, ip: string) =>
  `${scope}:account-ip:${email}|${rateLimitAddress(ip)}`;

function verdict(states: Array<{ allowed: boolean; retryAfterMs: number }>): LimitVerdict {
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(...refused.map((state) => state.retryAfterMs)) };
}

/**
 * Before trying a password: counts the attempt as a failure for the address, the account at this
 * address and the account, and refuses if any is over its budget. The password is checked only for
 * an allowed attempt; a refused one is given back at once, so the counts say how many passwords
 * were really tried and a burst of refusals does not lengthen the lock of someone who then waits.
 */
export async function reserveSignInAttempt(
  store: RateLimitStore,
  { ip, email }: { ip: string; email: string },
): Promise<SignInVerdict> {
  const [address, pair, account] = await Promise.all([
    store.hit(ipKey("sign-in", ip), AUTH_RATE_LIMITS.signInFailuresPerIp),
    store.hit(accountAndIpKey("sign-in", email, ip), AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp),
    store.hit(accountKey("sign-in", email), AUTH_RATE_LIMITS.signInFailuresPerAccount),
  ]);
  const result = verdict([address, pair, account]);
  if (result.allowed) {
    return { allowed: true, accountFailures: account.count, accountWindowRemainingMs: account.retryAfterMs };
  }
  await Promise.all([
    store.release(ipKey("sign-in", ip)),
    store.release(accountAndIpKey("sign-in", email, ip)),
    store.release(accountKey("sign-in", email)),
  ]);
  return {
    allowed: false,
    // The account's lock is what the page talks about: its wait, even if an address limit ends later.
    retryAfterMs: account.allowed ? result.retryAfterMs : account.retryAfterMs,
    accountLocked: !account.allowed,
  };
}

/**
 * The password was right: the attempt was no guess. The address and the account get it back, and
 * this address's failures on this account are forgotten (it knows the password). The account's
 * other failures stay: they may be a stranger's, who must not get a fresh budget each time the owner
 * signs in; nor do the address's (it may be an attacker's too, behind the same NAT).
 */
export async function releaseSignInAttempt(
  store: RateLimitStore,
  { ip, email }: { ip: string; email: string },
): Promise<void> {
  await Promise.all([
    store.release(ipKey("sign-in", ip)),
    store.reset(accountAndIpKey("sign-in", email, ip)),
    store.release(accountKey("sign-in", email)),
  ]);
}

/**
 * Once per lock of an account: true for the first caller that asks while the lock lasts (the lock's
 * remaining time is the window), false for every later one. Shared across instances with Redis.
 */
export async function claimAccountLockNotice(
  store: RateLimitStore,
  { email, lockRemainingMs }: { email: string; lockRemainingMs: number },
): Promise<boolean> {
  const windowMs = Math.max(1_000, lockRemainingMs);
  const state = await store.hit(accountKey("sign-in-lock-notice", email), { limit: 1, windowMs });
  return state.allowed;
}

export async function limitSignUp(store: RateLimitStore, { ip, email }: Who): Promise<LimitVerdict> {
  const states = [await store.hit(ipKey("sign-up", ip), AUTH_RATE_LIMITS.signUpPerIp)];
  if (email) states.push(await store.hit(accountKey("sign-up", email), AUTH_RATE_LIMITS.signUpPerAccount));
  return verdict(states);
}

/** Reset links, new verification links and one-time sign-in links: each request mails someone's inbox. */
export async function limitEmailRequest(
  store: RateLimitStore,
  scope: "password-reset-request" | "verification-resend" | "sign-in-link-request" | "sign-up-existing",
  { ip, email }: Who,
): Promise<LimitVerdict> {
  const states = [await store.hit(ipKey(scope, ip), AUTH_RATE_LIMITS.emailRequestsPerIp)];
  if (email) states.push(await store.hit(accountKey(scope, email), AUTH_RATE_LIMITS.emailRequestsPerAccount));
  return verdict(states);
}

/** Setting a new password with a token: tokens are long, but guessing should still be slow. */
export async function limitPasswordReset(store: RateLimitStore, { ip }: Who): Promise<LimitVerdict> {
  return verdict([await store.hit(ipKey("password-reset", ip), AUTH_RATE_LIMITS.passwordResetPerIp)]);
}

/** Signing in with a one-time link: the same reasoning as reset tokens. */
export async function limitSignInLinkUse(store: RateLimitStore, { ip }: Who): Promise<LimitVerdict> {
  return verdict([await store.hit(ipKey("sign-in-link", ip), AUTH_RATE_LIMITS.signInLinkUsesPerIp)]);
}
