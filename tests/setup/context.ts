import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { Db } from "#app/db/client.server";
import { createAuth } from "#app/domain/users/auth.server";
import { getPublicEnv, parseEnv } from "#app/lib/env.server";
import { logger } from "#app/lib/logger.server";
import { TEST_PASSWORD, type TestUser } from "#tests/factories/users";

/** The load context a route receives in the real server, built on the test's own database. */
export function createTestContext(db: Db, envOverrides: NodeJS.ProcessEnv = {}): AppLoadContext {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-ctx-"));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...envOverrides });
  const auth = createAuth({ db, secret: env.AUTH_SECRET, publicUrl: env.PUBLIC_URL, isProduction: false });
  return {
    db,
    auth,
    env,
    publicEnv: getPublicEnv(env),
    logger,
    requestId: "test-request",
    cspNonce: "test-nonce",
    clientIp: "127.0.0.1",
  } as AppLoadContext;
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
