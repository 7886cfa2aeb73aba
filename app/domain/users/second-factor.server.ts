import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { sessions, twoFactors, users } from "#app/db/schema/index";
import { type AuditAction, recordAudit } from "#app/domain/kernel/audit.server";
import type { AuthDeps } from "./auth-deps.server";
import type { SessionUser } from "./session.server";

/**
 * The second factor (an authenticator app, TOTP per RFC 6238, and one-use recovery codes) runs on
 * better-auth's two-factor plugin; what is ours is which session passed it (sessions
 * .second_factor_verified_at, read in session.server.ts) and the audit entry of every staff use.
 * See docs/decisions/0043-staff-second-factor.md.
 */
type Deps = Pick<AuthDeps, "auth" | "db" | "logger">;

export type SecondFactorMethod = "totp" | "recovery";

export type PassOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "code" | "expired" | "locked" | "unexpected" };

/** The code of the sign-in (the plugin's cookie after the password) or of a pending session. */
export async function passSecondFactor(
  deps: Deps,
  { method, code, headers }: { method: SecondFactorMethod; code: string; headers: Headers },
): Promise<PassOutcome> {
  try {
    const read =
      method === "totp"
        ? await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    const setCookies = read.headers.getSetCookie();
    const token = sessionTokenOf(setCookies) ?? read.response.token;
    if (!token) return { ok: false, reason: "unexpected" };
    await markSessionPassed(deps.db, token);
    const user = read.response.user;
    await auditStaffUse(
      deps.db,
      user.id,
      method === "totp" ? "second_factor.passed" : "second_factor.recovery_code_used",
    );
    return { ok: true, setCookies };
  } catch (error) {
    return { ok: false, reason: refusalOf(deps, error) };
  }
}

export type SetupStart =
  | { ok: true; totpUri: string; secret: string; recoveryCodes: string[] }
  | { ok: false; reason: "password" | "already" | "unexpected" };

/**
 * A new secret and recovery codes, not in force until a code confirms the app holds the secret. The
 * password is asked again: a stolen session alone must not be able to put its own app on staff.
 */
export async function startSecondFactorSetup(
  deps: Deps,
  { password, headers }: { password: string; headers: Headers },
): Promise<SetupStart> {
  try {
    const started = await deps.auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
    if (started.method !== "totp" || !started.totpURI || !started.backupCodes)
      return { ok: false, reason: "unexpected" };
    const secret = new URL(started.totpURI).searchParams.get("secret") ?? "";
    return { ok: true, totpUri: started.totpURI, secret, recoveryCodes: started.backupCodes };
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code === "INVALID_PASSWORD") return { ok: false, reason: "password" };
    if (code === "TOTP_ALREADY_ENABLED") return { ok: false, reason: "already" };
    deps.logger.error({ err: error }, "second factor set-up failed unexpectedly");
    return { ok: false, reason: "unexpected" };
  }
}

/** The first code from the app turns the factor on; the session that proved it has passed it. */
export async function confirmSecondFactorSetup(
  deps: Deps,
  { code, headers, user }: { code: string; headers: Headers; user: Pick<SessionUser, "id"> },
): Promise<PassOutcome> {
  try {
    const read = await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    const setCookies = read.headers.getSetCookie();
    const token = sessionTokenOf(setCookies) ?? read.response.token;
    await markSessionPassed(deps.db, token);
    await auditStaffUse(deps.db, user.id, "second_factor.set_up");
    return { ok: true, setCookies };
  } catch (error) {
    return { ok: false, reason: refusalOf(deps, error) };
  }
}

/** Owners may turn it off again with their password; staff may not (their powers depend on it). */
export async function turnOffSecondFactor(
  deps: Deps,
  { password, headers, user }: { password: string; headers: Headers; user: Pick<SessionUser, "id"> },
): Promise<{ ok: true; setCookies: string[] } | { ok: false; reason: "password" | "staff" | "unexpected" }> {
  const [row] = await deps.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  if (row?.role === "admin") return { ok: false, reason: "staff" };
  try {
    const read = await deps.auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true });
    return { ok: true, setCookies: read.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD")
      return { ok: false, reason: "password" };
    deps.logger.error({ err: error }, "turning the second factor off failed unexpectedly");
    return { ok: false, reason: "unexpected" };
  }
}

/** Whether the account asks for the app's code at sign-in (set up and confirmed). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(and(eq(twoFactors.userId, userId), eq(users.twoFactorEnabled, true)));
  return row?.verified === true;
}

/** After the password, the plugin leaves a short-lived signed cookie naming the pending sign-in. */
export function hasSignInChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w-]+\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}

async function markSessionPassed(db: Db, token: string) {
  await db.update(sessions).set({ secondFactorVerifiedAt: new Date() }).where(eq(sessions.token, token));
}

/** Each use by staff goes to the audit log; owners' own sign-ins are not staff actions. */
async function auditStaffUse(db: Db, userId: string, action: AuditAction) {
  const [actor] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (actor?.role !== "admin") return;
  await recordAudit(db, actor, { action, targetType: "user", targetId: actor.id });
}

/** The token of the session cookie the plugin just set (`<token>.<signature>`, URL-encoded). */
function sessionTokenOf(setCookies: string[]): string | null {
  for (const cookie of setCookies) {
    const match = /^(?:__Secure-)?[\w-]+\.session_token=([^;]*)/.exec(cookie);
    const value = match?.[1] ? decodeURIComponent(match[1]) : "";
    if (value) return value.split(".")[0] ?? null;
  }
  return null;
}

function refusalOf(deps: Deps, error: unknown): "code" | "expired" | "locked" | "unexpected" {
  const code = isAPIError(error) ? error.body?.code : undefined;
  // No factor set up: no code can be right.
  if (
    code === "INVALID_CODE" ||
    code === "INVALID_BACKUP_CODE" ||
    code === "TOTP_NOT_ENABLED" ||
    code === "BACKUP_CODES_NOT_ENABLED"
  )
    return "code";
  if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return "expired";
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return "locked";
  deps.logger.error({ err: error }, "second factor check failed unexpectedly");
  return "unexpected";
}
