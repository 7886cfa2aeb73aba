import { and, eq, isNull } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { leads, leadViewings } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The words a buyer writes that a seller reads: their message (an offer's conditions are its
 * message) and the comment of their rating after a viewing. Each has its own column for the
 * adapter's Spanish.
 */
export type LeadText = "message" | "rating-comment";

type Written = { locale: Locale; text: string; translation: string | null };

/** The buyer's words, their language and the Spanish stored so far; undefined when there are none. */
export async function readLeadText(db: Db, leadId: string, which: LeadText): Promise<Written | undefined> {
  if (which === "message") {
    const [row] = await db
      .select({ locale: leads.locale, text: leads.message, translation: leads.messageTranslation })
      .from(leads)
      .where(eq(leads.id, leadId));
    return row;
  }
  const [row] = await db
    .select({
      locale: leads.locale,
      text: leadViewings.ratingComment,
      translation: leadViewings.ratingCommentTranslation,
    })
    .from(leadViewings)
    .innerJoin(leads, eq(leads.id, leadViewings.leadId))
    .where(eq(leadViewings.leadId, leadId));
  return row?.text == null ? undefined : { ...row, text: row.text };
}

/** Stores the Spanish unless another run stored it first (then false: that run did what follows). */
export async function storeLeadTextTranslation(
  tx: Transaction,
  leadId: string,
  which: LeadText,
  spanish: string,
): Promise<boolean> {
  const stored =
    which === "message"
      ? await tx
          .update(leads)
          .set({ messageTranslation: spanish })
          .where(and(eq(leads.id, leadId), isNull(leads.messageTranslation)))
          .returning({ id: leads.id })
      : await tx
          .update(leadViewings)
          .set({ ratingCommentTranslation: spanish })
          .where(and(eq(leadViewings.leadId, leadId), isNull(leadViewings.ratingCommentTranslation)))
          .returning({ id: leadViewings.leadId });
  return stored.length > 0;
}
