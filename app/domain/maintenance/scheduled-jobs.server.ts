import type { Db } from "#app/db/client.server";
import {
  CLOSING_REMINDER_JOB,
  type ClosingReminderDeps,
  defineClosingReminderJob,
} from "#app/domain/closing/reminder-job.server";
import { forgetPastVisitorHashes } from "#app/domain/funnel/record.server";
import {
  defineVerifactuSendJob,
  scheduleVerifactuSendJob,
} from "#app/domain/invoices/verifactu/submissions.server";
import { deleteExpiredLeads } from "#app/domain/leads/log/retention.server";
import type { JobQueue } from "#app/lib/jobs.server";

/**
 * The product's recurring housekeeping, run by the durable queue (docs/decisions/0014-durable-jobs.md):
 * cron fires once whichever instance is up, and a run missed while every instance was down happens
 * at the next tick. Each job is idempotent, so a repeat does no harm.
 */
export const SCHEDULED_JOBS = {
  /** The funnel's visitor hashes serve only their own day (docs/decisions/0012-listing-funnel.md). */
  forgetVisitorHashes: { name: "forget-visitor-hashes", cron: "5 * * * *" },
  /** Buyer contacts past the retention the privacy policy states (docs/decisions/0015-buyer-contacts.md). */
  deleteExpiredLeads: { name: "delete-expired-leads", cron: "30 3 * * *" },
  /** The closing room's dates, reminded by e-mail (docs/decisions/0054-closing-room.md). */
  closingReminders: CLOSING_REMINDER_JOB,
} as const;

/** Registers the handlers; call before the queue starts. `mail` is for the jobs that e-mail. */
export function defineScheduledJobs(jobs: JobQueue, db: Db, mail: Omit<ClosingReminderDeps, "db">): void {
  jobs.define(SCHEDULED_JOBS.forgetVisitorHashes.name, async () => ({
    forgotten: await forgetPastVisitorHashes(db),
  }));
  jobs.define(SCHEDULED_JOBS.deleteExpiredLeads.name, async () => ({
    deleted: await deleteExpiredLeads(db, new Date()),
  }));
  defineClosingReminderJob(jobs, { db, ...mail });
  // Veri*factu: the records to the AEAT, only with VERIFACTU_SENDING=on (docs/decisions/0039-verifactu-sending.md).
  defineVerifactuSendJob(jobs, { db });
}

/** Puts every job on its cron (Europe/Madrid); idempotent, so each instance may call it at start. */
export async function scheduleRecurringJobs(jobs: JobQueue): Promise<void> {
  for (const job of Object.values(SCHEDULED_JOBS)) await jobs.schedule(job.name, job.cron);
  await scheduleVerifactuSendJob(jobs);
}
