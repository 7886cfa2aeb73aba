import { createHash } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { users } from "#app/db/schema/index";
import type { Auth } from "./auth.server";
import type { AuthDeps } from "./auth-deps.server";
import { headersWithClientIp } from "./auth-deps.server";
import { endAccountLock } from "./auth-rate-limits.server";

/**
 * One-time sign-in links: the way in for an owner whose account strangers' wrong passwords have
 * locked (auth-rate-limits.server.ts). better-auth's magic-link plugin keeps the token (hashed,
 * single use, 15 minutes, see auth.server.ts) and creates the session; we decide who gets one
 * (verified accounts only) and when it is used (a POST from our page).
 */

/**
 * "Enviarme un enlace": the lookup, the token and the e-mail run off the request path, so neither
 * the answer nor its timing says whether the address has an account. Unknown, unverified and
 * suspended accounts get nothing. False only when the queue refused the work.
 */
export function requestSignInLink(deps: Pick<AuthDeps, "db" | "auth" | "mailer">, email: string): boolean {
  return deps.mailer.defer("sign-in-link-request", async () => {
    const [user] = await deps.db
      .select({ email: users.email, name: users.name, verified: users.emailVerified, banned: users.banned })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user?.verified || user.banned) return;
    await deps.auth.api.signInMagicLink({
      body: { email: user.email, metadata: { name: user.name } },
      headers: new Headers(),
    });
  });
}

export type SignInLinkState = "valid" | "expired" | "invalid";

/** The plugin's `storeToken: "hashed"`: SHA-256, base64url without padding. */
function storedToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether a link still works, without using it (the page shows its button only if it does). */
export async function inspectSignInLink(
  auth: Auth,
  token: string,
  now = new Date(),
): Promise<SignInLinkState> {
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`magic-link:${storedToken(token)}`);
  if (!row) return "invalid";
  return row.expiresAt <= now ? "expired" : "valid";
}

export type SignInLinkOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "invalid" | "banned" | "unexpected" };

/**
 * Uses the link: the plugin deletes the token in the same step that reads it (a second click, or a
 * second tab racing the first, finds nothing) and creates the session. It works while the account's
 * passwords are locked: that is what it is for, and it ends the lock (the owner has shown he reads
 * the account's e-mail; docs/decisions/0042-limit-store.md). An expired link is used up too, and is
 * "invalid".
 */
export async function signInWithLink(
  deps: Pick<AuthDeps, "auth" | "logger" | "rateLimiter">,
  { token, ip, headers }: { token: string; ip: string; headers: Headers },
): Promise<SignInLinkOutcome> {
  try {
    const result = await deps.auth.api.magicLinkVerify({
      query: { token },
      headers: headersWithClientIp(headers, ip),
      returnHeaders: true,
    });
    await endAccountLock(deps.rateLimiter, { email: result.response.user.email, ip });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error)) {
      if (error.body?.code === "BANNED_USER") return { ok: false, reason: "banned" };
      // The plugin answers a bad token with a redirect to `?error=INVALID_TOKEN`.
      const location = error.headers instanceof Headers ? error.headers.get("location") : null;
      const code = location ? new URL(location, "http://zaguan.invalid").searchParams.get("error") : null;
      if (code === "INVALID_TOKEN" || code === "new_user_signup_disabled") {
        return { ok: false, reason: "invalid" };
      }
    }
    deps.logger.error({ err: error }, "sign-in with a one-time link failed unexpectedly");
    return { ok: false, reason: "unexpected" };
  }
}
