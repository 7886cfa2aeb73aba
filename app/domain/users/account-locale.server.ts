import { eq, sql } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";
import { buyerEmailLocale } from "./email-locale";

/**
 * The language of an account (`users.locale`): its e-mails (email-locale.ts) and the buyer's own
 * pages read it (docs/decisions/0061). Set at sign-up from the address of the page the person
 * signed up on, then changed only by the person in 'Mis Datos'.
 */
export async function setAccountLocale(db: Db, userId: string, locale: Locale): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length === 1;
}

/**
 * The language an account reads in, by its id or its address (any case): what the person chose,
 * read from the account itself, never from the request that asked. Spanish for an address with no
 * account, or a value no longer offered.
 */
export async function accountLocale(
  db: Db | Transaction,
  who: string | { id: string } | { email: string },
): Promise<Locale> {
  const account = typeof who === "string" ? { id: who } : who;
  const where =
    "id" in account
      ? eq(users.id, account.id)
      : sql`lower(${users.email}) = ${account.email.trim().toLowerCase()}`;
  const [row] = await db.select({ locale: users.locale }).from(users).where(where).limit(1);
  return buyerEmailLocale(row);
}
