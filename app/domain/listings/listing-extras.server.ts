import type { Db } from "#app/db/client.server";
import { listingReference, pricePerSquareMetre } from "./listing-reference";
import type { PublicProperty } from "./property.server";
import { listingPurchaseEstimates } from "./purchase-estimates";
import { findListedAt, findSimilarListings } from "./similar-listings.server";

/**
 * What the listing page adds for a buyer comparing: €/m², the day it was
 * published, its reference, the purchase estimates and up to 4 similar listings. The same for
 * every visitor: the page is shared by the page cache (a buyer's own mortgage figures are another
 * page, routes/public/property-mortgage.tsx).
 */
export async function listingBuyerExtras(db: Db, property: PublicProperty) {
  const [similar, listedAt] = await Promise.all([
    findSimilarListings(db, property),
    findListedAt(db, property.id),
  ]);
  return {
    pricePerSquareMetre: pricePerSquareMetre(property.price, property.size),
    publishedOn: listedAt ?? property.publishedOn,
    reference: listingReference(property.id),
    ...listingPurchaseEstimates(property, null),
    similar,
  };
}
