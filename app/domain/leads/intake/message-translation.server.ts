import { and, eq, isNull } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Translator } from "#app/lib/translation.server";

/**
 * A buyer who wrote in another language, read by a seller in Spanish: the adapter's translation is
 * asked for once, by a job the lead's transaction enqueues, and kept on the lead
 * (docs/decisions/0070-privacy-policy-languages.md). Nobody waits for the adapter: the buyer's
 * answer and the seller's page never call it, and a lead whose translation failed keeps its words.
 */
export const LEAD_MESSAGE_TRANSLATION_JOB = "lead-message-translation";

type Payload = { leadId: string };

/** Whether a lead's message is one to translate: words, written in a language other than Spanish. */
export function needsTranslation(locale: Locale, message: string): locale is Exclude<Locale, "es"> {
  return locale !== "es" && message.trim() !== "";
}

/** Queues the translation with the lead's own rows: it exists only if the lead does. */
export async function enqueueMessageTranslation(
  jobs: Pick<JobQueue, "enqueue">,
  tx: Transaction,
  leadId: string,
): Promise<void> {
  await jobs.enqueue<Payload>(
    LEAD_MESSAGE_TRANSLATION_JOB,
    { leadId },
    { executeSql: transactionExecutor(tx), key: leadId },
  );
}

/**
 * Translates the lead's message and stores it, once: a lead deleted meanwhile, in Spanish, or
 * already translated is left alone. Throws when the adapter cannot answer (the job tries again).
 */
export async function translateLeadMessage(db: Db, translator: Translator, leadId: string) {
  const [lead] = await db
    .select({ locale: leads.locale, message: leads.message, translation: leads.messageTranslation })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || lead.translation !== null || !needsTranslation(lead.locale, lead.message))
    return { translated: false };
  const spanish = await translator.toSpanish(lead.message, lead.locale);
  await db
    .update(leads)
    .set({ messageTranslation: spanish })
    .where(and(eq(leads.id, leadId), isNull(leads.messageTranslation)));
  return { translated: true };
}

/** Registers the job; only when the adapter is on (server/app.ts), as nothing enqueues it otherwise. */
export function defineMessageTranslationJob(
  jobs: Pick<JobQueue, "define">,
  deps: { db: Db; translator: Translator },
) {
  jobs.define<Payload>(
    LEAD_MESSAGE_TRANSLATION_JOB,
    (payload) => translateLeadMessage(deps.db, deps.translator, payload.leadId),
    // A few tries over some minutes; after that the seller reads the buyer's own words only.
    { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 },
  );
}
