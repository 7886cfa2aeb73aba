import type { AppLoadContext } from "react-router";
import type { Db } from "#app/db/client.server";
import { TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { createAuthTestContext } from "#tests/support/auth-context";

/**
 * The load context a route receives in the real server, built on the test's own database: with
 * the mailer (an outbox in a temporary folder) and fresh rate-limit counters, as server/app.ts.
 */
export function createTestContext(db: Db, envOverrides: NodeJS.ProcessEnv = {}): AppLoadContext {
  return createAuthTestContext(db, { env: envOverrides }).context;
}

/** Signs in through better-auth and returns the Cookie header a browser would send. */
export async function sessionCookie(context: AppLoadContext, user: Pick<TestUser, "email">): Promise<string> {
  const response = await context.auth.api.signInEmail({
    body: { email: user.email, password: TEST_PASSWORD },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-in failed for ${user.email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A form POST as the browser sends it, optionally signed in. */
export function formRequest(url: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}
