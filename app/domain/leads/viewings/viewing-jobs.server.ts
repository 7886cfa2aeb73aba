import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { viewingFeedbackEmail, viewingReminderEmails } from "#app/emails/viewing-buyer.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { viewingMailFacts as mailFacts, sendViewingMail as send } from "./viewing-mail.server";
import { loadViewing, type ViewingDeps } from "./viewing-record.server";
import { VIEWING_DURATION_MINUTES } from "./viewing-slots";

/** A confirmed viewing's follow-ups: the reminder a day before and the question after the visit. */
export const VIEWING_JOBS = { reminder: "viewing-reminder", feedback: "viewing-feedback" } as const;
/** The reminder goes a day before; the question about the visit an hour after it ends. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const FEEDBACK_AFTER_MS = (VIEWING_DURATION_MINUTES + 60) * 60 * 1000;

type JobPayload = { leadId: string; sequence: number };

const jobKey = (payload: JobPayload) => `${payload.leadId}:${payload.sequence}`;

/** The reminder and the question after the visit, for this confirmation (its sequence), in its transaction. */
export async function scheduleFollowUps(
  tx: Transaction,
  deps: ViewingDeps,
  leadId: string,
  startsAt: Date,
  sequence: number,
  now: Date,
) {
  const payload: JobPayload = { leadId, sequence };
  const executeSql = transactionExecutor(tx);
  const reminderAt = new Date(startsAt.getTime() - REMINDER_BEFORE_MS);
  // Confirmed less than a day ahead: the confirmation itself is the reminder.
  if (reminderAt > now)
    await deps.jobs.enqueue(VIEWING_JOBS.reminder, payload, {
      startAfter: reminderAt,
      key: jobKey(payload),
      executeSql,
    });
  await deps.jobs.enqueue(VIEWING_JOBS.feedback, payload, {
    startAfter: new Date(startsAt.getTime() + FEEDBACK_AFTER_MS),
    key: jobKey(payload),
    executeSql,
  });
}

/** Drops the jobs of a confirmation that no longer holds; a job that runs anyway checks and does nothing. */
export async function cancelFollowUps(deps: ViewingDeps, leadId: string, sequence: number) {
  const key = jobKey({ leadId, sequence });
  for (const name of Object.values(VIEWING_JOBS)) {
    try {
      await deps.jobs.cancel(name, deps.jobs.idForKey(name, key));
    } catch (error) {
      deps.logger.error({ err: error, leadId }, "viewing job not cancelled");
    }
  }
}

/**
 * A job of a confirmation still holds when the viewing is confirmed with the same sequence: a
 * cancellation or a new time raises it, so a job left from before does nothing.
 */
async function currentConfirmation(db: Db, payload: JobPayload) {
  const viewing = await loadViewing(db, payload.leadId);
  if (viewing?.state !== "confirmed" || viewing.sequence !== payload.sequence) return null;
  if (!viewing.scheduledAt) return null;
  return { ...viewing, scheduledAt: viewing.scheduledAt };
}

/**
 * A scheduled job's e-mails report no row written now: their transaction holds only them (the one
 * way every e-mail is queued, docs/decisions/0046-mail-in-the-transaction.md), keyed by the job, so
 * a job re-run after a crash right after the commit queues them once.
 */
async function sendFromJob(deps: ViewingDeps, messages: MailMessage[], key: string) {
  await deps.mailer.ready();
  await deps.db.transaction((tx) => send(tx, deps, messages, key));
  deps.mailer.wake();
}

/** The reminder a day before, to both. */
export async function runViewingReminder(deps: ViewingDeps, payload: JobPayload) {
  const viewing = await currentConfirmation(deps.db, payload);
  if (!viewing) return { sent: false };
  await sendFromJob(
    deps,
    viewingReminderEmails(mailFacts(deps, viewing), viewing.scheduledAt),
    `reminder:${jobKey(payload)}`,
  );
  return { sent: true };
}

/** After the visit, the buyer is asked how it went. */
export async function runViewingFeedback(deps: ViewingDeps, payload: JobPayload) {
  const viewing = await currentConfirmation(deps.db, payload);
  if (!viewing || viewing.rating !== null) return { sent: false };
  await sendFromJob(deps, [viewingFeedbackEmail(mailFacts(deps, viewing))], `feedback:${jobKey(payload)}`);
  return { sent: true };
}

/** Registers the two scheduled jobs (server/app.ts, before the queue starts). */
export function defineViewingJobs(jobs: Pick<JobQueue, "define">, deps: ViewingDeps) {
  jobs.define<JobPayload>(VIEWING_JOBS.reminder, (payload) => runViewingReminder(deps, payload));
  jobs.define<JobPayload>(VIEWING_JOBS.feedback, (payload) => runViewingFeedback(deps, payload));
}
