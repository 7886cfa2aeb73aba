import { type PurchaseCosts, purchaseCosts } from "#app/domain/taxes/purchase-costs";
import { isDwelling } from "./catalogues";
import { MORTGAGE_DEFAULTS, type MortgageInput } from "./mortgage";
import { communityOfProvince } from "./province-communities";

/**
 * The listing page's purchase estimates: the mortgage the buyer chose (or the page's example on the
 * listed price) and the taxes and fees at the listed price in the listing's community. Nothing
 * without a price; no taxes without a province we know.
 */
export function listingPurchaseEstimates(
  listing: { price: number | null; province: string | null; propertyType: string | null },
  chosen: MortgageInput | null,
): { mortgage: MortgageInput | null; costs: PurchaseCosts | null } {
  if (listing.price === null || listing.price <= 0) return { mortgage: null, costs: null };
  const community = communityOfProvince(listing.province);
  return {
    mortgage: chosen ?? { price: listing.price, ...MORTGAGE_DEFAULTS },
    costs: community ? purchaseCosts(listing.price, community, isDwelling(listing.propertyType)) : null,
  };
}
