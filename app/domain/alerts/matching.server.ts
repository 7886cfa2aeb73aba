import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { portalSearch, properties, savedSearches } from "#app/db/schema/index";
import { portalSearchParams } from "#app/domain/listings/filters";
import { type ListingFacts, meetsFigures, placeAndWordsOf } from "#app/domain/listings/listing-facts-filter";
import { portalWhere } from "#app/domain/listings/portal-where.server";
import { filtersOfSavedQuery } from "./saved-searches";

/**
 * Which alerting saved searches each newly listed listing matches, with the portal's own filter
 * (`portalWhere`): a saved search finds in an e-mail exactly what it finds on the portal.
 * docs/decisions/0023-buyer-alerts.md.
 */

/** How far back 'new' reaches: a run missed for a day (every instance down) still alerts. */
export const ALERT_LOOKBACK_MS = 48 * 3_600_000;
/** Distinct queries per statement: one UNION ALL of this many `portalWhere`s. */
export const QUERIES_PER_STATEMENT = 250;

export type NewListing = {
  id: string;
  ownerId: string | null;
  listedAt: Date;
  title: string | null;
  province: string | null;
  price: number | null;
};
export type AlertingSearch = {
  id: string;
  userId: string;
  name: string;
  query: string;
  frequency: "instant" | "daily";
  createdAt: Date;
};
export type SearchMatch = { search: AlertingSearch; listing: NewListing };

export async function findNewListings(db: Db, since: Date): Promise<NewListing[]> {
  // `portal_search` never holds a tester's listing (migration 0018); checked again on these few
  // rows, as the portal does, so no buyer is ever e-mailed about test content (docs/decisions/0025).
  const isPublic = and(
    eq(properties.id, portalSearch.propertyId),
    eq(properties.status, "published"),
    eq(properties.isTest, false),
  );
  return db
    .select({
      id: portalSearch.propertyId,
      ownerId: properties.userId,
      listedAt: portalSearch.listedAt,
      title: properties.title,
      province: properties.province,
      price: properties.price,
    })
    .from(portalSearch)
    .innerJoin(properties, isPublic)
    .where(gte(portalSearch.listedAt, since));
}

export async function findAlertingSearches(db: Db, savedBefore: Date): Promise<AlertingSearch[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.alertFrequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(and(ne(savedSearches.alertFrequency, "off"), sql`${savedSearches.createdAt} < ${savedBefore}`));
  return rows as AlertingSearch[];
}

/**
 * For each distinct query, the ids among `listingIds` it matches. The place and words need the
 * database (text folding, trigram index); they are matched once per distinct pair, however many
 * budgets and rooms the searches add to them: each statement is a UNION ALL of
 * QUERIES_PER_STATEMENT `portalWhere`s, each restricted to the new listings by primary key, so it
 * reads those few rows, not the portal. Each query's figures (budget, rooms, surface, features)
 * are then applied to the listings that passed, with `meetsFigures`, portalWhere's rule for them.
 */
export async function matchQueries(
  db: Db,
  queries: string[],
  listingIds: string[],
  perStatement = QUERIES_PER_STATEMENT,
) {
  const matches = new Map<string, string[]>();
  if (queries.length === 0 || listingIds.length === 0) return matches;
  const filtersByQuery = new Map(queries.map((query) => [query, filtersOfSavedQuery(query)]));
  const placeQueries = [
    ...new Set([...filtersByQuery.values()].map((filters) => portalSearchParams(placeAndWordsOf(filters)))),
  ];
  const { idsByPlace, facts } = await matchPlaceAndWords(db, placeQueries, listingIds, perStatement);
  for (const [query, filters] of filtersByQuery) {
    const candidates = idsByPlace.get(portalSearchParams(placeAndWordsOf(filters))) ?? [];
    const ids = candidates.filter((id) => meetsFigures(filters, facts.get(id) as ListingFacts));
    if (ids.length > 0) matches.set(query, ids);
  }
  return matches;
}

/**
 * `portalWhere`'s columns on the CTE `fresh` below: the new listings' rows, read once per statement.
 * Each branch reading `portal_search` itself looked the same ids up again by primary key (300
 * buffers a branch at 100 new listings) and had the planner weigh every index of the table for
 * each of 250 branches (270 ms of planning a statement at 100 000 listings).
 */
const FRESH_COLUMNS = {
  searchText: sql.raw("fresh.search_text"),
  province: sql.raw("fresh.province"),
  propertyType: sql.raw("fresh.property_type"),
  propertyOrigin: sql.raw("fresh.property_origin"),
  price: sql.raw("fresh.price"),
  bedrooms: sql.raw("fresh.bedrooms"),
  bathrooms: sql.raw("fresh.bathrooms"),
  size: sql.raw("fresh.size"),
  features: sql.raw("fresh.features"),
};

/** Which listings each place-and-words query matches, and the figures of those listings. */
async function matchPlaceAndWords(db: Db, queries: string[], listingIds: string[], perStatement: number) {
  const idsByPlace = new Map<string, string[]>();
  const facts = new Map<string, ListingFacts>();
  // One text parameter cast to an array, whatever the number of listings (drizzle would otherwise
  // spread an array into one parameter per id, in every branch).
  const idArray = sql`${`{${listingIds.join(",")}}`}::uuid[]`;
  const fresh = sql`with fresh as materialized (select * from ${portalSearch} where ${portalSearch.propertyId} = any(${idArray}))`;
  for (let start = 0; start < queries.length; start += perStatement) {
    const chunk = queries.slice(start, start + perStatement);
    const branches = chunk.map((query, index) => {
      const where = portalWhere(filtersOfSavedQuery(query), FRESH_COLUMNS) ?? sql`true`;
      return sql`(select ${start + index}::int as q, fresh.property_id as id from fresh where ${where})`;
    });
    const result = (await db.execute(sql`${fresh} ${sql.join(branches, sql` union all `)}`)) as unknown as {
      rows: { q: number; id: string }[];
    };
    for (const row of result.rows) {
      const query = queries[row.q] as string;
      const ids = idsByPlace.get(query) ?? [];
      ids.push(row.id);
      idsByPlace.set(query, ids);
    }
  }
  const rows = await db
    .select({
      id: portalSearch.propertyId,
      price: portalSearch.price,
      bedrooms: portalSearch.bedrooms,
      bathrooms: portalSearch.bathrooms,
      size: portalSearch.size,
      features: portalSearch.features,
    })
    .from(portalSearch)
    .where(sql`${portalSearch.propertyId} = any(${idArray})`);
  for (const { id, ...listingFacts } of rows) facts.set(id, listingFacts);
  return { idsByPlace, facts };
}

/**
 * Every (search, listing) pair to tell: the listing entered the portal after the search was saved,
 * within the lookback, and is not the searcher's own.
 */
export async function findSearchMatches(
  db: Db,
  now: Date,
  perStatement = QUERIES_PER_STATEMENT,
): Promise<SearchMatch[]> {
  const listings = await findNewListings(db, new Date(now.getTime() - ALERT_LOOKBACK_MS));
  if (listings.length === 0) return [];
  const newest = Math.max(...listings.map((listing) => listing.listedAt.getTime()));
  const searches = await findAlertingSearches(db, new Date(newest));
  const queries = [...new Set(searches.map((search) => search.query))];
  const matched = await matchQueries(
    db,
    queries,
    listings.map((listing) => listing.id),
    perStatement,
  );
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const pairs: SearchMatch[] = [];
  for (const search of searches) {
    for (const id of matched.get(search.query) ?? []) {
      const listing = byId.get(id);
      if (!listing || listing.ownerId === search.userId) continue;
      if (listing.listedAt.getTime() <= search.createdAt.getTime()) continue;
      pairs.push({ search, listing });
    }
  }
  return pairs;
}
