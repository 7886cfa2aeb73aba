import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import {
  formTypesForPortalType,
  isFormPropertyType,
  PORTAL_PROPERTY_TYPES,
} from "#app/domain/listings/catalogues";
import { cardColumns, type PortalListing } from "#app/domain/listings/portal.server";

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
  const nearest: SQL[] =
    listing.price === null
      ? [sql`${portalSearch.createdAt} desc`, sql`${portalSearch.propertyId} desc`]
      : [
          sql`abs(${portalSearch.price}::bigint - ${listing.price}) asc nulls last`,
          sql`${portalSearch.propertyId} asc`,
        ];
  const picked = db
    .select({ id: portalSearch.propertyId, createdAt: portalSearch.createdAt, price: portalSearch.price })
    .from(portalSearch)
    .where(
      and(
        eq(portalSearch.province, listing.province),
        inArray(portalSearch.propertyType, [...typesLike(listing.propertyType)]),
        ne(portalSearch.propertyId, listing.id),
      ),
    )
    .orderBy(...nearest)
    .limit(SIMILAR_LISTINGS_LIMIT)
    .as("picked");
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
