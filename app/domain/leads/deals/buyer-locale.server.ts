import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, users } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The language the deal's buyer reads (email-locale.ts): their account's — linked to the offer's
 * lead, else found by the deal's address — else the language of the page the offer came from.
 */
export async function dealBuyerLocale(
  db: Pick<Db, "select">,
  deal: { leadId: string | null; buyerEmail: string },
): Promise<Locale> {
  const [lead] = deal.leadId
    ? await db
        .select({ locale: leads.locale, account: users.locale })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.buyerUserId))
        .where(eq(leads.id, deal.leadId))
    : [];
  const [byAddress] = lead?.account
    ? [{ locale: lead.account }]
    : await db
        .select({ locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = ${deal.buyerEmail.trim().toLowerCase()}`)
        .limit(1);
  return buyerEmailLocale(byAddress, lead?.locale);
}
