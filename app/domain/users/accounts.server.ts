import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { accounts, users } from "#app/db/schema/index";
import type { AuthReason } from "#app/domain/users/redirects";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { setAccountLocale } from "./account-locale.server";
import { noticeAccountLocked } from "./account-lock-notice.server";
import type { AuthDeps } from "./auth-deps.server";
import { headersWithClientIp } from "./auth-deps.server";
import {
  AUTH_RATE_LIMITS,
  limitSignUp,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from "./auth-rate-limits.server";
import { queueVerificationEmail } from "./email-verification.server";
import { hashPassword, needsRehash } from "./password.server";
import { noticeSignUpForExistingAccount } from "./sign-up-existing-notice.server";

export type SignInOutcome =
  /** secondFactor: the password was right and the account's app code comes next (no session yet). */
  | { ok: true; setCookies: string[]; secondFactor: boolean }
  | { ok: false; reason: "credentials" | "unverified" | "banned" | "unexpected" }
  /** This address has tried too often (any account, or this one): it waits, nobody else does. */
  | { ok: false; reason: "limited"; retryAfterMs: number }
  /** The account's own budget is spent: passwords wait; the one-time link still works. */
  | { ok: false; reason: "locked"; retryAfterMs: number };

/**
 * Email + password sign-in through better-auth, behind our brute-force limits. Every attempt is
 * counted before its password is checked and given back unless the credentials were wrong: the
 * right password with an unverified e-mail is not a guess. The wrong password that spends the
 * account's budget, or the first attempt refused by it, tells the owner (once per lock).
 */
export async function signIn(
  deps: AuthDeps,
  { email, password, ip, headers }: { email: string; password: string; ip: string; headers: Headers },
): Promise<SignInOutcome> {
  const limit = await reserveSignInAttempt(deps.rateLimiter, { ip, email });
  if (!limit.allowed) {
    if (!limit.accountLocked) return { ok: false, reason: "limited", retryAfterMs: limit.retryAfterMs };
    await noticeAccountLocked(deps, { email, lockRemainingMs: limit.retryAfterMs });
    return { ok: false, reason: "locked", retryAfterMs: limit.retryAfterMs };
  }
  const outcome = await checkCredentials(deps, { email, password, ip, headers });
  if (!(outcome.ok === false && outcome.reason === "credentials")) {
    await releaseSignInAttempt(deps.rateLimiter, { ip, email });
  } else if (limit.accountFailures >= AUTH_RATE_LIMITS.signInFailuresPerAccount.limit) {
    await noticeAccountLocked(deps, { email, lockRemainingMs: limit.accountWindowRemainingMs });
  }
  return outcome;
}

async function checkCredentials(
  deps: AuthDeps,
  { email, password, ip, headers }: { email: string; password: string; ip: string; headers: Headers },
): Promise<SignInOutcome> {
  try {
    const result = await deps.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: headersWithClientIp(headers, ip),
      returnHeaders: true,
    });
    // The two-factor plugin answers a right password with no session, only its short-lived cookie.
    if ("twoFactorRedirect" in result.response)
      return { ok: true, setCookies: result.headers.getSetCookie(), secondFactor: true };
    await upgradePasswordHash(deps, result.response.user.id, password);
    return { ok: true, setCookies: result.headers.getSetCookie(), secondFactor: false };
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      return { ok: false, reason: "credentials" };
    }
    if (code === "EMAIL_NOT_VERIFIED") return { ok: false, reason: "unverified" };
    if (code === "BANNED_USER") return { ok: false, reason: "banned" };
    deps.logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, reason: "unexpected" };
  }
}

/** Hashes from before today's parameters (the demo seed, older accounts) are redone once, now that we have the password. */
async function upgradePasswordHash(deps: AuthDeps, userId: string, password: string) {
  try {
    const where = and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"));
    const [account] = await deps.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(where)
      .limit(1);
    if (!account?.password || !needsRehash(account.password)) return;
    await deps.db
      .update(accounts)
      .set({ password: await hashPassword(password), updatedAt: new Date() })
      .where(where);
  } catch (error) {
    // Signing in worked; a stronger hash can wait for the next time.
    deps.logger.warn({ err: error }, "password hash upgrade failed");
  }
}

export type SignUpOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "limited"; retryAfterMs: number }
  | { ok: false; reason: "unexpected"; detail: string };

/** Messages for the auth service's refusals, in Spanish. */
const SIGN_UP_ERRORS: Record<string, string> = {
  PASSWORD_TOO_SHORT: "La contraseña es demasiado corta.",
  PASSWORD_TOO_LONG: "La contraseña es demasiado larga.",
  INVALID_EMAIL: "El correo electrónico no es válido.",
  FAILED_TO_CREATE_USER: "No se pudo crear la cuenta. Inténtalo de nuevo más tarde.",
};

/**
 * A new account (role 'user', e-mail not verified) and its verification e-mail. An address that
 * already has an account gets the same answer as a new one (the page says where the e-mail went),
 * and its owner an e-mail saying someone tried, with the ways in: sign-up reveals nothing that the
 * reset and link requests do not (docs/decisions/0027-form-input-and-unproven-addresses.md). The
 * password is hashed either way, so the time taken does not tell them apart.
 * A verification e-mail that cannot be queued is logged, not shown: the page offers
 * to resend it.
 */
export async function signUp(
  deps: AuthDeps,
  {
    name,
    email,
    password,
    ip,
    locale = DEFAULT_LOCALE,
    continueWith,
  }: {
    name: string;
    email: string;
    password: string;
    ip: string;
    /** The language of the page signed up on (its address, never a field). */
    locale?: Locale;
    continueWith?: { from?: AuthReason | null; redirectTo?: string | null };
  },
): Promise<SignUpOutcome> {
  const limit = await limitSignUp(deps.rateLimiter, { ip, email });
  if (!limit.allowed) return { ok: false, reason: "limited", retryAfterMs: limit.retryAfterMs };
  const existing = async () => {
    await noticeSignUpForExistingAccount(deps, { email, ip });
    return { ok: true as const, email };
  };
  if (await findUserIdByEmail(deps, email)) {
    await hashPassword(password);
    return existing();
  }
  let userId: string;
  try {
    // Only these three fields: nothing else from the form reaches the account (role stays 'user').
    const result = await deps.auth.api.signUpEmail({ body: { name, email, password } });
    userId = result.user.id;
  } catch (error) {
    const code = isAPIError(error) ? (error.body?.code ?? "") : "";
    if (code.startsWith("USER_ALREADY_EXISTS")) return existing();
    deps.logger.error({ err: error }, "sign-up failed");
    return {
      ok: false,
      reason: "unexpected",
      detail: SIGN_UP_ERRORS[code] ?? "Inténtalo de nuevo más tarde.",
    };
  }
  // Two sign-ups racing for one address: better-auth answers the loser with a look-alike user.
  if ((await findUserIdByEmail(deps, email)) !== userId) return existing();
  // Before the verification e-mail is queued, so anything written to the account reads its language.
  if (locale !== DEFAULT_LOCALE) await setAccountLocale(deps.db, userId, locale);
  try {
    const queued = await queueVerificationEmail({ ...deps, user: { id: userId, email }, continueWith });
    if (!queued) deps.logger.error({ userId }, "verification e-mail not queued after sign-up");
  } catch (error) {
    deps.logger.error({ err: error, userId }, "verification e-mail not queued after sign-up");
  }
  return { ok: true, email };
}

async function findUserIdByEmail(deps: AuthDeps, email: string): Promise<string | null> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}
