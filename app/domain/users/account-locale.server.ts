import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#app/lib/i18n/locales";

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

/** The language an account reads in; Spanish for a value no longer (or never) offered. */
export async function accountLocale(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
