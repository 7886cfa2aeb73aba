import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { type Db, sqlExecutor } from "#app/db/client.server";
import { defineSealContractJob, sealJobDeps } from "#app/domain/arras-signing/seal-job.server";
import { defineHeldLeadDigestJob } from "#app/domain/leads/review/held-lead-digest.server";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { defineViewingJobs } from "#app/domain/leads/viewings/viewings.server";
import { createAuth } from "#app/domain/users/auth.server";
import { emailBrand } from "#app/emails/brand.server";
import { getPublicEnv, parseEnv } from "#app/lib/env.server";
import { issueFormStamp } from "#app/lib/form-stamp.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { logger } from "#app/lib/logger.server";
import { createMailer } from "#app/lib/mailer.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";

export const TEST_PUBLIC_URL = "http://localhost:3000";

/**
 * The load context the real server builds (server/app.ts), on the test's database, with a real
 * mailer (SMTP when `smtpUrl` is given, else an outbox in a temporary folder) and fresh counters.
 * Cookies the session read wants to set are collected in `setCookies`.
 */
export function createAuthTestContext(
  db: Db,
  { smtpUrl, env: envOverrides = {} }: { smtpUrl?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-auth-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: "silent",
    SMTP_URL: smtpUrl,
    ...envOverrides,
  });
  // Its own e-mail job name: a context another test left behind never delivers into this outbox.
  const jobs = createJobQueue({
    executeSql: sqlExecutor(db),
    logger,
    maintenance: false,
    pollIntervalMs: 30_000,
  });
  const mailer = createMailer({
    smtpUrl,
    from: env.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    logger,
    jobs,
    jobName: `email-${path.basename(dataDir).replace(/\W/g, "")}`,
    sendTimeoutMs: 10_000,
  });
  // As server/app.ts: a contact held past its listing's rate queues its digest, and a confirmed
  // viewing its reminder and follow-up question, each in the transaction of the change.
  defineHeldLeadDigestJob(jobs, { db, mailer, brand: emailBrand(env) });
  defineViewingJobs(jobs, viewingDeps({ db, mailer, jobs, env, logger }));
  // The last signature of an arras contract queues its seal (docs/decisions/0049-signature-level.md).
  defineSealContractJob(jobs, sealJobDeps({ db, mailer, brand: emailBrand(env) }, env));
  const rateLimiter = createMemoryRateLimitStore();
  const auth = createAuth({
    db,
    secret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
    isProduction: false,
    mailer,
    brand: emailBrand(env),
    logger,
  });
  const setCookies: string[] = [];
  const context = {
    db,
    auth,
    env,
    publicEnv: getPublicEnv(env),
    logger,
    requestId: "test-request",
    cspNonce: "test-nonce",
    // A page that is no listing: tests that post a buyer form stamp it for its listing (listingStamp).
    formStamp: issueFormStamp(env.AUTH_SECRET, "page:/"),
    clientIp: "203.0.113.7",
    mailer,
    jobs,
    rateLimiter,
    appendSetCookie: (cookie: string) => setCookies.push(cookie),
  } satisfies AppLoadContext;
  return {
    context: context as AppLoadContext,
    mailer,
    jobs,
    rateLimiter,
    setCookies,
    dataDir,
    outboxDir: path.join(dataDir, "outbox"),
  };
}

/** The Cookie header a browser would send back after these Set-Cookie lines. */
export function cookieHeader(setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (!name) continue;
    if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name.trim());
    else jar.set(name.trim(), value.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A same-origin form POST as a browser sends it. */
export function postForm(pathname: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(new URL(pathname, TEST_PUBLIC_URL), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: TEST_PUBLIC_URL,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
  });
}

export type RouteResult = { data: Record<string, unknown>; status: number; headers: Headers };

/**
 * Calls a loader or action like the router does and normalises what comes back: a thrown or
 * returned Response (redirects) as is; data() or a plain object as { data, status, headers }.
 */
export async function callRoute(
  handler: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
): Promise<Response | RouteResult> {
  try {
    const returned = (await handler({ request, context, params: {} } as never)) as unknown;
    if (returned instanceof Response) return returned;
    if (returned && typeof returned === "object" && "init" in returned && "data" in returned) {
      const { data, init } = returned as { data: Record<string, unknown>; init?: ResponseInit | null };
      return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
    }
    return { data: returned as Record<string, unknown>, status: 200, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A thrown data(…, { status }) is the router's error response with that status.
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const { data, init } = thrown as { data: unknown; init?: ResponseInit | null };
      return { data: { error: data }, status: init?.status ?? 500, headers: new Headers(init?.headers) };
    }
    throw thrown;
  }
}
