import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import {
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
  pageOffset,
  type ResultCount,
  searchPatterns,
  typeCriteria,
} from "#app/domain/listings/filters";

/**
 * Exactly the expression of `properties_search_trgm_idx` (migration 0001): any other spelling,
 * even an equivalent one, and PostgreSQL cannot use the trigram index and reads every row.
 */
const searchableText = sql`immutable_unaccent(lower(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.address}, '')))`;

/**
 * `created_at DESC` alone means NULLS FIRST, which does not match the index
 * (status, created_at DESC NULLS LAST) and turns the first page into a sort of every listing.
 * The id breaks ties so a listing never shows on two pages.
 */
const newestFirst = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc`];

/** What a card shows, and nothing else: the rest of the row stays in the database. */
const cardColumns = {
  id: properties.id,
  title: properties.title,
  address: properties.address,
  propertyType: properties.propertyType,
  origin: properties.propertyOrigin,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  phone: properties.phone,
  countryCode: properties.countryCode,
  energyRating: properties.energyRating,
  /** Only the cover travels, not the other 14 to 49 photo URLs. */
  coverImage: sql<string | null>`${properties.images}[1]`,
};

export type PortalListing = {
  id: string;
  title: string | null;
  address: string | null;
  propertyType: string | null;
  origin: "particular" | "agency";
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  phone: string | null;
  countryCode: string;
  energyRating: string | null;
  coverImage: string | null;
};

/** Spec §4/§5: published listings only, then each filter that is set. */
export function portalWhere(filters: PortalFilters): SQL {
  const conditions: SQL[] = [eq(properties.status, "published")];
  // The pattern goes through the same folding as the indexed text; it is a constant by the time
  // PostgreSQL plans the query (parameters of unnamed statements are), so the index applies.
  for (const pattern of searchPatterns(filters.search)) {
    conditions.push(sql`${searchableText} like immutable_unaccent(lower(${pattern}))`);
  }
  if (filters.province) conditions.push(eq(properties.province, filters.province));
  if (filters.type) {
    const criteria = typeCriteria(filters.type);
    conditions.push(eq(properties.propertyOrigin, criteria.origin));
    if (criteria.origin === "particular") {
      conditions.push(inArray(properties.propertyType, [...criteria.propertyTypes]));
    }
  }
  return and(...conditions) as SQL;
}

export type PortalPage = ResultCount & { listings: PortalListing[] };

/** The page of cards, newest first (exported so the benchmark can EXPLAIN the very same SQL). */
export function portalPageQuery(db: Db, filters: PortalFilters, page: number) {
  return db
    .select(cardColumns)
    .from(properties)
    .where(portalWhere(filters))
    .orderBy(...newestFirst)
    .limit(PORTAL_PAGE_SIZE)
    .offset(pageOffset(page));
}

/** How many listings match, counting no further than one past PORTAL_COUNT_CAP. */
export function portalCountQuery(db: Db, filters: PortalFilters) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(portalWhere(filters))
    .limit(PORTAL_COUNT_CAP + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

/**
 * One page of the portal, newest first, and how many listings match (exact up to
 * PORTAL_COUNT_CAP). The database filters, counts and pages: no listing outside the page is read
 * into memory. A page that is not full already tells the total, so the count query runs only
 * when there may be more — most narrow searches never pay for it.
 */
export async function findPublishedProperties({
  db,
  filters,
  page,
}: {
  db: Db;
  filters: PortalFilters;
  page: number;
}): Promise<PortalPage> {
  // Both at once on two pooled connections: the page waits for the slower of the two instead of
  // their sum (a text search's capped count is the slow one). On a last, partial page the count
  // is not needed, and then cheap, since few rows match.
  const [listings, counted] = await Promise.all([
    portalPageQuery(db, filters, page),
    portalCountQuery(db, filters),
  ]);
  if (listings.length > 0 && listings.length < PORTAL_PAGE_SIZE) {
    return { listings, total: pageOffset(page) + listings.length, isCapped: false };
  }
  const total = counted[0]?.total ?? 0;
  return {
    listings,
    total: Math.min(total, PORTAL_COUNT_CAP),
    isCapped: total > PORTAL_COUNT_CAP,
  };
}
