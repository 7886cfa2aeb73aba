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
  /**
   * "passed": this session passed the account's second factor; "off": the account has none;
   * "setup-required": a staff account without one yet, whose session holds no staff powers
   * (its role reads "user") until it sets one up. See docs/decisions/0043-staff-second-factor.md.
   */
  secondFactor: "passed" | "off" | "setup-required";
};

/**
 * A session is "pending" when its account asks for a second factor this session has not passed
 * (a one-time sign-in link opens a session without asking): it reads as signed out everywhere
 * but the second-factor page.
 */
export type SessionState =
  | { kind: "none" }
  | { kind: "pending"; user: SessionUser }
  | { kind: "signed-in"; user: SessionUser; sessionId: string };

// The root loader and the page's loader both ask on every GET: one database read per request.
const lookups = new WeakMap<Request, Promise<SessionState>>();

/**
 * The signed-in user, read on the server from the session cookie; null for visitors.
 * The role always comes from the database row, never from anything the browser sent.
 */
export async function getOptionalUser(
  request: Request,
  context: SessionContext,
): Promise<SessionUser | null> {
  const state = await getSessionState(request, context);
  return state.kind === "signed-in" ? state.user : null;
}

export function getSessionState(request: Request, context: SessionContext): Promise<SessionState> {
  // After an action the session may have changed within the same request: only GETs share a read.
  const shareable = request.method === "GET" || request.method === "HEAD";
  const cached = shareable ? lookups.get(request) : undefined;
  if (cached) return cached;
  const lookup = readSession(request, context);
  if (shareable) lookups.set(request, lookup);
  return lookup;
}

async function readSession(request: Request, context: SessionContext): Promise<SessionState> {
  if (!mayCarrySession(request.headers.get("Cookie"))) return { kind: "none" };
  const read = await context.auth.api
    .getSession({ headers: request.headers, returnHeaders: true })
    .catch((error: unknown) => {
      // A session deleted while being refreshed (sign-out elsewhere) reads as signed out.
      if (isAPIError(error) && error.statusCode === 401) return null;
      throw error;
    });
  if (!read) return { kind: "none" };
  const { headers, response: session } = read;
  // A refreshed session gets a new cookie expiry (sliding); an ended one gets its cookie cleared.
  for (const cookie of headers.getSetCookie()) context.appendSetCookie?.(cookie);
  if (!session) return { kind: "none" };
  if (isPastAbsoluteLifetime(new Date(session.session.createdAt))) {
    await context.db.delete(sessions).where(eq(sessions.id, session.session.id));
    return { kind: "none" };
  }
  const storedRole = session.user.role;
  const role: UserRole = storedRole === "admin" || storedRole === "tester" ? storedRole : "user";
  const user = { id: session.user.id, name: session.user.name, email: session.user.email };
  const passed = session.session.secondFactorVerifiedAt != null;
  if (session.user.twoFactorEnabled && !passed)
    return { kind: "pending", user: { ...user, role, secondFactor: "off" } };
  // Fail closed: a staff session that has not passed a second factor holds an owner's powers only.
  if (role === "admin" && !passed)
    return {
      kind: "signed-in",
      sessionId: session.session.id,
      user: { ...user, role: "user", secondFactor: "setup-required" },
    };
  return {
    kind: "signed-in",
    sessionId: session.session.id,
    user: { ...user, role, secondFactor: passed ? "passed" : "off" },
  };
}
