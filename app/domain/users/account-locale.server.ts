import { eq, sql } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";
import { buyerEmailLocale } from "./email-locale";

/**
 * The language an account's own e-mails (verification, password reset, sign-in link) are written
 * in: what the person chose, read from the account itself, never from the request that asked for
 * the e-mail. An address with no account reads Spanish.
 */
export async function accountLocale(
  db: Db | Transaction,
  who: { id: string } | { email: string },
): Promise<Locale> {
  const where =
    "id" in who ? eq(users.id, who.id) : sql`lower(${users.email}) = ${who.email.trim().toLowerCase()}`;
  const [account] = await db.select({ locale: users.locale }).from(users).where(where).limit(1);
  return buyerEmailLocale(account);
}
