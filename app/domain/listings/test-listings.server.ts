import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import type { PortalFilters } from "#app/domain/listings/filters";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { cardColumns } from "#app/domain/listings/portal-query.server";
import { PROPERTY_FILTER_COLUMNS, portalWhere } from "#app/domain/listings/portal-where.server";
import { isUuid } from "#app/lib/uuid";
import { type ListingViewer, maySeeListing } from "./test-listings";

/** More than a tester keeps at once; the portal shows them above the public results. */
export const OWN_TEST_LISTINGS_LIMIT = 12;

/**
 * The viewer's own published test listings that match the portal's filters, newest first: what a
 * tester sees of their samples on the portal (docs/decisions/0025). Read from `properties` by
 * owner (`properties_user_id_idx`), since `portal_search` never holds test content. Empty for a
 * visitor.
 */
export async function findOwnTestListings(
  db: Db,
  viewer: ListingViewer,
  filters: PortalFilters,
): Promise<PortalListing[]> {
  if (!viewer) return [];
  return db
    .select(cardColumns)
    .from(properties)
    .where(
      and(
        eq(properties.userId, viewer.id),
        eq(properties.isTest, true),
        eq(properties.status, "published"),
        portalWhere(filters, PROPERTY_FILTER_COLUMNS),
      ),
    )
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(OWN_TEST_LISTINGS_LIMIT);
}

/**
 * Whether this listing is test content the viewer may not see: then every form of its page answers
 * as if it did not exist (404), as its page does. False for a real listing, or an unknown id (the
 * forms' own checks answer those).
 */
export async function isHiddenTestListing(
  db: Db,
  propertyId: string,
  /** Asked only for a test listing: a real listing's form costs no session read. */
  viewer: () => Promise<ListingViewer>,
): Promise<boolean> {
  if (!isUuid(propertyId)) return false;
  const [row] = await db
    .select({ isTest: properties.isTest, ownerId: properties.userId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row?.isTest) return false;
  return !maySeeListing(await viewer(), row);
}
