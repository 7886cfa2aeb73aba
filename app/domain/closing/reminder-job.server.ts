import { eq, isNull } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { closingRemindersSent, deals, properties } from "#app/db/schema/index";
import { closingReminderEmail } from "#app/emails/closing-reminder.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { madridDay } from "#app/lib/calendar";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import { dueReminders } from "./reminders";
import { CLOSING_PROPERTY_COLUMNS, type ClosingRoom } from "./room-access.server";
import { eventsOfDeal, partiesOf, timelineInputOf } from "./room-data.server";

/** Daily at 8:00 Madrid: a reminder reads as the morning's news of a day still ahead. */
export const CLOSING_REMINDER_JOB = { name: "closing-reminders", cron: "0 8 * * *" } as const;

export type ClosingReminderDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

/**
 * One deal's reminders due today: each claimed in closing_reminders_sent (a row another run
 * already wrote is not claimed, so it is not sent again) and its e-mails queued in the same
 * transaction (docs/decisions/0046-mail-in-the-transaction.md).
 */
async function remindDeal(deps: ClosingReminderDeps, dealId: string, today: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        deal: deals,
        property: CLOSING_PROPERTY_COLUMNS,
      })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(deals.id, dealId));
    // Fallen through since the list was read: nothing of it is due any more.
    if (!row || row.deal.releasedAt) return 0;
    const room: ClosingRoom = { ...row, party: "staff", readOnly: false };
    const input = await timelineInputOf(tx, room, await eventsOfDeal(tx, dealId));
    const due = dueReminders(input, today);
    if (due.length === 0) return 0;
    const parties = await partiesOf(tx, room);
    let sent = 0;
    for (const reminder of due) {
      const [claimed] = await tx
        .insert(closingRemindersSent)
        .values({ dealId, dateKey: reminder.dateKey, day: reminder.day, kind: reminder.kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: closingRemindersSent.id });
      if (!claimed) continue;
      for (const party of reminder.to) {
        const person = parties[party];
        if (!person.email) continue;
        await deps.mailer.enqueueInTransaction(
          transactionExecutor(tx),
          closingReminderEmail({
            brand: deps.brand,
            to: person.email,
            name: person.name,
            dealId,
            propertyTitle: row.property.title,
            reminder,
            locale: person.locale,
          }),
        );
        sent += 1;
      }
    }
    return sent;
  });
}

/**
 * The daily job: every deal that holds (not fallen through) is looked at; a deal whose dates are
 * all done or past simply has nothing due. Idempotent: a rerun the same day finds every reminder
 * claimed and sends nothing.
 */
export async function sendClosingReminders(deps: ClosingReminderDeps, now = new Date()) {
  const today = madridDay(now);
  const open = await deps.db.select({ id: deals.id }).from(deals).where(isNull(deals.releasedAt));
  await deps.mailer.ready();
  let emails = 0;
  for (const { id } of open) emails += await remindDeal(deps, id, today, now);
  if (emails > 0) deps.mailer.wake();
  return { emails };
}

export function defineClosingReminderJob(jobs: Pick<JobQueue, "define">, deps: ClosingReminderDeps) {
  jobs.define(CLOSING_REMINDER_JOB.name, () => sendClosingReminders(deps));
}
