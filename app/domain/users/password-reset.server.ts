import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { users } from "#app/db/schema/index";
import type { Auth } from "./auth.server";
import type { AuthDeps } from "./auth-deps.server";
import { endAccountLock } from "./auth-rate-limits.server";

/**
 * "¿Olvidaste tu contraseña?": the whole request (lookup, token, e-mail) runs off the request
 * path, so the answer and its timing are the same whether or not the address has an account.
 * False only when the queue refused the work.
 */
export function requestPasswordReset(deps: Pick<AuthDeps, "auth" | "mailer">, email: string): boolean {
  return deps.mailer.defer("password-reset-request", () =>
    deps.auth.api.requestPasswordReset({ body: { email } }),
  );
}

export type ResetLinkState = "valid" | "expired" | "invalid";

/** Whether a reset link still works, without using it (the page shows the form only if it does). */
export async function inspectResetToken(
  auth: Auth,
  token: string,
  now = new Date(),
): Promise<ResetLinkState> {
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!row) return "invalid";
  return row.expiresAt <= now ? "expired" : "valid";
}

export type ResetOutcome = "done" | "invalid" | "unexpected";

/**
 * Sets the new password. better-auth uses the token up in the same transaction, ends every
 * session of the account (revokeSessionsOnPasswordReset) and marks the e-mail verified (our hook).
 * The account's lock ends with it: the wrong passwords it counted were guesses at the old one, and
 * the owner must be able to sign in with the new one at once (docs/decisions/0042-limit-store.md).
 */
export async function resetPassword(
  deps: Pick<AuthDeps, "auth" | "db" | "logger" | "rateLimiter">,
  { token, password, ip }: { token: string; password: string; ip: string },
): Promise<ResetOutcome> {
  const email = await resetTokenEmail(deps, token);
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return "invalid";
    deps.logger.error({ err: error }, "password reset failed");
    return "unexpected";
  }
  if (email) await endAccountLock(deps.rateLimiter, { email, ip });
  return "done";
}

/** The address of the account a reset token belongs to (better-auth stores its user id). */
async function resetTokenEmail(deps: Pick<AuthDeps, "auth" | "db">, token: string): Promise<string | null> {
  const context = await deps.auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!row) return null;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.value))
    .limit(1);
  return user?.email ?? null;
}
