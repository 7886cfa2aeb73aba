/**
 * The portal's filters (spec §5) as the URL carries them, so a filtered page can be shared,
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
import { oneLineText } from "#app/lib/one-line-text";
import { lastPageOf, parsePageParam, pageOffset as rowsBefore } from "#app/lib/pagination";
import { provinceFromName } from "./province-names";

/**
 * Listings on one portal page: 12 keeps the page light on a phone (fewer cards and photos to lay
 * out and decode) and its HTML within one round trip, 15 KB gzip (issue 21, ADR 0018).
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
  page: "pagina",
} as const;

export type PortalFilters = {
  /** Trimmed, inner whitespace collapsed; '' when absent. */
  search: string;
  province: Province | null;
  type: PortalPropertyType | null;
  origin: PortalOriginFilter | null;
};

export type PortalQuery = PortalFilters & {
  /** 1-based, within 1..PORTAL_MAX_PAGE. */
  page: number;
};

export const EMPTY_PORTAL_FILTERS: PortalFilters = {
  search: "",
  province: null,
  type: null,
  origin: null,
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
  return {
    search: normalizeSearch(params.get(PORTAL_PARAM.search)),
    province: provinceFromName(province),
    type: isPortalPropertyType(type) ? type : null,
    origin: isPortalOriginFilter(origin) ? origin : null,
    page: parsePageParam(params.get(PORTAL_PARAM.page), PORTAL_MAX_PAGE),
  };
}

/** The query string of a portal URL ('' or '?…'), leaving out what is at its default. */
export function portalSearchParams(query: Partial<PortalQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set(PORTAL_PARAM.search, query.search);
  if (query.province) params.set(PORTAL_PARAM.province, query.province);
  if (query.type) params.set(PORTAL_PARAM.type, query.type);
  if (query.origin) params.set(PORTAL_PARAM.origin, query.origin);
  if (query.page && query.page > 1) params.set(PORTAL_PARAM.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function portalHref(query: Partial<PortalQuery>): string {
  return `/portal${portalSearchParams(query)}`;
}

export function activeFilterCount(filters: PortalFilters): number {
  return [filters.search, filters.province, filters.type, filters.origin].filter(Boolean).length;
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
  const words = normalizeSearch(search).split(" ").filter(Boolean);
  const unique = [...new Set(words.map((word) => word.toLowerCase()))];
  return unique.slice(0, MAX_SEARCH_WORDS).map((word) => `%${escapeLike(word)}%`);
}

export function pageOffset(page: number): number {
  return rowsBefore(page, PORTAL_PAGE_SIZE);
}

export type ResultCount = {
  /** Exact up to PORTAL_COUNT_CAP; PORTAL_COUNT_CAP when there are more. */
  total: number;
  isCapped: boolean;
};

/** 'No…' is left to the empty state; '1 propiedad', '24 propiedades', 'Más de 1.000 propiedades'. */
const countFormat = new Intl.NumberFormat("es-ES", { useGrouping: "always" });

export function resultCountLabel({ total, isCapped }: ResultCount): string {
  const formatted = countFormat.format(total);
  if (isCapped) return `Más de ${formatted} propiedades`;
  return total === 1 ? "1 propiedad" : `${formatted} propiedades`;
}

/** The last page that has listings, for a count that may be capped. */
export function lastPage({ total, isCapped }: ResultCount): number {
  if (isCapped) return PORTAL_MAX_PAGE;
  return lastPageOf(total, PORTAL_PAGE_SIZE, PORTAL_MAX_PAGE);
}
