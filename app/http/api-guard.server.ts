import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { getOptionalUser, type SessionUser } from "#app/domain/users/session.server";

/** For endpoints fetched by scripts rather than navigated to: 401 with a Spanish message, not a redirect. */
export async function requireUserForApi(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user)
    throw data({ error: "Tu sesión ha caducado. Vuelve a acceder para continuar." }, { status: 401 });
  return user;
}
