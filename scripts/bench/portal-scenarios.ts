/**
 * The portal benchmark's scenarios (`npm run bench:portal`): each a name, the paths it cycles
 * through and the filters of each path, so the database's share can be measured on the very same
 * searches without HTTP (`scripts/bench/portal-database.ts`).
 */
import {
  EMPTY_PORTAL_FILTERS,
  PORTAL_MAX_PAGE,
  type PortalFilters,
  portalHref,
} from "#app/domain/listings/filters";
import type { PortalSort } from "#app/domain/listings/search-options";

/** Each scenario cycles through its paths, so no single cached plan or page flatters it. */
const SEARCH_TERMS = ["atico", "malaga", "piso terraza"];
/** A province with a type, or with the agency origin (what 'tipo=agency' selected before). */
const PROVINCE_TYPE: PortalFilters[] = [
  { ...EMPTY_PORTAL_FILTERS, province: "Madrid", type: "Piso" },
  { ...EMPTY_PORTAL_FILTERS, province: "Barcelona", origin: "agencia" },
  { ...EMPTY_PORTAL_FILTERS, province: "Valencia", type: "Garaje" },
];

/** A budget with rooms or a surface, features, and the orders other than the newest. */
const BUDGET_ROOMS: PortalFilters[] = [
  { ...EMPTY_PORTAL_FILTERS, priceMax: 250_000, bedroomsMin: 2 },
  { ...EMPTY_PORTAL_FILTERS, province: "Madrid", priceMax: 400_000, bedroomsMin: 3 },
  { ...EMPTY_PORTAL_FILTERS, priceMin: 150_000, priceMax: 300_000, sizeMin: 80 },
];
const FEATURES: PortalFilters[] = [
  { ...EMPTY_PORTAL_FILTERS, features: ["piscina"] },
  { ...EMPTY_PORTAL_FILTERS, features: ["garaje", "terraza"] },
  { ...EMPTY_PORTAL_FILTERS, province: "Málaga", features: ["piscina"] },
];
const SORTED: SortedFilters[] = [
  { ...EMPTY_PORTAL_FILTERS, sort: "precio-asc" },
  // Descending with nulls last: read off their own indexes since migration 0022.
  { ...EMPTY_PORTAL_FILTERS, sort: "precio-desc" },
  { ...EMPTY_PORTAL_FILTERS, sort: "superficie" },
  { ...EMPTY_PORTAL_FILTERS, province: "Madrid", sort: "euro-m2" },
  { ...EMPTY_PORTAL_FILTERS, priceMax: 300_000, sort: "superficie" },
];

/** Every filter at once, in each order but the newest (a new search as a buyer narrows one down). */
export const EVERY_FILTER: SortedFilters[] = (["precio-asc", "euro-m2", "superficie"] as const).map(
  (sort, index) => ({
    ...EMPTY_PORTAL_FILTERS,
    search: ["piso", "atico", "casa"][index] ?? "piso",
    province: (["Madrid", "Barcelona", "Valencia"] as const)[index] ?? null,
    type: "Piso",
    priceMin: 100_000,
    priceMax: 600_000,
    bedroomsMin: 2,
    bathroomsMin: 1,
    sizeMin: 50,
    sizeMax: 200,
    features: ["terraza"],
    sort,
  }),
);

export type SortedFilters = PortalFilters & { sort?: PortalSort; page?: number };
/**
 * The last page a search can reach (PORTAL_MAX_PAGE: 1.000 results), in each order: an offset
 * read past ~1.000 rows, which a first page never shows.
 */
const DEEP_PAGES: SortedFilters[] = [
  { ...EMPTY_PORTAL_FILTERS, page: PORTAL_MAX_PAGE },
  { ...EMPTY_PORTAL_FILTERS, province: "Madrid", sort: "precio-asc", page: PORTAL_MAX_PAGE },
  { ...EMPTY_PORTAL_FILTERS, sort: "precio-desc", page: PORTAL_MAX_PAGE },
  { ...EMPTY_PORTAL_FILTERS, search: "piso", sort: "euro-m2", page: PORTAL_MAX_PAGE },
  { ...EMPTY_PORTAL_FILTERS, priceMax: 300_000, sort: "superficie", page: PORTAL_MAX_PAGE },
];

export type Scenario = {
  name: string;
  paths: string[];
  filters: SortedFilters[];
  /** A new path on each request, from a sequence seeded by the round (the same for each build). */
  sequence?: (seed: number) => () => string;
};

export function portalScenarios(): Scenario[] {
  return [
    { name: "GET /portal", paths: ["/portal"], filters: [EMPTY_PORTAL_FILTERS] },
    {
      name: "GET /portal?q=… (text)",
      paths: SEARCH_TERMS.map((term) => `/portal?q=${encodeURIComponent(term)}`),
      filters: SEARCH_TERMS.map((search) => ({ ...EMPTY_PORTAL_FILTERS, search })),
    },
    {
      name: "GET /portal?provincia=…&tipo=…",
      paths: PROVINCE_TYPE.map((filters) => portalHref(filters)),
      filters: PROVINCE_TYPE,
    },
    {
      name: "GET /portal?precio_max=…&habitaciones=…",
      paths: BUDGET_ROOMS.map((filters) => portalHref(filters)),
      filters: BUDGET_ROOMS,
    },
    {
      name: "GET /portal?extras=…",
      paths: FEATURES.map((filters) => portalHref(filters)),
      filters: FEATURES,
    },
    { name: "GET /portal?orden=…", paths: SORTED.map((filters) => portalHref(filters)), filters: SORTED },
    {
      name: "GET /portal?… (every filter, sorted)",
      paths: EVERY_FILTER.map((filters) => portalHref(filters)),
      filters: EVERY_FILTER,
    },
    {
      name: "GET /portal?…&pagina=84 (last page)",
      paths: DEEP_PAGES.map((filters) => portalHref(filters)),
      filters: DEEP_PAGES,
    },
  ];
}
