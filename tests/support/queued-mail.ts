import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, queryRows, sqlExecutor } from "#app/db/client.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { createMailer, type Mailer } from "#app/lib/mailer.server";

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * The real durable queue on the test database (docs/decisions/0046-mail-in-the-transaction.md),
 * its e-mails under a job name of their own, and the same mailer planted with a failure right after
 * it queues: the change it reports must then roll back and take the queued e-mail with it.
 */
export function queuedMail(db: Db) {
  const jobs = createJobQueue({ executeSql: sqlExecutor(db), logger: quiet as never, maintenance: false });
  const jobName = `email-${randomUUID()}`;
  const mailer = createMailer({
    jobs,
    jobName,
    from: "Zaguán <no-responder@zaguan.es>",
    outboxDir: path.join(tmpdir(), `zaguan-outbox-${jobName}`),
    logger: quiet as never,
  });
  const failing: Mailer = {
    ...mailer,
    async enqueueInTransaction(executeSql, message, options) {
      await mailer.enqueueInTransaction(executeSql, message, options);
      throw new Error("planted failure after the e-mail was queued");
    },
  };
  /** Every job stored under `name` (the e-mails unless told), in any state. */
  const stored = async (name = jobName) =>
    queryRows<{ to: string | null; template: string | null }>(
      db,
      sql`select data->>'to' as "to", data->>'template' as template from pgboss.job where name = ${name}`,
    );
  return { jobs, jobName, mailer, failing, stored, stop: () => jobs.stop() };
}
