import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import { formTypesForPortalType, originOfFilter } from "#app/domain/listings/catalogues";
import {
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
  type PortalQuery,
  pageOffset,
  type ResultCount,
  searchPatterns,
} from "#app/domain/listings/filters";
import { publicListingColumns } from "#app/domain/listings/public-columns.server";
import { DEFAULT_PORTAL_SORT, featureOf, type PortalSort } from "#app/domain/listings/search-options";
import { hasActiveDeal } from "./reservation.server";

/** The columns an order reads: `portal_search`'s, or the same of the chosen page of rows. */
type SortColumns = { createdAt: SQLWrapper; id: SQLWrapper; price: SQLWrapper; size: SQLWrapper };

/**
 * The results in the buyer's order. The id breaks ties so a listing never shows on two pages. The
 * newest first matches `portal_search_newest_idx` and by price `portal_search_price_idx`, so their
 * first page reads one page of index entries, not every listing. Listings without the figure an
 * order needs (no price, no surface) come last.
 */
export function portalOrder(sort: PortalSort, columns: SortColumns): SQL[] {
  switch (sort) {
    case "precio-asc":
      return [sql`${columns.price} asc nulls last`, sql`${columns.id} asc`];
    case "precio-desc":
      return [sql`${columns.price} desc nulls last`, sql`${columns.id} desc`];
    case "euro-m2":
      return [
        sql`${columns.price}::numeric / nullif(${columns.size}, 0) asc nulls last`,
        sql`${columns.id} asc`,
      ];
    case "superficie":
      return [sql`${columns.size} desc nulls last`, sql`${columns.id} desc`];
    default:
      return [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`];
  }
}

/** What a card shows, and nothing else: the rest of the row stays in the database. */
export const cardColumns = {
  ...publicListingColumns,
  /** Signed arras make the card say 'Reservado' (labels.ts listingStatus). */
  arrasSigned: properties.arrasSigned,
  /** An accepted offer reserves it too (docs/decisions/0029). */
  hasActiveDeal: hasActiveDeal(properties.id),
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
  /** Whether there is a number to call; the number itself only answers 'Ver teléfono'. */
  hasPhone: boolean;
  energyRating: string | null;
  arrasSigned: boolean;
  hasActiveDeal: boolean;
  coverImage: string | null;
};

/** The columns the portal's filters read: `portal_search`'s, or the same facts of a `properties` row. */
type FilterColumns = {
  searchText: SQLWrapper;
  province: SQLWrapper;
  propertyType: SQLWrapper;
  propertyOrigin: SQLWrapper;
  price: SQLWrapper;
  bedrooms: SQLWrapper;
  bathrooms: SQLWrapper;
  size: SQLWrapper;
  features: SQLWrapper;
};

const PORTAL_SEARCH_COLUMNS: FilterColumns = {
  searchText: portalSearch.searchText,
  province: portalSearch.province,
  propertyType: portalSearch.propertyType,
  propertyOrigin: portalSearch.propertyOrigin,
  price: portalSearch.price,
  bedrooms: portalSearch.bedrooms,
  bathrooms: portalSearch.bathrooms,
  size: portalSearch.size,
  features: portalSearch.features,
};

/**
 * The listing's own columns, folded exactly as the trigger folds them into `portal_search` (and as
 * `properties_search_trgm_idx` indexes them): for the few listings the portal reads from
 * `properties` directly, a tester's own test listings (test-listings.server.ts).
 */
export const PROPERTY_FILTER_COLUMNS: FilterColumns = {
  searchText: sql`immutable_unaccent(lower(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.address}, '')))`,
  province: properties.province,
  propertyType: properties.propertyType,
  propertyOrigin: properties.propertyOrigin,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  features: properties.features,
};

/**
 * Each filter that is set, on `portal_search`, which holds the public portal only
 * (published, never test content). Undefined when no filter is set.
 */
export function portalWhere(
  filters: PortalFilters,
  columns: FilterColumns = PORTAL_SEARCH_COLUMNS,
): SQL | undefined {
  const conditions: SQL[] = [];
  // The visitor's words are folded as the trigger folded the listing's text; the pattern is a
  // constant by the time PostgreSQL plans the query (parameters of unnamed statements are), so
  // the trigram index applies.
  for (const pattern of searchPatterns(filters.search)) {
    conditions.push(sql`${columns.searchText} like immutable_unaccent(lower(${pattern}))`);
  }
  if (filters.province) conditions.push(eq(columns.province, filters.province));
  // A portal type covers several form types ('Piso' finds 'Ático'…, catalogues.ts), whoever
  // publishes the listing; the origin is a filter of its own.
  if (filters.type) {
    conditions.push(inArray(columns.propertyType, [...formTypesForPortalType(filters.type)]));
  }
  if (filters.origin) conditions.push(eq(columns.propertyOrigin, originOfFilter(filters.origin)));
  // A listing that does not give a figure never matches a filter on it: a budget is no budget if a
  // price-less listing passes it.
  if (filters.priceMin !== null) conditions.push(gte(columns.price, filters.priceMin));
  if (filters.priceMax !== null) conditions.push(lte(columns.price, filters.priceMax));
  if (filters.bedroomsMin !== null) conditions.push(gte(columns.bedrooms, filters.bedroomsMin));
  if (filters.bathroomsMin !== null) conditions.push(gte(columns.bathrooms, filters.bathroomsMin));
  if (filters.sizeMin !== null) conditions.push(gte(columns.size, filters.sizeMin));
  if (filters.sizeMax !== null) conditions.push(lte(columns.size, filters.sizeMax));
  if (filters.features.length > 0) {
    // One text parameter cast to an array (both drivers read it alike); the names come from the
    // catalogue, never from the URL, so quoting each is enough.
    const wanted = `{${filters.features.map((feature) => `"${featureOf(feature)}"`).join(",")}}`;
    conditions.push(sql`${columns.features} @> ${wanted}::text[]`);
  }
  return and(...conditions);
}

export type PortalPage = ResultCount & { listings: PortalListing[] };

/**
 * The page of cards in the buyer's order (exported so the benchmark can EXPLAIN the very same SQL).
 * Each row carries the capped count as a subquery that does not depend on the row: the database
 * runs it once, and only when a row comes out, so the page and its total cost one round trip.
 */
export function portalPageQuery(
  db: Db,
  query: PortalFilters & Partial<Pick<PortalQuery, "sort">>,
  page: number,
) {
  const sort = query.sort ?? DEFAULT_PORTAL_SORT;
  // The page is chosen on the narrow table alone; only its listings are then read from
  // `properties`. Joining first would look up every match's wide row before sorting.
  const pageIds = db
    .select({
      id: portalSearch.propertyId,
      createdAt: portalSearch.createdAt,
      price: portalSearch.price,
      size: portalSearch.size,
    })
    .from(portalSearch)
    .where(portalWhere(query))
    .orderBy(
      ...portalOrder(sort, {
        createdAt: portalSearch.createdAt,
        id: portalSearch.propertyId,
        price: portalSearch.price,
        size: portalSearch.size,
      }),
    )
    .limit(PORTAL_PAGE_SIZE)
    .offset(pageOffset(page))
    .as("page");
  // The checks repeat what the trigger guarantees, for one page of rows: a listing that is not
  // published, or is test content, must never reach the portal.
  return db
    .select({ ...cardColumns, matchCount: sql<number>`(${portalCountQuery(db, query)})` })
    .from(pageIds)
    .innerJoin(
      properties,
      and(eq(properties.id, pageIds.id), eq(properties.status, "published"), eq(properties.isTest, false)),
    )
    .orderBy(...portalOrder(sort, pageIds));
}

/** How many listings match, counting no further than one past PORTAL_COUNT_CAP. */
export function portalCountQuery(db: Db, filters: PortalFilters) {
  const matches = db
    .select({ one: sql`1` })
    .from(portalSearch)
    .where(portalWhere(filters))
    .limit(PORTAL_COUNT_CAP + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

/**
 * One page of the portal, newest first, and how many listings match (exact up to
 * PORTAL_COUNT_CAP). The database filters, counts and pages: no listing outside the page is read
 * into memory. One query brings the page and the count; a separate count only for an empty page
 * past the first (an old link past the end), which has no row to carry it.
 */
export async function findPublishedProperties({
  db,
  filters,
  page,
}: {
  db: Db;
  /** The filters, and the order (the newest first unless given). */
  filters: PortalFilters & Partial<Pick<PortalQuery, "sort">>;
  page: number;
}): Promise<PortalPage> {
  const rows = await portalPageQuery(db, filters, page);
  const listings: PortalListing[] = rows.map(({ matchCount: _, ...listing }) => listing);
  const known = totalShownBy(listings, page);
  if (known) return known;
  const total = rows[0]?.matchCount ?? (await portalCountQuery(db, filters))[0]?.total ?? 0;
  return { listings, total: Math.min(total, PORTAL_COUNT_CAP), isCapped: total > PORTAL_COUNT_CAP };
}

/** The count a page itself tells: a partial page ends the results, an empty first page has none. */
function totalShownBy(listings: PortalListing[], page: number): PortalPage | null {
  if (listings.length > 0 && listings.length < PORTAL_PAGE_SIZE) {
    return { listings, total: pageOffset(page) + listings.length, isCapped: false };
  }
  if (listings.length === 0 && page === 1) return { listings, total: 0, isCapped: false };
  return null;
}

/**
 * Whether the portal lists anything at all: an empty search only invites people to be the first to
 * publish when this is false. Reads one index entry.
 */
export async function hasPublishedListings(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(portalSearch).limit(1);
  return rows.length > 0;
}
