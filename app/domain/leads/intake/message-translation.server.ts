import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Locale } from "#app/lib/i18n/locales";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { Translator } from "#app/lib/translation.server";
import type { LeadKind } from "../log/kinds";
import { type LeadText, readLeadText, storeLeadTextTranslation } from "./lead-texts.server";
import { sellerMailAfterTranslation } from "./seller-mail-after-translation.server";

/**
 * A buyer who wrote in another language, read by a seller in Spanish: the adapter's translation is
 * asked for once, by a job the transaction that stored the words enqueues, and kept beside them
 * (docs/decisions/0070-privacy-policy-languages.md). Nobody waits for the adapter: the buyer's
 * answer and the seller's page never call it, and words whose translation failed are kept as written.
 */
export const LEAD_MESSAGE_TRANSLATION_JOB = "lead-message-translation";

/**
 * `text`: which of the lead's words (absent in jobs queued when only the message was translated).
 * `mailSeller`: the seller's e-mail about this message waits for the translation and is queued by
 * the job (absent in jobs queued before the e-mail waited: those only translate).
 */
type Payload = { leadId: string; mailSeller?: boolean; text?: LeadText };

/** Whether a buyer's words are ones to translate: words, written in a language other than Spanish. */
export function needsTranslation(locale: Locale, message: string): locale is Exclude<Locale, "es"> {
  return locale !== "es" && message.trim() !== "";
}

/**
 * Whose e-mail to the seller waits for the translation: a message's, which is all words, and an
 * offer's, whose conditions the seller may have to accept (the adapter answers in about a second).
 * A viewing request carries no words of the buyer.
 */
export const sellerMailWaitsForTranslation = (kind: LeadKind) => kind === "enquiry" || kind === "offer";

/** Queues the translation with the lead's own rows: it exists only if the lead does. */
export async function enqueueMessageTranslation(
  jobs: Pick<JobQueue, "enqueue">,
  tx: Transaction,
  leadId: string,
  { mailSeller }: { mailSeller: boolean },
): Promise<void> {
  await jobs.enqueue<Payload>(
    LEAD_MESSAGE_TRANSLATION_JOB,
    { leadId, mailSeller },
    { executeSql: transactionExecutor(tx), key: leadId },
  );
}

/** Queues the translation of a viewing's rating comment in the transaction that stores the rating. */
export async function enqueueRatingCommentTranslation(
  jobs: Pick<JobQueue, "enqueue">,
  tx: Transaction,
  leadId: string,
): Promise<void> {
  await jobs.enqueue<Payload>(
    LEAD_MESSAGE_TRANSLATION_JOB,
    { leadId, text: "rating-comment" },
    { executeSql: transactionExecutor(tx), key: `rating-comment:${leadId}` },
  );
}

export type MessageTranslationDeps = {
  db: Db;
  translator: Translator;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

/**
 * Translates the buyer's words and stores them, once, with the seller's e-mail when it waits for
 * it: both in one transaction, so the e-mail goes if and only if the translation is stored. Words
 * deleted meanwhile, in Spanish, or already translated are left alone. When the adapter cannot
 * answer, the job tries again; on its last try the seller is mailed the buyer's words alone,
 * rather than never.
 */
export async function translateLeadMessage(
  deps: MessageTranslationDeps,
  { leadId, mailSeller = false, text = "message" }: Payload,
  { isLastAttempt }: { isLastAttempt: boolean },
) {
  const written = await readLeadText(deps.db, leadId, text);
  if (!written || written.translation !== null || !needsTranslation(written.locale, written.text))
    return { translated: false, mailed: false };
  let spanish: string | null = null;
  try {
    spanish = await deps.translator.toSpanish(written.text, written.locale);
  } catch (error) {
    if (!(mailSeller && isLastAttempt)) throw error;
  }
  await deps.mailer.ready();
  const mailed = await deps.db.transaction(async (tx) => {
    // Another run stored it first, and queued the e-mail with it.
    if (spanish !== null && !(await storeLeadTextTranslation(tx, leadId, text, spanish))) return false;
    if (!mailSeller) return false;
    const mail = await sellerMailAfterTranslation(tx, deps.brand, leadId, spanish);
    if (!mail) return false;
    await deps.mailer.enqueueInTransaction(transactionExecutor(tx), mail.message, { key: mail.key });
    return true;
  });
  if (mailed) deps.mailer.wake();
  return { translated: spanish !== null, mailed };
}

/** A few tries over some minutes; after that the seller reads the buyer's own words only. */
const TRANSLATION_RETRIES = { retryLimit: 3, retryDelaySeconds: 30 };

/**
 * Registers the job; only when the adapter is on (server/product-jobs.ts), as nothing enqueues it
 * otherwise. `retries` only for tests that reach the last try without waiting minutes.
 */
export function defineMessageTranslationJob(
  jobs: Pick<JobQueue, "define">,
  deps: MessageTranslationDeps,
  retries = TRANSLATION_RETRIES,
) {
  jobs.define<Payload>(
    LEAD_MESSAGE_TRANSLATION_JOB,
    (payload, job) =>
      translateLeadMessage(deps, payload, { isLastAttempt: job.attempt > retries.retryLimit }),
    { ...retries, expireInSeconds: 60 },
  );
}
