import type { Db } from "#app/db/client.server";
import { defineAlertJobs, scheduleAlertJobs } from "#app/domain/alerts/alert-job.server";
import { defineSealContractJob, sealJobDeps } from "#app/domain/arras-signing/seal-job.server";
import {
  defineTakedownNoticeJob,
  scheduleTakedownNoticeJob,
} from "#app/domain/campaign/takedown-notice.server";
import { defineMessageTranslationJob } from "#app/domain/leads/intake/message-translation.server";
import { defineHeldLeadDigestJob } from "#app/domain/leads/review/held-lead-digest.server";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { defineViewingJobs } from "#app/domain/leads/viewings/viewings.server";
import { defineScheduledJobs, scheduleRecurringJobs } from "#app/domain/maintenance/scheduled-jobs.server";
import * as successFeeReminder from "#app/domain/payments/success-fee-reminder.server";
import { emailBrand } from "#app/emails/brand.server";
import type { Env } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import { translatorFromEnv } from "#app/lib/translation.server";

type ProductJobContext = { db: Db; mailer: Mailer; env: Env; logger: Logger };

/**
 * The product's work in the durable queue, registered before the workers start (jobs are found
 * by name): every instance defines the same jobs, whichever of them runs a given one.
 */
export function defineProductJobs(jobs: JobQueue, { db, mailer, env, logger }: ProductJobContext) {
  const brand = emailBrand(env);
  defineScheduledJobs(jobs, db, { mailer, brand });
  defineViewingJobs(jobs, viewingDeps({ db, mailer, jobs, env, logger }));
  // The one e-mail of the contacts held past a listing's rate (docs/decisions/0024-held-leads.md).
  defineHeldLeadDigestJob(jobs, { db, mailer, brand });
  // A foreign buyer's message in Spanish for the seller, only with the adapter on (ADR 0070).
  const translator = translatorFromEnv(env);
  if (translator) defineMessageTranslationJob(jobs, { db, translator, mailer, brand });
  // Buyers' saved-search and price-drop alerts (docs/decisions/0023-buyer-alerts.md).
  defineAlertJobs(jobs, { db, mailer, brand, secret: env.AUTH_SECRET });
  // "Retirar anuncio": staff hear of every ad left out by a campaign that ended.
  defineTakedownNoticeJob(jobs, { db, mailer, brand });
  successFeeReminder.defineSuccessFeeReminderJob(jobs, { db, mailer, brand });
  // The arras both parties signed online: sealed, then sent to both (docs/decisions/0049-signature-level.md).
  defineSealContractJob(jobs, sealJobDeps({ db, mailer, brand }, env));
}

/** The recurring ones, once the queue has started. */
export async function scheduleProductJobs(jobs: JobQueue) {
  await scheduleRecurringJobs(jobs);
  await scheduleAlertJobs(jobs);
  await scheduleTakedownNoticeJob(jobs);
  await successFeeReminder.scheduleSuccessFeeReminderJob(jobs);
}
