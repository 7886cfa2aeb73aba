import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import {
  activeFilterCount,
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
  type PortalQuery,
  pageOffset,
  type ResultCount,
} from "#app/domain/listings/filters";
import { portalCountQuery } from "./portal-query.server";
import { preparedPortalPage } from "./portal-statements.server";

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

export type PortalPage = ResultCount & { listings: PortalListing[] };

/** A page of results and whether to invite people to be the first to publish instead. */
export type PortalOutcome = PortalPage & { portalIsEmpty: boolean };

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
  const rows = await preparedPortalPage(db, filters, page);
  const listings: PortalListing[] = rows.map(({ matchCount: _, ...listing }) => listing);
  const known = totalShownBy(listings, page);
  if (known) return known;
  const total = rows[0]?.matchCount ?? (await portalCountQuery(db, filters))[0]?.total ?? 0;
  return { listings, total: Math.min(total, PORTAL_COUNT_CAP), isCapped: total > PORTAL_COUNT_CAP };
}

/** The count a page itself tells: a partial page ends the results, an empty first page has none. */
export function totalShownBy(listings: PortalListing[], page: number): PortalPage | null {
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

/**
 * 'Sé el Primero en Publicar' only when nothing at all is published, not when filters match
 * nothing: asks `hasPublished` only for an empty page of a search with filters.
 */
export async function portalIsEmpty(
  filters: PortalFilters,
  page: PortalPage,
  hasPublished: () => Promise<boolean>,
): Promise<boolean> {
  return page.listings.length === 0 && (activeFilterCount(filters) === 0 || !(await hasPublished()));
}

/**
 * A page of the portal as its loader shows it to a visitor without a session; `hasPublished`
 * answers from what the caller knows already, else the database is asked.
 */
export async function findPortalOutcome(
  db: Db,
  query: PortalQuery,
  hasPublished: () => Promise<boolean | null> = async () => null,
): Promise<PortalOutcome> {
  const page = await findPublishedProperties({ db, filters: query, page: query.page });
  // As the loader: an unanswered check never invites people to publish first.
  const isEmpty = await portalIsEmpty(
    query,
    page,
    async () => (await hasPublished()) ?? (await hasPublishedListings(db).catch(() => true)),
  );
  return { ...page, portalIsEmpty: isEmpty };
}
