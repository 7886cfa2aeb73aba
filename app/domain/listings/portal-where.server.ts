import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import { formTypesForPortalType, originOfFilter } from "#app/domain/listings/catalogues";
import { type PortalFilters, pageOffset, searchPatterns } from "#app/domain/listings/filters";
import { featureOf } from "#app/domain/listings/search-options";

/** The columns the portal's filters read: `portal_search`'s, or the same facts of a `properties` row. */
export type FilterColumns = {
  searchText: SQLWrapper;
  province: SQLWrapper;
  propertyType: SQLWrapper;
  propertyOrigin: SQLWrapper;
  price: SQLWrapper;
  bedrooms: SQLWrapper;
  bathrooms: SQLWrapper;
  size: SQLWrapper;
  features: SQLWrapper;
};

export const PORTAL_SEARCH_COLUMNS: FilterColumns = {
  searchText: portalSearch.searchText,
  province: portalSearch.province,
  propertyType: portalSearch.propertyType,
  propertyOrigin: portalSearch.propertyOrigin,
  price: portalSearch.price,
  bedrooms: portalSearch.bedrooms,
  bathrooms: portalSearch.bathrooms,
  size: portalSearch.size,
  features: portalSearch.features,
};

/**
 * The listing's own columns, folded exactly as the trigger folds them into `portal_search` (and as
 * `properties_search_trgm_idx` indexes them): for the few listings the portal reads from
 * `properties` directly, a tester's own test listings (test-listings.server.ts).
 */
export const PROPERTY_FILTER_COLUMNS: FilterColumns = {
  searchText: sql`immutable_unaccent(lower(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.address}, '')))`,
  province: properties.province,
  propertyType: properties.propertyType,
  propertyOrigin: properties.propertyOrigin,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  features: properties.features,
};

/**
 * Every value a search sends to the database, by the name its placeholder carries in a prepared
 * statement (portal-statements.server.ts): a filter that is not set has no value.
 */
export function portalValues(filters: PortalFilters): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  searchPatterns(filters.search).forEach((pattern, index) => {
    values[`word${index}`] = pattern;
  });
  if (filters.province) values.province = filters.province;
  if (filters.origin) values.origin = originOfFilter(filters.origin);
  for (const figure of FIGURES) {
    const value = filters[figure];
    if (value !== null) values[figure] = value;
  }
  if (filters.features.length > 0) {
    // One text parameter cast to an array (both drivers read it alike); the names come from the
    // catalogue, never from the URL, so quoting each is enough.
    values.features = `{${filters.features.map((feature) => `"${featureOf(feature)}"`).join(",")}}`;
  }
  return values;
}

const FIGURES = ["priceMin", "priceMax", "bedroomsMin", "bathroomsMin", "sizeMin", "sizeMax"] as const;

/** A value where the SQL takes it: the value itself, or a prepared statement's placeholder for it. */
export type Binder = (name: string) => unknown;

/**
 * Each filter that is set, on `portal_search`, which holds the public portal only
 * (published, never test content). Undefined when no filter is set.
 */
export function portalWhere(
  filters: PortalFilters,
  columns: FilterColumns = PORTAL_SEARCH_COLUMNS,
  bind: Binder = bindValuesOf(filters),
): SQL | undefined {
  const conditions: SQL[] = [];
  // The visitor's words are folded as the trigger folded the listing's text; the pattern is a
  // constant by the time PostgreSQL plans the query (parameters of unnamed statements are), so
  // the trigram index applies.
  searchPatterns(filters.search).forEach((_, index) => {
    conditions.push(sql`${columns.searchText} like immutable_unaccent(lower(${bind(`word${index}`)}))`);
  });
  if (filters.province) conditions.push(eq(columns.province, bind("province")));
  // A portal type covers several form types ('Piso' finds 'Ático'…, catalogues.ts), whoever
  // publishes the listing; the origin is a filter of its own.
  if (filters.type) {
    conditions.push(inArray(columns.propertyType, [...formTypesForPortalType(filters.type)]));
  }
  if (filters.origin) conditions.push(eq(columns.propertyOrigin, bind("origin")));
  // A listing that does not give a figure never matches a filter on it: a budget is no budget if a
  // price-less listing passes it.
  if (filters.priceMin !== null) conditions.push(gte(columns.price, bind("priceMin")));
  if (filters.priceMax !== null) conditions.push(lte(columns.price, bind("priceMax")));
  if (filters.bedroomsMin !== null) conditions.push(gte(columns.bedrooms, bind("bedroomsMin")));
  if (filters.bathroomsMin !== null) conditions.push(gte(columns.bathrooms, bind("bathroomsMin")));
  if (filters.sizeMin !== null) conditions.push(gte(columns.size, bind("sizeMin")));
  if (filters.sizeMax !== null) conditions.push(lte(columns.size, bind("sizeMax")));
  if (filters.features.length > 0) conditions.push(sql`${columns.features} @> ${bind("features")}::text[]`);
  return and(...conditions);
}

/** The filters' own values (and a page's offset) written into the SQL as parameters. */
export function bindValuesOf(filters: PortalFilters, page = 1): Binder {
  const values: Record<string, string | number> = { ...portalValues(filters), offset: pageOffset(page) };
  return (name) => values[name];
}
