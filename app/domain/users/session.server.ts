import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import { sessions } from "#app/db/schema/index";
import type { UserRole } from "#app/db/schema/users";
import { refererPath, safeLocalPath } from "#app/lib/safe-local-path";
import { isPastAbsoluteLifetime, mayCarrySession } from "./session-policy";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
};

// The root loader and the page's loader both ask on every GET: one database read per request.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in user, read on the server from the session cookie; null for visitors.
 * The role always comes from the database row, never from anything the browser sent.
 */
export function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  // After an action the session may have changed within the same request: only GETs share a read.
  const shareable = request.method === "GET" || request.method === "HEAD";
  const cached = shareable ? lookups.get(request) : undefined;
  if (cached) return cached;
  const lookup = readSession(request, context);
  if (shareable) lookups.set(request, lookup);
  return lookup;
}

async function readSession(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  if (!mayCarrySession(request.headers.get("Cookie"))) return null;
  const read = await context.auth.api
    .getSession({ headers: request.headers, returnHeaders: true })
    .catch((error: unknown) => {
      // A session deleted while being refreshed (sign-out elsewhere) reads as signed out.
      if (isAPIError(error) && error.statusCode === 401) return null;
      throw error;
    });
  if (!read) return null;
  const { headers, response: session } = read;
  // A refreshed session gets a new cookie expiry (sliding); an ended one gets its cookie cleared.
  for (const cookie of headers.getSetCookie()) context.appendSetCookie?.(cookie);
  if (!session) return null;
  if (isPastAbsoluteLifetime(new Date(session.session.createdAt))) {
    await context.db.delete(sessions).where(eq(sessions.id, session.session.id));
    return null;
  }
  const role = session.user.role;
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    role: role === "admin" || role === "tester" ? role : "user",
  };
}

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
  return safeLocalPath(`${url.pathname.replace(/\.data$/, "")}${url.search}`) ?? "/dashboard";
}

/** Sends visitors to /auth, remembering where they were going. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { from }: { from?: "agency" } = {},
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (user) return user;
  const params = new URLSearchParams({ redirectTo: returnPath(request) });
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
