/**
 * The staff panel's list state as the URL carries it (?tab=propiedades&q=…&pagina=2), so a search
 * works as a plain GET form without JavaScript, survives a reload and can be shared between staff.
 * Parsing never fails: anything unknown falls back to its default.
 */
import { PROVINCES, type Province } from "#app/domain/listings/catalogues";
import { escapeLike } from "#app/domain/listings/filters";
import { normalizeSpanishId } from "#app/domain/users/dni";
import { oneLineText } from "#app/lib/one-line-text";
import { lastPageOf, pageOffset, parsePageParam } from "#app/lib/pagination";
import { pathTo, ROUTES } from "#app/urls";

export const ADMIN_TABS = ["clientes", "propiedades"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_PAGE_SIZE = 20;
/** Deep enough for any real list; beyond it a search narrows faster than paging. */
export const ADMIN_MAX_PAGE = 5000;
export const MAX_ADMIN_SEARCH_LENGTH = 100;
/** Each word must appear; more only make the query heavier. */
export const MAX_ADMIN_SEARCH_WORDS = 6;

/** Spanish parameter values and page name, like the portal's (`pagina`). */
export const ADMIN_PARAM = { tab: "tab", search: "q", page: "pagina" } as const;

export type AdminQuery = {
  tab: AdminTab;
  /** Trimmed, inner whitespace collapsed; '' when absent. */
  search: string;
  /** 1-based. */
  page: number;
};

const isAdminTab = (value: string | null): value is AdminTab =>
  value !== null && (ADMIN_TABS as readonly string[]).includes(value);

export function normalizeAdminSearch(raw: string | null | undefined): string {
  return oneLineText(raw, MAX_ADMIN_SEARCH_LENGTH);
}

export function parseAdminQuery(params: URLSearchParams): AdminQuery {
  const tab = params.get(ADMIN_PARAM.tab);
  return {
    tab: isAdminTab(tab) ? tab : "clientes",
    search: normalizeAdminSearch(params.get(ADMIN_PARAM.search)),
    page: parsePageParam(params.get(ADMIN_PARAM.page), ADMIN_MAX_PAGE),
  };
}

/** '' or '?…', leaving out what is at its default, so each list state has exactly one URL. */
export function adminSearchParams(query: Partial<AdminQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "clientes") params.set(ADMIN_PARAM.tab, query.tab);
  if (query.search) params.set(ADMIN_PARAM.search, query.search);
  if (query.page && query.page > 1) params.set(ADMIN_PARAM.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function adminHref(query: Partial<AdminQuery>): string {
  return pathTo(ROUTES.admin, adminSearchParams(query));
}

export function adminPageOffset(page: number): number {
  return pageOffset(page, ADMIN_PAGE_SIZE);
}

export function adminLastPage(total: number): number {
  return lastPageOf(total, ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE);
}

/** The distinct words of a search, lower-cased, at most MAX_ADMIN_SEARCH_WORDS. */
export function adminSearchWords(search: string): string[] {
  const words = normalizeAdminSearch(search).split(" ").filter(Boolean);
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, MAX_ADMIN_SEARCH_WORDS);
}

/**
 * One LIKE pattern per word ('%gil%', '%valencia%'), wildcards in the text escaped (a search for
 * '50%' means the characters '50%'). The database folds case and accents on both sides.
 */
export function adminSearchPatterns(search: string): string[] {
  return adminSearchWords(search).map((word) => `%${escapeLike(word)}%`);
}

/**
 * The search read as (part of) a DNI/NIE the way staff type it from a document: '48.273.615-x'
 * finds '48273615X' (stored normalised, profile.schema.ts). Lower-case, to be matched against the
 * folded text. Null when it cannot be one (too short, or other characters).
 */
export function adminDniPattern(search: string): string | null {
  const id = normalizeSpanishId(normalizeAdminSearch(search));
  if (id.length < 3 || !/^[0-9A-Z]+$/.test(id)) return null;
  return `%${id.toLowerCase()}%`;
}

/** Lower case without accents, as immutable_unaccent(lower(…)) folds in the database. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The catalogue's provinces whose name contains `word` ('coruna' → La Coruña). Listings store a
 * province from this catalogue, so matching here turns the province part of a search into an
 * equality the database answers from its province index, instead of folding every row.
 */
export function provincesMatching(word: string): Province[] {
  const folded = foldForSearch(word);
  if (!folded) return [];
  return PROVINCES.filter((province) => foldForSearch(province).includes(folded));
}
