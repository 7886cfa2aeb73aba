import { formTypesForPortalType, originOfFilter } from "#app/domain/listings/catalogues";
import type { PortalFilters } from "#app/domain/listings/filters";
import { featureOf, type PortalSort } from "#app/domain/listings/search-options";

/**
 * The portal's filter and order rules (portal-where.server.ts, portal-query.server.ts) applied to
 * listings held in memory: the same rule, read in JavaScript, for the portal's index
 * (portal-index.server.ts). Each rule here says which SQL it mirrors; a test on both engines runs
 * every search both ways and compares the rows (portal-index.server.test.ts).
 */

/** The facts of one published listing that the filters and orders read (`portal_search`'s row). */
export type IndexedFacts = {
  id: string;
  /** Title and address folded by the database: `immutable_unaccent(lower(…))`. */
  searchText: string;
  province: string | null;
  propertyType: string | null;
  propertyOrigin: string;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  features: readonly string[];
  /** `created_at` in microseconds since the epoch: PostgreSQL orders by the microsecond. */
  createdAtMicros: number;
};

/** A search's filters with every value as the rows hold it (words folded, catalogue names mapped). */
export type IndexCriteria = {
  words: readonly string[];
  province: string | null;
  types: ReadonlySet<string> | null;
  origin: string | null;
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  bathroomsMin: number | null;
  sizeMin: number | null;
  sizeMax: number | null;
  features: readonly string[];
};

/** `foldedWords`: the search's words as the database folds them (portal-index.server.ts). */
export function criteriaOf(filters: PortalFilters, foldedWords: readonly string[]): IndexCriteria {
  return {
    words: foldedWords,
    province: filters.province,
    types: filters.type ? new Set(formTypesForPortalType(filters.type)) : null,
    origin: filters.origin ? originOfFilter(filters.origin) : null,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    bedroomsMin: filters.bedroomsMin,
    bathroomsMin: filters.bathroomsMin,
    sizeMin: filters.sizeMin,
    sizeMax: filters.sizeMax,
    features: filters.features.map(featureOf),
  };
}

/** `portalWhere`: every filter that is set; a listing without the figure a filter reads never matches it. */
export function matches(row: IndexedFacts, criteria: IndexCriteria): boolean {
  // `search_text LIKE '%word%'` with the word's LIKE wildcards escaped: a plain substring.
  for (const word of criteria.words) if (!row.searchText.includes(word)) return false;
  if (criteria.province !== null && row.province !== criteria.province) return false;
  if (criteria.types !== null && (row.propertyType === null || !criteria.types.has(row.propertyType)))
    return false;
  if (criteria.origin !== null && row.propertyOrigin !== criteria.origin) return false;
  if (!atLeast(row.price, criteria.priceMin) || !atMost(row.price, criteria.priceMax)) return false;
  if (!atLeast(row.bedrooms, criteria.bedroomsMin) || !atLeast(row.bathrooms, criteria.bathroomsMin))
    return false;
  if (!atLeast(row.size, criteria.sizeMin) || !atMost(row.size, criteria.sizeMax)) return false;
  // `features @> array[…]`: every feature asked for.
  return criteria.features.every((feature) => row.features.includes(feature));
}

function atLeast(value: number | null, bound: number | null) {
  return bound === null || (value !== null && value >= bound);
}

function atMost(value: number | null, bound: number | null) {
  return bound === null || (value !== null && value <= bound);
}

type Compare = (a: IndexedFacts, b: IndexedFacts) => number;

/** `portalOrder`: the buyer's order, a missing figure last, the id breaking ties. */
export function compareFor(sort: PortalSort): Compare {
  switch (sort) {
    case "precio-asc":
      return (a, b) => nullsLast(a.price, b.price, 1) || byId(a, b);
    case "precio-desc":
      return (a, b) => nullsLast(a.price, b.price, -1) || byId(b, a);
    case "euro-m2":
      return (a, b) => byPricePerM2(a, b) || byId(a, b);
    case "superficie":
      return (a, b) => nullsLast(a.size, b.size, -1) || byId(b, a);
    default:
      return (a, b) => b.createdAtMicros - a.createdAtMicros || byId(b, a);
  }
}

function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/**
 * Canonical UUID text orders as PostgreSQL orders the 16 bytes: hex digits and the hyphens at
 * fixed places, all lower case.
 */
function byId(a: IndexedFacts, b: IndexedFacts): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * `price::numeric / nullif(size, 0) asc nulls last`, compared exactly as fractions (a/b against
 * c/d by the cross products, all within 2^53 at the filters' bounds) instead of as rounded floats.
 */
function byPricePerM2(a: IndexedFacts, b: IndexedFacts): number {
  const hasA = a.price !== null && a.size !== null && a.size !== 0;
  const hasB = b.price !== null && b.size !== null && b.size !== 0;
  if (!hasA || !hasB) return hasA === hasB ? 0 : hasA ? -1 : 1;
  const [priceA, sizeA, priceB, sizeB] = [
    a.price as number,
    a.size as number,
    b.price as number,
    b.size as number,
  ];
  return Math.sign(priceA * sizeB - priceB * sizeA) * Math.sign(sizeA * sizeB);
}
