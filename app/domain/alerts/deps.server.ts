import type { Db } from "#app/db/client.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";

/** What the alert jobs (the match and the daily digest) need from the serving process. */
export type AlertDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "enqueueManyInTransaction" | "wake">;
  brand: EmailBrand;
  secret: string;
};
