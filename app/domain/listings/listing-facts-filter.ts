import { EMPTY_PORTAL_FILTERS, type PortalFilters } from "./filters";
import { featureOf } from "./search-options";

/** The facts of a listing that the buyer's figures filter on, as `portal_search` holds them. */
export type ListingFacts = {
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  features: readonly string[];
};

/** The place and words of a search: what needs the database's text folding and the trigram index. */
export function placeAndWordsOf(filters: PortalFilters): PortalFilters {
  const { search, province, type, origin } = filters;
  return { ...EMPTY_PORTAL_FILTERS, search, province, type, origin };
}

/**
 * Whether a listing meets a search's budget, rooms, bathrooms, surface and features: the same rule
 * as `portalWhere` in SQL (a set figure the listing does not give is not met; every feature asked
 * for must be there), for the alert job, which reads the place and words once per distinct pair
 * and applies these figures to the few new listings that pass (docs/benchmarks/portal.md).
 */
export function meetsFigures(filters: PortalFilters, facts: ListingFacts): boolean {
  const atLeast = (wanted: number | null, value: number | null) =>
    wanted === null || (value !== null && value >= wanted);
  const atMost = (wanted: number | null, value: number | null) =>
    wanted === null || (value !== null && value <= wanted);
  return (
    atLeast(filters.priceMin, facts.price) &&
    atMost(filters.priceMax, facts.price) &&
    atLeast(filters.bedroomsMin, facts.bedrooms) &&
    atLeast(filters.bathroomsMin, facts.bathrooms) &&
    atLeast(filters.sizeMin, facts.size) &&
    atMost(filters.sizeMax, facts.size) &&
    filters.features.every((feature) => facts.features.includes(featureOf(feature)))
  );
}
