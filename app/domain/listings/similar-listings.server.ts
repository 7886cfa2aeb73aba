import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import {
  formTypesForPortalType,
  isFormPropertyType,
  PORTAL_PROPERTY_TYPES,
} from "#app/domain/listings/catalogues";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { cardColumns } from "#app/domain/listings/portal-query.server";

/** At most this many, under the listing. */
export const SIMILAR_LISTINGS_LIMIT = 4;

/** The listing's own type and its neighbours in the portal's broad type ('Ático' finds 'Piso'…). */
function typesLike(propertyType: string): readonly string[] {
  if (!isFormPropertyType(propertyType)) return [propertyType];
  const portalType = PORTAL_PROPERTY_TYPES.find((type) =>
    formTypesForPortalType(type).includes(propertyType),
  );
  return portalType ? formTypesForPortalType(portalType) : [propertyType];
}

type ListingToCompare = {
  id: string;
  province: string | null;
  propertyType: string | null;
  price: number | null;
};

/**
 * Up to 4 published listings like this one: the same province and type, nearest in price (the
 * newest first when this one has no price), never this one. Read from `portal_search`, which holds
 * only the public portal (published, no test content), as the portal does.
 */
export async function findSimilarListings(db: Db, listing: ListingToCompare): Promise<PortalListing[]> {
  if (!listing.province || !listing.propertyType) return [];
  return similarListingsQuery(db, {
    ...listing,
    province: listing.province,
    propertyType: listing.propertyType,
  });
}

/** The query itself (exported so the benchmark can EXPLAIN the very same SQL). */
export function similarListingsQuery(
  db: Db,
  listing: ListingToCompare & { province: string; propertyType: string },
) {
  const sameGroup = and(
    eq(portalSearch.province, listing.province),
    inArray(portalSearch.propertyType, [...typesLike(listing.propertyType)]),
    ne(portalSearch.propertyId, listing.id),
  );
  const picked =
    listing.price === null ? newestOf(db, sameGroup) : nearestInPrice(db, sameGroup, listing.price);
  const order: SQL[] =
    listing.price === null
      ? [sql`${picked.createdAt} desc`, sql`${picked.id} desc`]
      : [sql`abs(${picked.price}::bigint - ${listing.price}) asc nulls last`, sql`${picked.id} asc`];
  // As on the portal, the checks repeat the trigger's guarantee for the few rows read.
  return db
    .select(cardColumns)
    .from(picked)
    .innerJoin(
      properties,
      and(eq(properties.id, picked.id), eq(properties.status, "published"), eq(properties.isTest, false)),
    )
    .orderBy(...order);
}

const pickedColumns = {
  id: portalSearch.propertyId,
  createdAt: portalSearch.createdAt,
  price: portalSearch.price,
};

function newestOf(db: Db, sameGroup: SQL | undefined) {
  return db
    .select(pickedColumns)
    .from(portalSearch)
    .where(sameGroup)
    .orderBy(desc(portalSearch.createdAt), desc(portalSearch.propertyId))
    .limit(SIMILAR_LISTINGS_LIMIT)
    .as("picked");
}

/**
 * The 4 nearest in price, ties to the lowest id, listings without a price last. Ordering the
 * whole group by the distance would read every listing of it (thousands of pisos in Madrid);
 * instead the 4 nearest from above and the 4 from below each come off `(province, price)` in
 * a few index entries, and only those 8 (and 4 without a price) are ordered by distance.
 */
function nearestInPrice(db: Db, sameGroup: SQL | undefined, price: number) {
  const above = db
    .select(pickedColumns)
    .from(portalSearch)
    .where(and(sameGroup, gte(portalSearch.price, price)))
    .orderBy(asc(portalSearch.price), asc(portalSearch.propertyId))
    .limit(SIMILAR_LISTINGS_LIMIT);
  const below = db
    .select(pickedColumns)
    .from(portalSearch)
    .where(and(sameGroup, lt(portalSearch.price, price)))
    .orderBy(desc(portalSearch.price), asc(portalSearch.propertyId))
    .limit(SIMILAR_LISTINGS_LIMIT);
  const unpriced = db
    .select(pickedColumns)
    .from(portalSearch)
    .where(and(sameGroup, isNull(portalSearch.price)))
    .orderBy(asc(portalSearch.propertyId))
    .limit(SIMILAR_LISTINGS_LIMIT);
  const candidates = unionAll(above, below, unpriced).as("candidates");
  return db
    .select()
    .from(candidates)
    .orderBy(sql`abs(${candidates.price}::bigint - ${price}) asc nulls last`, asc(candidates.id))
    .limit(SIMILAR_LISTINGS_LIMIT)
    .as("picked");
}

/**
 * The day the listing (last) entered the portal, for 'Publicado el …'; null for a listing the
 * portal does not list (a tester's, seen by its owner). The listing's `createdAt` is when its
 * draft was started, which can be weeks earlier.
 */
export async function findListedAt(db: Db, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ listedAt: portalSearch.listedAt })
    .from(portalSearch)
    .where(eq(portalSearch.propertyId, id))
    .limit(1);
  return row?.listedAt ?? null;
}
