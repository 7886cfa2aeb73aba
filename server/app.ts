import { randomBytes, randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { type Database, openDatabase, sqlExecutor } from "#app/db/client.server";
import { seedDemoSecondFactor } from "#app/demo/second-factor.server";
import { seedDemoData } from "#app/demo/seed.server";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { startInvoicingSystem } from "#app/domain/invoices/verifactu/events.server";
import { formStampScopeOfPath } from "#app/domain/leads/intake/form-stamp-scope";
import { PortalIndex } from "#app/domain/listings/portal-index.server";
import { LISTINGS_CHANGED_CHANNEL } from "#app/domain/listings/public-pages";
import { createAuth } from "#app/domain/users/auth.server";
import { emailBrand } from "#app/emails/brand.server";
import { lockDataDir } from "#app/lib/data-dir-lock.server";
import { getEnv, getPublicEnv } from "#app/lib/env.server";
import { monitorEventLoop } from "#app/lib/event-loop.server";
import { issueFormStamp } from "#app/lib/form-stamp.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { logger } from "#app/lib/logger.server";
import { createMailer } from "#app/lib/mailer.server";
import { PageCache } from "#app/lib/page-cache.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { connectRateLimitRedis, createRedisRateLimitStore } from "#app/lib/rate-limit-redis.server";
import { BUCKETS, configureStorage } from "#app/lib/storage.server";
import { createS3Storage, s3SettingsFromEnv } from "#app/lib/storage-s3.server";
import { limitBodiesByRoute } from "./body-limits";
import { contentSecurityDirectives } from "./csp";
import { answerUnhandledErrors } from "./error-handler";
import { countListingViews } from "./listing-views";
import { loadContextOf, renderWith } from "./load-context";
import { notFoundShell } from "./not-found-shell";
import { refuseCrossSiteWrites } from "./origin-check";
import { publicPageCache } from "./page-cache";
import { PAGE_COMPRESSION } from "./page-compression";
import { portalSearchTemplates } from "./portal-templates";
import { defineProductJobs, scheduleProductJobs } from "./product-jobs";
import { routeReferrerPolicyReplacesDefault } from "./referrer-policy";

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;
const HAS_FILE_EXTENSION = /\.[^/]+$/;

type BootOptions = {
  /** Vite serves its own inline scripts in development, which a nonce-based CSP would block. */
  isViteDev?: boolean;
};

// Resolved by the React Router Vite plugin: the built routes in production, live modules under Vite.
const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Opens the database, applies migrations, creates demo data if asked, and returns the Express
 * app that serves the product, plus a `close` that releases the database and the data-folder lock.
 */
export async function bootServer({ isViteDev = false }: BootOptions = {}) {
  const env = getEnv();
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/db`,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection dropped; reconnecting"),
  }).catch((error) => {
    releaseLock();
    throw error;
  });
  await database.migrate();
  const s3 = s3SettingsFromEnv(env);
  const storage = configureStorage(
    s3 ? { storage: createS3Storage(s3) } : { rootDir: `${env.DATA_DIR}/storage` },
  );
  // Photos served from a CDN or the bucket come from another origin, which the CSP must allow.
  const photoOrigin = originOf(storage.publicUrl(BUCKETS.propertyImages, "probe.webp"));
  if (env.DEMO_DATA) await seedDemoData(database.db, { logger, issuer: invoiceIssuerFrom(env) });
  const stopInvoicing = await startInvoicingSystem(database.db, { env, logger }); // Veri*factu events, ADR 0038

  // The durable queue in the database (pg-boss): e-mail and scheduled work; every instance works it.
  const jobs = createJobQueue({ executeSql: sqlExecutor(database.db), logger });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: `${env.DATA_DIR}/outbox`,
    logger,
    jobs,
  });
  if (mailer.transport === "outbox") {
    logger.info({ outbox: `${env.DATA_DIR}/outbox` }, "SMTP_URL not set: e-mails are written to the outbox");
  }
  defineProductJobs(jobs, { db: database.db, mailer, env, logger });
  await jobs.start();
  await scheduleProductJobs(jobs);
  const { rateLimiter, closeRateLimiter } = await buildRateLimiter(env.REDIS_URL);
  const stopEventLoopMonitor = monitorEventLoop(env.EVENT_LOOP_LOG_MS, logger);
  const auth = createAuth({
    db: database.db,
    secret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
    isProduction: env.isProduction,
    mailer,
    brand: emailBrand(env),
    logger,
  });
  if (env.DEMO_DATA) await seedDemoSecondFactor(database.db, auth);
  const publicEnv = getPublicEnv(env);
  const { pageCache, searchTemplates, filledSearchPages, portalIndex, stopPageCache } = await startPageCache(
    database,
    env.PAGE_CACHE_MB,
    isViteDev,
  );
  // Given a function, React Router rebuilds its route tables on every request so that Vite's
  // live reload is picked up; the optimised build never changes, so it is resolved once
  // (about 1,5 ms of CPU less per page on this machine).
  const build = isViteDev ? loadBuild : await loadBuild();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    res.locals.requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // Public forms read it back to tell a person from a bot (app/domain/leads/review/spam.ts).
    res.locals.formStamp = issueFormStamp(env.AUTH_SECRET, formStampScopeOfPath(req.path));
    res.setHeader("X-Request-Id", res.locals.requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      // The path only: query strings can carry tokens.
      logger.info(
        {
          requestId: res.locals.requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
    });
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: isViteDev
        ? false
        : {
            useDefaults: false,
            directives: contentSecurityDirectives({
              nonce: (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
              stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY),
              imageOrigins: photoOrigin ? [photoOrigin] : [],
            }),
          },
      strictTransportSecurity: env.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use(routeReferrerPolicyReplacesDefault());

  app.use(limitBodiesByRoute());
  app.use(refuseCrossSiteWrites(env.PUBLIC_URL));
  if (!isViteDev) {
    const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
    // The built scripts and stylesheet: the same bytes on every request, so worth Brotli's
    // default effort. A missing one is a plain 404, not a rendered page.
    app.use(
      "/assets",
      compression(),
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(compression(PAGE_COMPRESSION));
    // Every public file has an extension and no page path does: asking the disk about /portal
    // cost each page a failed stat and the error object `send` builds for it.
    const serveClientFile = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      HAS_FILE_EXTENSION.test(req.path) ? serveClientFile(req, res, next) : next(),
    );
  } else {
    app.use(compression(PAGE_COMPRESSION));
  }

  // Before the cache: a visitor served a kept copy is a view all the same.
  const listingViews = countListingViews({ db: database.db, auth, secret: env.AUTH_SECRET, logger });
  app.use(listingViews.handler);
  // Unknown URLs from the 404 page rendered once (with the page cache, by the same switch).
  if (typeof build !== "function") app.use(notFoundShell(build.routes, () => pageCache.isActive));
  app.use(publicPageCache(pageCache));
  const contextOf = loadContextOf({ db: database.db, auth, env, publicEnv, mailer, jobs, rateLimiter });
  if (typeof build !== "function") {
    app.use(
      portalSearchTemplates({
        index: portalIndex,
        db: database.db,
        templates: searchTemplates,
        filledPages: filledSearchPages,
        render: renderWith(build, contextOf),
      }),
    );
  }
  app.all("/{*splat}", createRequestHandler({ build, getLoadContext: contextOf }));
  app.use(answerUnhandledErrors(logger));

  async function close() {
    // Queued e-mails are in the database and go out after the restart; a delivery under way is
    // given a few seconds to finish (else it is tried again then, under the same Message-ID).
    await jobs.stop(5_000);
    await stopPageCache();
    await listingViews.idle();
    await stopInvoicing().then(() => database.close());
    await closeRateLimiter();
    stopEventLoopMonitor();
    releaseLock();
  }

  return { app, env, close };
}

function originOf(url: string | null): string | null {
  if (!url || url.startsWith("/")) return null;
  return new URL(url).origin;
}

/**
 * Every portal and listing page a visitor without a session asks for is the same for all of them
 * until a listing changes; serving a kept copy costs about a third of the CPU of rendering it
 * (docs/benchmarks/portal.md, session 8). The cache works only while the database tells this
 * process of every change (LISTEN), and starts empty again after any gap in hearing. Never under
 * Vite: an edited component must show on reload. docs/decisions/0006-public-page-cache.md.
 */
const PAGE_CACHE_MAX_AGE_MS = 60_000;
/**
 * The search templates' memory, as a share of the page cache's (each is about two pages' bytes),
 * and the same again for the templates with a search's results written in (ADR 0078, point 6).
 */
const SEARCH_TEMPLATES_SHARE = 0.25;
async function startPageCache(database: Database, megabytes: number, isViteDev: boolean) {
  const pageCache = new PageCache({
    maxBytes: Math.round(megabytes * 1024 * 1024),
    maxAgeMs: PAGE_CACHE_MAX_AGE_MS,
  });
  // A new search's template and the portal's listings in memory (ADR 0078) follow the same switch.
  const searchTemplates = new PageCache({
    maxBytes: Math.round(megabytes * 1024 * 1024 * SEARCH_TEMPLATES_SHARE),
    maxAgeMs: PAGE_CACHE_MAX_AGE_MS,
  });
  const filledSearchPages = new PageCache({
    maxBytes: Math.round(megabytes * 1024 * 1024 * SEARCH_TEMPLATES_SHARE),
    maxAgeMs: PAGE_CACHE_MAX_AGE_MS,
  });
  const portalIndex = new PortalIndex(database.db);
  const caches = [pageCache, searchTemplates, filledSearchPages, portalIndex];
  const kept = { pageCache, searchTemplates, filledSearchPages, portalIndex };
  // Left inactive, they serve and keep nothing.
  if (isViteDev || megabytes === 0) return { ...kept, stopPageCache: async () => {} };
  const listener = await database.listen(LISTINGS_CHANGED_CHANNEL, {
    onNotify: () => {
      for (const cache of caches) cache.invalidate();
    },
    onReady: () => {
      for (const cache of caches) cache.activate();
    },
    onLost: (error) => {
      for (const cache of caches) cache.deactivate();
      logger.warn(
        { err: error },
        "listing change notifications lost: public pages rendered afresh until they resume",
      );
    },
  });
  return { ...kept, stopPageCache: () => listener.close() };
}

/** Several instances share one attempt budget through Redis; a single process counts in memory. */
async function buildRateLimiter(redisUrl: string | undefined): Promise<{
  rateLimiter: RateLimitStore;
  closeRateLimiter: () => Promise<void>;
}> {
  if (!redisUrl) return { rateLimiter: createMemoryRateLimitStore(), closeRateLimiter: async () => {} };
  const redis = await connectRateLimitRedis(redisUrl, logger);
  if (redis.status !== "ready")
    logger.warn("REDIS_URL set but Redis is unreachable: counting per process until it answers");
  return {
    rateLimiter: createRedisRateLimitStore({ redis, logger }),
    closeRateLimiter: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
