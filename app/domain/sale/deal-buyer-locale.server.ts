import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, users } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The language the buyer of a deal reads: their account's, else the page their offer came from.
 * Read where the e-mail is queued (inside its transaction), so a buyer who changed it is written to
 * in the new one; a deal without its offer's lead is Spanish.
 */
export async function dealBuyerLocale(db: Db, leadId: string | null): Promise<Locale> {
  if (!leadId) return "es";
  const [row] = await db
    .select({ leadLocale: leads.locale, accountLocale: users.locale })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(eq(leads.id, leadId));
  return buyerEmailLocale({ locale: row?.accountLocale }, row?.leadLocale);
}
