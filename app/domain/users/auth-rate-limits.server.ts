import { rateLimitAddress } from "#app/lib/client-address.server";
import type { RateLimitRule, RateLimitState, RateLimitStore } from "#app/lib/rate-limit.server";

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
 *
 * The owner's own ways back in (a one-time link, a password reset) are counted per account *and*
 * address, never on a budget strangers can spend; using one of them ends the account's lock
 * (docs/decisions/0042-limit-store.md). Each limit checks the address first and counts nothing
 * more once it refuses, so a refused request creates no account keys: one address holds a bounded
 * number of keys however long it keeps sending.
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
  /**
   * E-mails the owner does not need to get in (a verification to an address nobody confirmed, the
   * notice of a sign-up for a taken address): one budget per address mailed, so strangers from many
   * addresses cannot flood an inbox with them.
   */
  emailRequestsPerAccount: { limit: 3, windowMs: HOUR },
  /** The owner's ways back in (link, reset): per account and address, so strangers cannot spend them. */
  emailRequestsPerAccountAndIp: { limit: 3, windowMs: HOUR },
  passwordResetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  signInLinkUsesPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Six digits are a million guesses: a few per window keeps the code's odds negligible. */
  secondFactorCodesPerIp: { limit: 20, windowMs: 15 * MINUTE },
  secondFactorCodesPerAccount: { limit: 10, windowMs: 15 * MINUTE },
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
type Counter = { key: string; rule: RateLimitRule };

const ipKey = (scope: string, ip: string) => `${scope}:ip:${rateLimitAddress(ip)}`;
const accountKey = (scope: string, email: string) => `${scope}:account:${email}`;
const accountAndIpKey = (scope: string, email: string, ip: string) =>
  `${scope}:account-ip:${email}|${rateLimitAddress(ip)}`;

/** Counts each counter in order and stops at the first that refuses: none after it is created. */
async function hitInOrder(store: RateLimitStore, counters: Counter[]): Promise<RateLimitState[]> {
  const states: RateLimitState[] = [];
  for (const { key, rule } of counters) {
    const state = await store.hit(key, rule);
    states.push(state);
    if (!state.allowed) break;
  }
  return states;
}

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
 * The counters are taken one after the other, and none after the first that refuses: an address
 * over its own limit creates no key for the made-up accounts it sends (0042).
 */
export async function reserveSignInAttempt(
  store: RateLimitStore,
  { ip, email }: { ip: string; email: string },
): Promise<SignInVerdict> {
  const counters: Counter[] = [
    { key: ipKey("sign-in", ip), rule: AUTH_RATE_LIMITS.signInFailuresPerIp },
    { key: accountAndIpKey("sign-in", email, ip), rule: AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp },
    { key: accountKey("sign-in", email), rule: AUTH_RATE_LIMITS.signInFailuresPerAccount },
  ];
  const states = await hitInOrder(store, counters);
  const account = states[2];
  const result = verdict(states);
  if (result.allowed) {
    // Allowed means all three were counted.
    return {
      allowed: true,
      accountFailures: account?.count ?? 0,
      accountWindowRemainingMs: account?.retryAfterMs ?? 0,
    };
  }
  await Promise.all(counters.slice(0, states.length).map(({ key }) => store.release(key)));
  const accountLocked = account !== undefined && !account.allowed;
  return {
    allowed: false,
    // The account's lock is what the page talks about: its wait, even if an address limit ends later.
    retryAfterMs: accountLocked ? account.retryAfterMs : result.retryAfterMs,
    accountLocked,
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

async function countInOrder(store: RateLimitStore, counters: Counter[]): Promise<LimitVerdict> {
  return verdict(await hitInOrder(store, counters));
}

export async function limitSignUp(store: RateLimitStore, { ip, email }: Who): Promise<LimitVerdict> {
  const counters: Counter[] = [{ key: ipKey("sign-up", ip), rule: AUTH_RATE_LIMITS.signUpPerIp }];
  if (email) counters.push({ key: accountKey("sign-up", email), rule: AUTH_RATE_LIMITS.signUpPerAccount });
  return countInOrder(store, counters);
}

/**
 * Reset links, new verification links and one-time sign-in links: each request mails someone's
 * inbox. A link or a reset is the owner's way back in, so it is counted per account and address:
 * strangers asking first, from their addresses, never use up the owner's. A verification e-mail
 * goes to an address nobody has confirmed yet, so it keeps one budget per address mailed.
 */
export async function limitEmailRequest(
  store: RateLimitStore,
  scope: "password-reset-request" | "verification-resend" | "sign-in-link-request" | "sign-up-existing",
  { ip, email }: Who,
): Promise<LimitVerdict> {
  const counters: Counter[] = [{ key: ipKey(scope, ip), rule: AUTH_RATE_LIMITS.emailRequestsPerIp }];
  if (email && (scope === "verification-resend" || scope === "sign-up-existing")) {
    counters.push({ key: accountKey(scope, email), rule: AUTH_RATE_LIMITS.emailRequestsPerAccount });
  } else if (email) {
    counters.push({
      key: accountAndIpKey(scope, email, ip),
      rule: AUTH_RATE_LIMITS.emailRequestsPerAccountAndIp,
    });
  }
  return countInOrder(store, counters);
}

/**
 * The owner came back in through his e-mail (a one-time link used, a password reset): the account's
 * lock and its notice end, and his address's failures on it are forgotten. Strangers' addresses keep
 * their own limits, and a new lock sends a new notice.
 */
export async function endAccountLock(
  store: RateLimitStore,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  await Promise.all([
    store.reset(accountKey("sign-in", email)),
    store.reset(accountKey("sign-in-lock-notice", email)),
    store.reset(accountAndIpKey("sign-in", email, ip)),
  ]);
}

/** Setting a new password with a token: tokens are long, but guessing should still be slow. */
export async function limitPasswordReset(store: RateLimitStore, { ip }: Who): Promise<LimitVerdict> {
  return verdict([await store.hit(ipKey("password-reset", ip), AUTH_RATE_LIMITS.passwordResetPerIp)]);
}

/** Signing in with a one-time link: the same reasoning as reset tokens. */
export async function limitSignInLinkUse(store: RateLimitStore, { ip }: Who): Promise<LimitVerdict> {
  return verdict([await store.hit(ipKey("sign-in-link", ip), AUTH_RATE_LIMITS.signInLinkUsesPerIp)]);
}

/**
 * A second-factor code (the app's or a recovery code). The plugin counts tries per sign-in challenge
 * only; a session that is waiting for its code (after a one-time link) or confirming a new app has
 * no such count, so every try is counted here per address and, where the account is known, per
 * account: whoever types codes has already passed the password or the e-mail, so the account's
 * budget cannot be spent by a stranger who has neither (docs/decisions/0043-staff-second-factor.md).
 */
export async function limitSecondFactorCode(
  store: RateLimitStore,
  { ip, userId }: { ip: string; userId?: string },
): Promise<LimitVerdict> {
  const counters: Counter[] = [
    { key: ipKey("second-factor", ip), rule: AUTH_RATE_LIMITS.secondFactorCodesPerIp },
  ];
  if (userId)
    counters.push({
      key: accountKey("second-factor", userId),
      rule: AUTH_RATE_LIMITS.secondFactorCodesPerAccount,
    });
  return countInOrder(store, counters);
}
