import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import type { UserRole } from "#app/db/schema/users";
import type { AuthReason } from "#app/domain/users/redirects";
import { secondFactorPath, secondFactorSetupPath } from "#app/domain/users/second-factor-paths";
import { getSessionState, type SessionUser } from "#app/domain/users/session.server";
import { localeOfPath } from "#app/lib/i18n/locales";
import { refererPath, safeLocalPath } from "#app/lib/safe-local-path";
import { localePathTo, ROUTES } from "#app/urls";

/**
 * The page to come back to after signing in. For a form post (a session that ended while the tab
 * was open) that is the page the form was on, which the browser names in Referer.
 */
function returnPath(request: Request): string {
  if (request.method !== "GET" && request.method !== "HEAD") {
    // Without a readable Referer of ours: the URL posted to.
    const from = refererPath(request);
    if (from) return from;
  }
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return safeLocalPath(`${url.pathname.replace(/\.data$/, "")}${url.search}`) ?? ROUTES.dashboard;
}

/**
 * Sends visitors to /auth, remembering where they were going; a session that still owes its
 * account's second factor goes to the page that asks for it.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { from }: { from?: AuthReason } = {},
): Promise<SessionUser> {
  const state = await getSessionState(request, context);
  if (state.kind === "signed-in") return state.user;
  if (state.kind === "pending") throw redirect(secondFactorPath(returnPath(request)));
  // Sign-in in the language of the page the visitor was on (/en/portal → /en/auth).
  const redirectTo = returnPath(request);
  throw redirect(localePathTo(localeOfPath(redirectTo), ROUTES.auth, { redirectTo, from }));
}

/**
 * Pages for a role send everyone else to /dashboard; staff whose session has not passed
 * a second factor are sent to set one up (docs/decisions/0043-staff-second-factor.md).
 */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  role: UserRole,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (role === "admin" && user.secondFactor === "setup-required")
    throw redirect(secondFactorSetupPath(returnPath(request)));
  if (user.role !== role) throw redirect(ROUTES.dashboard);
  return user;
}
