import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import type { PropertyOrigin } from "#app/db/schema/properties";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import type { ListingFactValues } from "#app/domain/listings/fact-rows";
import { isReserved, sellerName } from "#app/domain/listings/labels";
import { listingFactColumns, publicListingColumns } from "#app/domain/listings/public-columns.server";
import { type ListingViewer, maySeeListing } from "#app/domain/listings/test-listings";
import { formatIsoDate } from "#app/lib/format";
import { isUuid } from "#app/lib/uuid";
import { hasActiveDeal } from "./reservation.server";

/** A listing as anyone may see it: no cadastral reference, DNI, e-mail, contract or agency tax data. */
export type PublicProperty = {
  id: string;
  title: string | null;
  description: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  origin: PropertyOrigin;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  /** Whether there is a number to call; the number itself only answers 'Ver teléfono'. */
  hasPhone: boolean;
  energyRating: string | null;
  images: string[];
  features: string[];
  /** The agency's company name, or the owner's first name, or a generic label. */
  sellerName: string;
  /** Signed arras: shown as 'Reservado', without a call button (labels.ts listingStatus). */
  isReserved: boolean;
  /**
   * The day it was published (YYYY-MM-DD), for the structured data's datePosted: a day, not the
   * millisecond, which would help guess the names of the owner's stored files.
   */
  publishedOn: string;
  /** Test content (docs/decisions/0025): only its owner and staff get this far; the page says so. */
  isTest: boolean;
  /** The seller's video and virtual tour, shown as links to their own sites (docs/decisions/0074). */
  videoUrl: string | null;
  virtualTourUrl: string | null;
} & ListingFactValues;

/**
 * The published listing with this id as this viewer may see it, or null (unknown, malformed,
 * draft, sold, taken down, or a tester's listing seen by anyone but its owner and staff).
 * Of the owner's profile only the name is joined; of the agency details only the company name
 * is read, inside the database, so the NIF and the legal representative never leave it.
 */
export async function getPublishedProperty(
  db: Db,
  id: string,
  viewer: ListingViewer,
): Promise<PublicProperty | null> {
  // A malformed id would make PostgreSQL raise an error on the uuid column instead of finding nothing.
  if (!isUuid(id)) return null;
  const row = (await publishedPropertyQuery(db, id))[0];
  if (!row || !maySeeListing(viewer, row)) return null;
  const {
    ownerName,
    agencyCompanyName,
    profileName,
    createdAt,
    arrasSigned,
    saleConfirmed,
    hasActiveDeal: dealAgreed,
    ownerId: _ownerId,
    ...listing
  } = row;
  return {
    ...listing,
    isReserved: isReserved({ status: "published", arrasSigned, saleConfirmed, hasActiveDeal: dealAgreed }),
    sellerName: sellerName({ origin: row.origin, agencyCompanyName, profileName, ownerName }),
    publishedOn: formatIsoDate(createdAt),
  };
}

/** The detail query (exported so the benchmark can EXPLAIN the very same SQL); `id` must be a UUID. */
export function publishedPropertyQuery(db: Db, id: string) {
  return db
    .select({
      ...publicListingColumns,
      ...listingFactColumns,
      description: properties.description,
      province: properties.province,
      images: properties.images,
      features: properties.features,
      createdAt: properties.createdAt,
      arrasSigned: properties.arrasSigned,
      saleConfirmed: properties.saleConfirmed,
      hasActiveDeal: hasActiveDeal(properties.id),
      isTest: properties.isTest,
      videoUrl: properties.videoUrl,
      virtualTourUrl: properties.virtualTourUrl,
      ownerId: properties.userId,
      ownerName: properties.ownerName,
      agencyCompanyName: sql<string | null>`${properties.agencyDetails} ->> 'company_name'`,
      profileName: users.name,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.id, id), eq(properties.status, "published")))
    .limit(1);
}
