import type { Db } from "#app/db/client.server";
import type { PortalOutcome } from "#app/domain/listings/portal.server";
import type { Auth } from "#app/domain/users/auth.server";
import type { Env, PublicEnv } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";

/** What every loader and action receives from the server (server/app.ts builds it per request). */
export type ZaguanContext = {
  db: Db;
  auth: Auth;
  env: Env;
  publicEnv: PublicEnv;
  logger: Logger;
  requestId: string;
  cspNonce: string;
  /** The signed time this response hands out its forms (lib/form-stamp.server.ts). */
  formStamp: string;
  clientIp: string;
  /** SMTP or the .eml outbox; `enqueue` stores the e-mail as a durable job (lib/mailer.server.ts). */
  mailer: Mailer;
  /** The durable job queue (lib/jobs.server.ts): enqueue named jobs, read failed ones. */
  jobs: JobQueue;
  /** Attempt counters for the auth actions (in memory on one machine; swappable). */
  rateLimiter: RateLimitStore;
  /**
   * Adds a Set-Cookie to this request's response from code that returns no Response (the session
   * read in a loader refreshes its cookie: sliding expiry). Absent where nothing can receive it.
   */
  appendSetCookie?: (cookie: string) => void;
  /**
   * A visitor's portal page already searched by the server (server/portal-templates.ts, from the
   * portal held in memory): the portal's loader shows it instead of asking the database.
   */
  portalOutcome?: PortalOutcome;
};

declare module "react-router" {
  interface AppLoadContext extends ZaguanContext {}
}
