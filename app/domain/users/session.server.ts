import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import type { UserRole } from "#app/db/schema/users";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
};

/** The signed-in user, read on the server from the session cookie; null for visitors. */
export async function getOptionalUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const role = session.user.role;
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    role: role === "admin" || role === "tester" ? role : "user",
  };
}

/** Sends visitors to /auth, remembering where they were going. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { from }: { from?: "agency" } = {},
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  if (from) params.set("from", from);
  throw redirect(`/auth?${params}`);
}

/** Pages for a role send everyone else to /dashboard (spec §6). */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  role: UserRole,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role !== role) throw redirect("/dashboard");
  return user;
}
