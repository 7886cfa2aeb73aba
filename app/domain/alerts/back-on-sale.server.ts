import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { alertSettings, deals, favourites, portalSearch, properties, users } from "#app/db/schema/index";
import { ALERT_LOOKBACK_MS, findAlertingSearches, matchQueries, type SearchMatch } from "./matching.server";

/**
 * A listing back on sale after its deal fell through is news to the saved searches it matches,
 * though it was on the portal all along ('Reservado'): one alert per (buyer, deal that fell
 * through), whatever they were told of it before (docs/decisions/0054-closing-room.md).
 */
export type BackOnSaleMatch = SearchMatch & { dealId: string };

/** The released deals within the lookback whose listing is public again and not reserved anew. */
async function findReleasedListings(db: Db, since: Date) {
  const reservedAgain = sql`exists (select 1 from ${deals} as held where held.property_id = ${deals.propertyId} and held.released_at is null)`;
  return db
    .select({
      dealId: deals.id,
      releasedAt: deals.releasedAt,
      buyerEmail: deals.buyerEmail,
      id: portalSearch.propertyId,
      ownerId: properties.userId,
      listedAt: portalSearch.listedAt,
      title: properties.title,
      province: properties.province,
      price: properties.price,
    })
    .from(deals)
    .innerJoin(portalSearch, eq(portalSearch.propertyId, deals.propertyId))
    .innerJoin(properties, and(eq(properties.id, deals.propertyId), eq(properties.status, "published")))
    .where(
      and(
        isNotNull(deals.releasedAt),
        gte(deals.releasedAt, since),
        eq(properties.isTest, false),
        sql`not ${reservedAgain}`,
      ),
    );
}

/**
 * Who already heard of it at the fall-through itself (app/domain/sale/fall-through-interested.server.ts
 * tells the accounts that saved it with their alerts on): not told twice.
 */
async function toldAtFallThrough(db: Db, propertyIds: string[]) {
  if (propertyIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: favourites.userId, propertyId: favourites.propertyId })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(alertSettings, eq(alertSettings.userId, favourites.userId))
    .where(
      and(
        inArray(favourites.propertyId, propertyIds),
        eq(users.emailVerified, true),
        sql`coalesce(${alertSettings.priceDropFrequency}, 'instant') <> 'off'`,
      ),
    );
  return new Set(rows.map((row) => `${row.userId}/${row.propertyId}`));
}

/**
 * Every (search, listing back on sale) to tell: the search was saved before the deal fell through,
 * the listing is not the searcher's own, and the searcher is neither the buyer of that deal (told
 * in their own e-mail) nor one who saved the listing and was told at the fall-through.
 */
export async function findBackOnSaleMatches(db: Db, now: Date): Promise<BackOnSaleMatch[]> {
  const released = await findReleasedListings(db, new Date(now.getTime() - ALERT_LOOKBACK_MS));
  if (released.length === 0) return [];
  const latest = Math.max(...released.map((row) => (row.releasedAt as Date).getTime()));
  const searches = await findAlertingSearches(db, new Date(latest));
  if (searches.length === 0) return [];
  const ids = [...new Set(released.map((row) => row.id))];
  const matched = await matchQueries(db, [...new Set(searches.map((search) => search.query))], ids);
  const told = await toldAtFallThrough(db, ids);
  const emails = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(searches.map((search) => search.userId))]));
  const emailOf = new Map(emails.map((row) => [row.id, row.email.trim().toLowerCase()]));
  const pairs: BackOnSaleMatch[] = [];
  for (const search of searches)
    for (const id of matched.get(search.query) ?? [])
      for (const row of released.filter((candidate) => candidate.id === id)) {
        const { dealId, releasedAt, buyerEmail, ...listing } = row;
        if (listing.ownerId === search.userId || told.has(`${search.userId}/${id}`)) continue;
        if (search.createdAt.getTime() >= (releasedAt as Date).getTime()) continue;
        if (emailOf.get(search.userId) === buyerEmail.trim().toLowerCase()) continue;
        pairs.push({ search, listing, dealId });
      }
  return pairs;
}
