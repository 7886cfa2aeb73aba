import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import {
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
  type PortalQuery,
} from "#app/domain/listings/filters";
import { publicListingColumns } from "#app/domain/listings/public-columns.server";
import { DEFAULT_PORTAL_SORT, type PortalSort } from "#app/domain/listings/search-options";
import { type Binder, bindValuesOf, PORTAL_SEARCH_COLUMNS, portalWhere } from "./portal-where.server";
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

/**
 * The page of cards in the buyer's order (exported so the benchmark can EXPLAIN the very same SQL).
 * Each row carries the capped count as a subquery that does not depend on the row: the database
 * runs it once, and only when a row comes out, so the page and its total cost one round trip.
 */
export function portalPageQuery(
  db: Db,
  query: PortalFilters & Partial<Pick<PortalQuery, "sort">>,
  page: number,
  bind: Binder = bindValuesOf(query, page),
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
    .where(portalWhere(query, PORTAL_SEARCH_COLUMNS, bind))
    .orderBy(
      ...portalOrder(sort, {
        createdAt: portalSearch.createdAt,
        id: portalSearch.propertyId,
        price: portalSearch.price,
        size: portalSearch.size,
      }),
    )
    .limit(PORTAL_PAGE_SIZE)
    .offset(bind("offset") as number | Placeholder)
    .as("page");
  // The checks repeat what the trigger guarantees, for one page of rows: a listing that is not
  // published, or is test content, must never reach the portal.
  return db
    .select({ ...cardColumns, matchCount: sql<number>`(${portalCountQuery(db, query, bind)})` })
    .from(pageIds)
    .innerJoin(
      properties,
      and(eq(properties.id, pageIds.id), eq(properties.status, "published"), eq(properties.isTest, false)),
    )
    .orderBy(...portalOrder(sort, pageIds));
}

/** How many listings match, counting no further than one past PORTAL_COUNT_CAP. */
export function portalCountQuery(db: Db, filters: PortalFilters, bind: Binder = bindValuesOf(filters)) {
  const matches = db
    .select({ one: sql`1` })
    .from(portalSearch)
    .where(portalWhere(filters, PORTAL_SEARCH_COLUMNS, bind))
    .limit(PORTAL_COUNT_CAP + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}
