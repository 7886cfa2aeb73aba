import type { Db } from "#app/db/client.server";
import { emailBrand } from "#app/emails/brand.server";
import type { Env } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { ViewingDeps } from "./viewing-record.server";

/** The viewing flow's dependencies from what the server hands every request (or builds at start). */
export function viewingDeps(context: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  env: Env;
  logger: Logger;
}): ViewingDeps {
  return {
    db: context.db,
    mailer: context.mailer,
    jobs: context.jobs,
    brand: emailBrand(context.env),
    secret: context.env.AUTH_SECRET,
    logger: context.logger,
  };
}
