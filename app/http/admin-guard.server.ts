import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import type { SessionUser } from "#app/domain/users/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { FAILURE_STATUS } from "./http-errors.server";
import { requireUser } from "./session.server";

/**
 * For staff actions (POST): a signed-in non-admin gets 403, not the pages' redirect to /dashboard,
 * so a scripted request learns it was refused rather than following a redirect to a 200. A visitor
 * whose session ended is sent to sign in (back to the page the form was on), like any other form.
 * Posts from another site are refused too: SameSite cookies are the first guard, this the second.
 */
export async function requireAdminForAction(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.secondFactor === "setup-required")
    throw data({ error: ADMIN_MESSAGES.secondFactorRequired }, { status: FAILURE_STATUS.forbidden });
  if (user.role !== "admin")
    throw data({ error: ADMIN_MESSAGES.forbidden }, { status: FAILURE_STATUS.forbidden });
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) {
    throw data({ error: ADMIN_MESSAGES.crossSite }, { status: FAILURE_STATUS.forbidden });
  }
  return user;
}
