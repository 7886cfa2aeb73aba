import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Transaction as Tx, transactionExecutor } from "#app/db/client.server";
import { alertSettings, favourites, leadOffers, leads, users } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import { availableAgainEmail } from "#app/emails/fall-through.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Locale } from "#app/lib/i18n/locales";
import type { Mailer } from "#app/lib/mailer.server";

const buyerAccounts = alias(users, "buyer_accounts");

/**
 * Who else wanted the home, to tell it is on sale again: the buyers of its other offers (closed
 * when the deal was made, or still open) who confirmed their address, the signed-in buyers who asked
 * for a viewing or wrote, and the accounts that saved it with their alerts on. Never the spam, never
 * an address nobody proved, never the deal's two parties (told in their own e-mail); each address once.
 */
export async function queueAvailableAgainMails(
  tx: Tx,
  deps: { brand: EmailBrand; mailer: Pick<Mailer, "enqueueInTransaction"> },
  listing: { propertyId: string; propertyTitle: string | null; skip: string[] },
) {
  type Person = { email: string; name: string; locale: Locale };
  const people = new Map<string, Person>();
  const add = (person: Person) => {
    const key = person.email.trim().toLowerCase();
    if (!listing.skip.some((email) => email.trim().toLowerCase() === key) && !people.has(key))
      people.set(key, person);
  };
  const notSpam = sql`${leads.review} is distinct from 'spam'`;
  const offers = await tx
    .select({
      email: leads.buyerEmail,
      name: leads.buyerName,
      leadLocale: leads.locale,
      accountLocale: buyerAccounts.locale,
    })
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .leftJoin(buyerAccounts, eq(buyerAccounts.id, leads.buyerUserId))
    .where(
      and(
        eq(leads.propertyId, listing.propertyId),
        isNotNull(leadOffers.confirmedAt),
        inArray(leads.state, ["submitted", "countered", "buyer_countered", "closed"]),
        notSpam,
      ),
    );
  const signedIn = await tx
    .select({ email: users.email, name: leads.buyerName, locale: users.locale })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.buyerUserId))
    .where(
      and(
        eq(leads.propertyId, listing.propertyId),
        ne(leads.kind, "offer"),
        eq(users.emailVerified, true),
        notSpam,
      ),
    );
  const saved = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(alertSettings, eq(alertSettings.userId, favourites.userId))
    .where(
      and(
        eq(favourites.propertyId, listing.propertyId),
        eq(users.emailVerified, true),
        sql`coalesce(${alertSettings.priceDropFrequency}, 'instant') <> 'off'`,
      ),
    );
  // Each in the language they read: the account's, else the one their offer was written in.
  for (const { leadLocale, accountLocale, ...offer } of offers)
    add({ ...offer, locale: buyerEmailLocale({ locale: accountLocale }, leadLocale) });
  for (const person of [...signedIn, ...saved]) add({ ...person, locale: buyerEmailLocale(person) });
  for (const person of people.values())
    await deps.mailer.enqueueInTransaction(
      transactionExecutor(tx),
      availableAgainEmail(deps.brand, listing, person),
    );
}
