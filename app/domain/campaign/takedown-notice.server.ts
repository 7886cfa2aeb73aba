import { eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { users } from "#app/db/schema/users";
import { campaignTakedownEmail } from "#app/emails/campaign-takedown.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import { CAMPAIGN_END_REASON_LABELS, channelLabelOf } from "./campaign-end";
import { claimUnnotifiedTakedowns } from "./campaign-end.server";

export const TAKEDOWN_NOTICE_JOB = { name: "campaign-takedown-notice", cron: "* * * * *" } as const;

export type TakedownNoticeDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

const due = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});

/**
 * Tells staff (every admin account) about the "Retirar anuncio" tasks nobody was told of yet, in
 * one e-mail each. The tasks are claimed and the e-mails queued in one transaction: a failure
 * leaves the tasks unclaimed for the next minute's run, and a task is never announced twice.
 * endCampaign runs inside the sale's, the withdrawal's or the deletion's own transaction, which has
 * no mailer; this job is how its news leaves, within a minute, durably.
 */
export async function notifyStaffOfTakedowns(deps: TakedownNoticeDeps, now = new Date()) {
  await deps.mailer.ready();
  const outcome = await deps.db.transaction(async (tx) => {
    const staff = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
    if (staff.length === 0) return { tasks: 0, emails: 0 };
    const tasks = await claimUnnotifiedTakedowns(tx, now);
    if (tasks.length === 0) return { tasks: 0, emails: 0 };
    const lines = tasks.map((task) => ({
      propertyTitle: task.propertyTitle,
      channelLabel: channelLabelOf(task.channel),
      reasonLabel: CAMPAIGN_END_REASON_LABELS[task.reason],
      externalUrl: task.externalUrl,
      dueLabel: due.format(task.dueAt).replace(/[\u00a0\u202f]/g, " "),
    }));
    for (const member of staff)
      await deps.mailer.enqueueInTransaction(
        transactionExecutor(tx),
        campaignTakedownEmail({ to: member.email, tasks: lines, brand: deps.brand }),
      );
    return { tasks: tasks.length, emails: staff.length };
  });
  if (outcome.emails > 0) deps.mailer.wake();
  return outcome;
}

/** Registers the job; call before the queue starts (server/app.ts). */
export function defineTakedownNoticeJob(jobs: Pick<JobQueue, "define">, deps: TakedownNoticeDeps) {
  jobs.define(TAKEDOWN_NOTICE_JOB.name, () => notifyStaffOfTakedowns(deps));
}

export async function scheduleTakedownNoticeJob(jobs: Pick<JobQueue, "schedule">) {
  await jobs.schedule(TAKEDOWN_NOTICE_JOB.name, TAKEDOWN_NOTICE_JOB.cron);
}
