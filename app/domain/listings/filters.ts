/**
 * The portal's filters as the URL carries them, so a filtered page can be shared,
 * bookmarked, crawled and reached with the back button, and works as a plain GET form.
 * Parsing never fails: an unknown province or type, or a page that is not a number, is ignored
 * as if it were absent, because any URL a person or a crawler types must render a page.
 */
import {
  isPortalOriginFilter,
  isPortalPropertyType,
  type PortalOriginFilter,
  type PortalPropertyType,
  type Province,
} from "#app/domain/listings/catalogues";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { oneLineText } from "#app/lib/one-line-text";
import { lastPageOf, parsePageParam, pageOffset as rowsBefore } from "#app/lib/pagination";
import { localePathTo, ROUTES } from "#app/urls";
import { provinceFromName } from "./province-names";
import {
  BATHROOM_STEPS,
  BEDROOM_STEPS,
  DEFAULT_PORTAL_SORT,
  isPortalFeature,
  MAX_PRICE_FILTER,
  MAX_SIZE_FILTER,
  orderedRange,
  PORTAL_FEATURES,
  type PortalFeature,
  type PortalSort,
  parseAtLeast,
  parsePortalSort,
  parseWholeNumber,
} from "./search-options";

/**
 * Listings on one portal page: 12 keeps the page light on a phone (fewer cards and photos to lay
 * out and decode) and its HTML within one round trip, 15 KB gzip (ADR 0018).
 */
export const PORTAL_PAGE_SIZE = 12;
/**
 * Counting stops here: an exact count of a common search term visits every matching row, which
 * at 100.000 listings costs more than the whole page may take. Beyond it the portal says
 * 'Más de 1.000' and pages stop too, as large portals do: deeper results come from narrowing.
 */
export const PORTAL_COUNT_CAP = 1000;
export const PORTAL_MAX_PAGE = Math.ceil(PORTAL_COUNT_CAP / PORTAL_PAGE_SIZE);
/** Longer input is cut: a title plus an address is rarely longer, and huge patterns cost the index. */
export const MAX_SEARCH_LENGTH = 100;
/** Each word must appear; more words than this only make the query heavier. */
export const MAX_SEARCH_WORDS = 6;

/** Spanish query parameter names: the URL is part of what the user reads and shares. */
export const PORTAL_PARAM = {
  search: "q",
  province: "provincia",
  type: "tipo",
  origin: "origen",
  priceMin: "precio_min",
  priceMax: "precio_max",
  bedroomsMin: "habitaciones",
  bathroomsMin: "banos",
  sizeMin: "m2_min",
  sizeMax: "m2_max",
  features: "extras",
  sort: "orden",
  page: "pagina",
} as const;

export type PortalFilters = {
  /** Trimmed, inner whitespace collapsed; '' when absent. */
  search: string;
  province: Province | null;
  type: PortalPropertyType | null;
  origin: PortalOriginFilter | null;
  /** Euros, inclusive; null when not set. */
  priceMin: number | null;
  priceMax: number | null;
  /** At least this many. */
  bedroomsMin: number | null;
  bathroomsMin: number | null;
  /** Built m², inclusive. */
  sizeMin: number | null;
  sizeMax: number | null;
  /** Every one of these, in PORTAL_FEATURES order. */
  features: PortalFeature[];
};

/** What the portal page shows: the filters, the order (not a filter: a saved search has none) and the page. */
export type PortalQuery = PortalFilters & {
  sort: PortalSort;
  /** 1-based, within 1..PORTAL_MAX_PAGE. */
  page: number;
};

export const EMPTY_PORTAL_FILTERS: PortalFilters = {
  search: "",
  province: null,
  type: null,
  origin: null,
  priceMin: null,
  priceMax: null,
  bedroomsMin: null,
  bathroomsMin: null,
  sizeMin: null,
  sizeMax: null,
  features: [],
};

/** Before type and origin were two filters, agency listings were a 'type': old links keep working. */
const LEGACY_AGENCY_TYPE = "agency";

function normalizeSearch(raw: string | null): string {
  return oneLineText(raw, MAX_SEARCH_LENGTH);
}

export function parsePortalQuery(params: URLSearchParams): PortalQuery {
  const province = params.get(PORTAL_PARAM.province);
  const type = params.get(PORTAL_PARAM.type);
  const origin = type === LEGACY_AGENCY_TYPE ? "agencia" : params.get(PORTAL_PARAM.origin);
  const [priceMin, priceMax] = orderedRange(
    parseWholeNumber(params.get(PORTAL_PARAM.priceMin), MAX_PRICE_FILTER),
    parseWholeNumber(params.get(PORTAL_PARAM.priceMax), MAX_PRICE_FILTER),
  );
  const [sizeMin, sizeMax] = orderedRange(
    parseWholeNumber(params.get(PORTAL_PARAM.sizeMin), MAX_SIZE_FILTER),
    parseWholeNumber(params.get(PORTAL_PARAM.sizeMax), MAX_SIZE_FILTER),
  );
  const features = new Set(params.getAll(PORTAL_PARAM.features).filter(isPortalFeature));
  return {
    search: normalizeSearch(params.get(PORTAL_PARAM.search)),
    province: provinceFromName(province),
    type: isPortalPropertyType(type) ? type : null,
    origin: isPortalOriginFilter(origin) ? origin : null,
    priceMin,
    priceMax,
    bedroomsMin: parseAtLeast(params.get(PORTAL_PARAM.bedroomsMin), BEDROOM_STEPS),
    bathroomsMin: parseAtLeast(params.get(PORTAL_PARAM.bathroomsMin), BATHROOM_STEPS),
    sizeMin,
    sizeMax,
    features: PORTAL_FEATURES.map((option) => option.value).filter((value) => features.has(value)),
    sort: parsePortalSort(params.get(PORTAL_PARAM.sort)),
    page: parsePageParam(params.get(PORTAL_PARAM.page), PORTAL_MAX_PAGE),
  };
}

/** The filters of a query, without its order and page: what a saved search keeps. */
export function filtersOf(query: PortalQuery): PortalFilters {
  const { sort: _sort, page: _page, ...filters } = query;
  return filters;
}

/** The query string of a portal URL ('' or '?…'), leaving out what is at its default. */
export function portalSearchParams(query: Partial<PortalQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set(PORTAL_PARAM.search, query.search);
  if (query.province) params.set(PORTAL_PARAM.province, query.province);
  if (query.type) params.set(PORTAL_PARAM.type, query.type);
  if (query.origin) params.set(PORTAL_PARAM.origin, query.origin);
  const numbers = ["priceMin", "priceMax", "bedroomsMin", "bathroomsMin", "sizeMin", "sizeMax"] as const;
  for (const key of numbers) {
    const value = query[key];
    if (value) params.set(PORTAL_PARAM[key], String(value));
  }
  for (const feature of query.features ?? []) params.append(PORTAL_PARAM.features, feature);
  if (query.sort && query.sort !== DEFAULT_PORTAL_SORT) params.set(PORTAL_PARAM.sort, query.sort);
  if (query.page && query.page > 1) params.set(PORTAL_PARAM.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The portal's address for a query, in the reader's language (Spanish at the root). */
export function portalHref(query: Partial<PortalQuery>, locale: Locale = DEFAULT_LOCALE): string {
  return localePathTo(locale, ROUTES.portal, portalSearchParams(query));
}

export function activeFilterCount(filters: PortalFilters): number {
  return mainFilterCount(filters) + moreFilterCount(filters);
}

/** The filters always in view: words, province, type and advertiser. */
export function mainFilterCount(filters: PortalFilters): number {
  return [filters.search, filters.province, filters.type, filters.origin].filter(Boolean).length;
}

/** The filters behind 'Más filtros': budget, rooms, surface and features. */
export function moreFilterCount(filters: PortalFilters): number {
  const set = [
    filters.priceMin,
    filters.priceMax,
    filters.bedroomsMin,
    filters.bathroomsMin,
    filters.sizeMin,
    filters.sizeMax,
  ].filter((value) => value !== null).length;
  return set + filters.features.length;
}

/** LIKE treats `%`, `_` and the escape character as wildcards; a user's '50%' means the text '50%'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The search as LIKE patterns, one per word ('%piso%', '%madrid%'), each to be found in the title
 * or the address. Matching words rather than the whole phrase lets 'piso madrid' find a flat in
 * Chamberí whose address ends in Madrid; a phrase that matched before still matches. Case and
 * accents are folded by the database with the same function as the index (so 'atico' finds
 * 'Ático'); repeated words are dropped.
 */
export function searchPatterns(search: string): string[] {
  return searchWords(search).map((word) => `%${escapeLike(word)}%`);
}

/** The words each listing must contain, lower case, before the database folds their accents. */
export function searchWords(search: string): string[] {
  const words = normalizeSearch(search).split(" ").filter(Boolean);
  const unique = [...new Set(words.map((word) => word.toLowerCase()))];
  return unique.slice(0, MAX_SEARCH_WORDS);
}

export function pageOffset(page: number): number {
  return rowsBefore(page, PORTAL_PAGE_SIZE);
}

export type ResultCount = {
  /** Exact up to PORTAL_COUNT_CAP; PORTAL_COUNT_CAP when there are more. */
  total: number;
  isCapped: boolean;
};

/** The last page that has listings, for a count that may be capped. */
export function lastPage({ total, isCapped }: ResultCount): number {
  if (isCapped) return PORTAL_MAX_PAGE;
  return lastPageOf(total, PORTAL_PAGE_SIZE, PORTAL_MAX_PAGE);
}
