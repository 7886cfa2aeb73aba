import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Db } from "#app/db/client.server";
import { sessions } from "#app/db/schema/users";
import { TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { createAuthTestContext } from "#tests/support/auth-context";

/**
 * The load context a route receives in the real server, built on the test's own database: with
 * the mailer (an outbox in a temporary folder) and fresh rate-limit counters, as server/app.ts.
 */
export function createTestContext(db: Db, envOverrides: NodeJS.ProcessEnv = {}): AppLoadContext {
  return createAuthTestContext(db, { env: envOverrides }).context;
}

/**
 * Signs in through better-auth and returns the Cookie header a browser would send. The session has
 * passed the second factor (staff need it, ADR 0043) unless `secondFactor: false` asks for one
 * that has only the password behind it.
 */
export async function sessionCookie(
  context: AppLoadContext,
  user: Pick<TestUser, "email">,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  const response = await context.auth.api.signInEmail({
    body: { email: user.email, password: TEST_PASSWORD },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-in failed for ${user.email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const token = /session_token=([^;]+)/.exec(cookie)?.[1];
  if (secondFactor && token) {
    await context.db
      .update(sessions)
      .set({ secondFactorVerifiedAt: new Date() })
      .where(eq(sessions.token, decodeURIComponent(token).split(".")[0] ?? ""));
  }
  return cookie;
}

/** A form POST as the browser sends it, optionally signed in. */
export function formRequest(url: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}
