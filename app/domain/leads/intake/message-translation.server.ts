import { and, eq, isNull } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Locale } from "#app/lib/i18n/locales";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { Translator } from "#app/lib/translation.server";
import type { LeadKind } from "../log/kinds";
import { enquirySellerMail, enquirySellerMailKey } from "./enquiry-seller-mail.server";

/**
 * A buyer who wrote in another language, read by a seller in Spanish: the adapter's translation is
 * asked for once, by a job the lead's transaction enqueues, and kept on the lead
 * (docs/decisions/0070-privacy-policy-languages.md). Nobody waits for the adapter: the buyer's
 * answer and the seller's page never call it, and a lead whose translation failed keeps its words.
 */
export const LEAD_MESSAGE_TRANSLATION_JOB = "lead-message-translation";

/**
 * `mailSeller`: the seller's e-mail about this message waits for the translation and is queued by
 * the job (absent in jobs queued before the e-mail waited: those only translate).
 */
type Payload = { leadId: string; mailSeller?: boolean };

/** Whether a lead's message is one to translate: words, written in a language other than Spanish. */
export function needsTranslation(locale: Locale, message: string): locale is Exclude<Locale, "es"> {
  return locale !== "es" && message.trim() !== "";
}

/**
 * Whose e-mail to the seller waits for the translation: a message's, which is all words. An
 * offer's e-mail leads with its amount and terms, and a viewing request carries no words of the buyer.
 */
export const sellerMailWaitsForTranslation = (kind: LeadKind) => kind === "enquiry";

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

export type MessageTranslationDeps = {
  db: Db;
  translator: Translator;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

/**
 * Translates the lead's message and stores it, once, with the seller's e-mail when it waits for
 * it: both in one transaction, so the e-mail goes if and only if the translation is stored. A lead
 * deleted meanwhile, in Spanish, or already translated is left alone. When the adapter cannot
 * answer, the job tries again; on its last try the seller is mailed the buyer's words alone,
 * rather than never.
 */
export async function translateLeadMessage(
  deps: MessageTranslationDeps,
  { leadId, mailSeller = false }: Payload,
  { isLastAttempt }: { isLastAttempt: boolean },
) {
  const [lead] = await deps.db
    .select({ locale: leads.locale, message: leads.message, translation: leads.messageTranslation })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || lead.translation !== null || !needsTranslation(lead.locale, lead.message))
    return { translated: false, mailed: false };
  let spanish: string | null = null;
  try {
    spanish = await deps.translator.toSpanish(lead.message, lead.locale);
  } catch (error) {
    if (!(mailSeller && isLastAttempt)) throw error;
  }
  await deps.mailer.ready();
  const mailed = await deps.db.transaction(async (tx) => {
    if (spanish !== null) {
      const [stored] = await tx
        .update(leads)
        .set({ messageTranslation: spanish })
        .where(and(eq(leads.id, leadId), isNull(leads.messageTranslation)))
        .returning({ id: leads.id });
      // Another run stored it first, and queued the e-mail with it.
      if (!stored) return false;
    }
    if (!mailSeller) return false;
    const message = await enquirySellerMail(tx, deps.brand, leadId, spanish);
    if (!message) return false;
    await deps.mailer.enqueueInTransaction(transactionExecutor(tx), message, {
      key: enquirySellerMailKey(leadId),
    });
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
