import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { sessions } from "#app/db/schema/index";
import type { AuthDeps } from "./auth-deps.server";
import { revokeUnsubscribeLinks } from "./unsubscribe-link-version.server";

export type SignOutScope = "local" | "global";
export type SignOutOutcome = { ok: true; setCookies: string[] } | { ok: false };

/**
 * Ends this session ('local') or every session of the account ('global', "cerrar sesión en todos
 * los dispositivos") in the database, then clears the cookie; everywhere also revokes the
 * unsubscribe links of the alert e-mails sent so far. A session that had already ended is
 * not a failure (sign-out ignores 401/404). better-auth's own signOut swallows database
 * errors, so the rows are deleted here, where a failure can be reported.
 */
export async function signOut(
  deps: Pick<AuthDeps, "auth" | "db" | "logger">,
  { headers, scope }: { headers: Headers; scope: SignOutScope },
): Promise<SignOutOutcome> {
  try {
    const current = await deps.auth.api
      .getSession({ headers, query: { disableRefresh: true } })
      .catch((error: unknown) => {
        if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 404)) return null;
        throw error;
      });
    if (current) {
      const where =
        scope === "global" ? eq(sessions.userId, current.user.id) : eq(sessions.token, current.session.token);
      await deps.db.delete(sessions).where(where);
      if (scope === "global") await revokeUnsubscribeLinks(deps.db, current.user.id);
    }
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    deps.logger.error({ err: error, scope }, "sign-out failed");
    return { ok: false };
  }
}
