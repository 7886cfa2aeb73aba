import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { successFees } from "#app/db/schema/success-fees";
import { users } from "#app/db/schema/users";
import type { EmailBrand } from "#app/emails/layout.server";
import { successFeeReminderEmail } from "#app/emails/success-fee-reminder.server";
import { formatCents } from "#app/lib/format";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import { remindDuesBefore, SUCCESS_FEE_REASON_LABELS, successFeeAmount } from "./success-fee-due";
import { successFeePaid } from "./success-fees.server";

/** Hourly: a fee is reminded of within the hour its week is up (a missed run is caught by the next). */
export const SUCCESS_FEE_REMINDER_JOB = { name: "success-fee-reminder", cron: "23 * * * *" } as const;

export type SuccessFeeReminderDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

/**
 * Reminds each seller whose success fee is still unpaid a week after it fell due, once. The dues are
 * claimed (`reminder_sent_at`) and the e-mails queued in one transaction
 * (docs/decisions/0046-mail-in-the-transaction.md): a failure leaves them for the next run, and a
 * fee paid in the meantime is never claimed, so it is never reminded of.
 */
export async function remindUnpaidSuccessFees(deps: SuccessFeeReminderDeps, now = new Date()) {
  await deps.mailer.ready();
  const reminded = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(successFees)
      .set({ reminderSentAt: now })
      .where(
        and(
          isNull(successFees.reminderSentAt),
          lt(successFees.dueAt, remindDuesBefore(now)),
          sql`not ${successFeePaid(successFees, "property_id")}`,
        ),
      )
      .returning({ propertyId: successFees.propertyId, reason: successFees.reason });
    for (const due of claimed) {
      const [owner] = await tx
        .select({ title: properties.title, email: users.email, name: users.name })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.userId))
        .where(eq(properties.id, due.propertyId));
      if (!owner) continue;
      const message = successFeeReminderEmail({
        to: owner.email,
        name: owner.name,
        propertyTitle: owner.title ?? "tu propiedad",
        fee: formatCents(successFeeAmount()),
        reason: SUCCESS_FEE_REASON_LABELS[due.reason],
        brand: deps.brand,
      });
      await deps.mailer.enqueueInTransaction(transactionExecutor(tx), message, {
        key: `success-fee-reminder:${due.propertyId}`,
      });
    }
    return claimed.length;
  });
  if (reminded > 0) deps.mailer.wake();
  return { reminded };
}

/** Registers the job; call before the queue starts (server/app.ts). */
export function defineSuccessFeeReminderJob(jobs: Pick<JobQueue, "define">, deps: SuccessFeeReminderDeps) {
  jobs.define(SUCCESS_FEE_REMINDER_JOB.name, () => remindUnpaidSuccessFees(deps));
}

export async function scheduleSuccessFeeReminderJob(jobs: Pick<JobQueue, "schedule">) {
  await jobs.schedule(SUCCESS_FEE_REMINDER_JOB.name, SUCCESS_FEE_REMINDER_JOB.cron);
}
