import { and, eq, inArray, isNull, TransactionRollbackError } from "drizzle-orm";
import { transactionExecutor } from "#app/db/client.server";
import {
  alertDeliveries,
  alertDigests,
  alertSettings,
  priceChanges,
  properties,
  savedSearches,
  users,
} from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import { type AlertSearchSection, dailyDigestEmail } from "#app/emails/alerts.server";
import type { AlertDeps } from "./deps.server";
import { alertLinks } from "./links.server";
import { filtersOfSavedQuery } from "./saved-searches";

/** Which day a digest belongs to: the buyer's calendar is Madrid's. */
export function madridDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(now);
}

/**
 * One user's digest: takes their waiting rows (locking them, so a second run at once waits and then
 * finds none), and sends one e-mail only if the (user, day) row is new — never two a day. Rows
 * whose search or price-drop choice is no longer 'Resumen diario' are taken without being told.
 */
async function sendDigestOf(deps: AlertDeps, userId: string, day: string, now: Date): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = await tx
        .update(alertDeliveries)
        .set({ sentAt: now })
        .where(and(eq(alertDeliveries.userId, userId), isNull(alertDeliveries.sentAt)))
        .returning({
          propertyId: alertDeliveries.propertyId,
          savedSearchId: alertDeliveries.savedSearchId,
          priceChangeId: alertDeliveries.priceChangeId,
          reason: alertDeliveries.reason,
        });
      if (taken.length === 0) return false;
      const propertyIds = [...new Set(taken.map((row) => row.propertyId))];
      const [listingRows, searchRows, dropRows, settingRows, personRows] = await Promise.all([
        tx
          .select({
            id: properties.id,
            title: properties.title,
            province: properties.province,
            price: properties.price,
            status: properties.status,
          })
          .from(properties)
          .where(inArray(properties.id, propertyIds)),
        tx
          .select({
            id: savedSearches.id,
            name: savedSearches.name,
            query: savedSearches.query,
            frequency: savedSearches.alertFrequency,
          })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId)),
        tx
          .select({
            id: priceChanges.id,
            previousPrice: priceChanges.previousPrice,
            newPrice: priceChanges.newPrice,
          })
          .from(priceChanges)
          .where(inArray(priceChanges.propertyId, propertyIds)),
        tx
          .select({ frequency: alertSettings.priceDropFrequency })
          .from(alertSettings)
          .where(eq(alertSettings.userId, userId)),
        tx
          .select({
            email: users.email,
            name: users.name,
            linkVersion: users.unsubscribeLinkVersion,
            locale: users.locale,
          })
          .from(users)
          .where(eq(users.id, userId)),
      ]);
      const listing = new Map(
        listingRows.filter((row) => row.status === "published").map((row) => [row.id, row]),
      );
      const search = new Map(
        searchRows.filter((row) => row.frequency === "daily").map((row) => [row.id, row]),
      );
      const drop = new Map(dropRows.map((row) => [row.id, row]));
      const dropsWanted = (settingRows[0]?.frequency ?? "instant") === "daily";
      const sections = new Map<string, AlertSearchSection>();
      const drops = [];
      for (const row of taken) {
        const shown = listing.get(row.propertyId);
        if (!shown) continue;
        const named = row.savedSearchId ? search.get(row.savedSearchId) : undefined;
        if (named) {
          const section = sections.get(named.id) ?? {
            searchName: named.name,
            filters: filtersOfSavedQuery(named.query),
            listings: [],
          };
          section.listings.push({ ...shown, backOnSale: row.reason === "back_on_sale" });
          sections.set(named.id, section);
        }
        const dropped = row.priceChangeId ? drop.get(row.priceChangeId) : undefined;
        if (dropped && dropsWanted) drops.push({ ...shown, ...dropped, id: shown.id });
      }
      const person = personRows[0];
      if (!person || (sections.size === 0 && drops.length === 0)) return false;
      const [digest] = await tx
        .insert(alertDigests)
        .values({ userId, day, sentAt: now })
        .onConflictDoNothing()
        .returning({ day: alertDigests.day });
      // Already sent today: the rows wait for tomorrow's.
      if (!digest) return tx.rollback();
      await deps.mailer.enqueueInTransaction(
        transactionExecutor(tx),
        dailyDigestEmail(
          deps.brand,
          { to: person.email, name: person.name, locale: buyerEmailLocale(person) },
          { sections: [...sections.values()], drops },
          alertLinks(deps, { target: { kind: "all", userId }, version: person.linkVersion }),
        ),
      );
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

/** The daily job: one digest per user with waiting rows. */
export async function runDailyDigest(deps: AlertDeps, now = new Date()) {
  const waiting = await deps.db
    .selectDistinct({ userId: alertDeliveries.userId })
    .from(alertDeliveries)
    .where(isNull(alertDeliveries.sentAt));
  if (waiting.length === 0) return { digests: 0 };
  await deps.mailer.ready();
  const day = madridDay(now);
  let digests = 0;
  for (const { userId } of waiting) if (await sendDigestOf(deps, userId, day, now)) digests += 1;
  if (digests > 0) deps.mailer.wake();
  return { digests };
}
