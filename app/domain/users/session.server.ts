import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { sessions } from "#app/db/schema/index";
import type { UserRole } from "#app/db/schema/users";
import type { Auth } from "./auth.server";
import { isPastAbsoluteLifetime, mayCarrySession } from "./session-policy";

/**
 * What reading the session needs from the request's context (app/load-context.ts). Sending a
 * visitor to sign in is the request layer's: app/http/session.server.ts (requireUser, requireRole).
 */
export type SessionContext = { auth: Auth; db: Db; appendSetCookie?: (cookie: string) => void };

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
export function getOptionalUser(request: Request, context: SessionContext): Promise<SessionUser | null> {
  // After an action the session may have changed within the same request: only GETs share a read.
  const shareable = request.method === "GET" || request.method === "HEAD";
  const cached = shareable ? lookups.get(request) : undefined;
  if (cached) return cached;
  const lookup = readSession(request, context);
  if (shareable) lookups.set(request, lookup);
  return lookup;
}

async function readSession(request: Request, context: SessionContext): Promise<SessionUser | null> {
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
