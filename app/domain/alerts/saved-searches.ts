import type { AlertFrequency } from "#app/db/schema/buyer-alerts";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { PORTAL_ORIGIN_OPTIONS } from "#app/domain/listings/catalogues";
import {
  filtersOf,
  type PortalFilters,
  parsePortalQuery,
  portalSearchParams,
} from "#app/domain/listings/filters";
import { featureOf } from "#app/domain/listings/search-options";
import { formatArea, formatPrice } from "#app/lib/format";
import { oneLineText } from "#app/lib/one-line-text";

/**
 * Saved searches: the portal's own query string, parsed and written back by the
 * portal's own functions, so what is saved is exactly what the portal would show (never a
 * second reading of the filters) and the same filters typed twice are one search.
 */

export const MAX_SAVED_SEARCH_NAME = 80;
/** A buyer keeps a handful; the bound keeps the alert job's work per person small. */
export const MAX_SAVED_SEARCHES = 20;

export const ALERT_FREQUENCY_OPTIONS: readonly { value: AlertFrequency; label: string }[] = [
  { value: "instant", label: "Al momento" },
  { value: "daily", label: "Resumen diario" },
  { value: "off", label: "Desactivada" },
];

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return ALERT_FREQUENCY_OPTIONS.some((option) => option.value === value);
}

/**
 * '' or '?provincia=Madrid&tipo=Piso', without the order and the page: what `saved_searches.query`
 * holds. The same filters in another order are one search, alerted once.
 */
export function savedQueryOf(params: URLSearchParams): string {
  return portalSearchParams(filtersOf(parsePortalQuery(params)));
}

export function filtersOfSavedQuery(query: string): PortalFilters {
  return filtersOf(parsePortalQuery(new URLSearchParams(query)));
}

/**
 * 'Piso · Madrid · «terraza» · Particulares · hasta 300.000 € · 2+ habitaciones', or 'Todas las
 * propiedades'.
 */
export function describeFilters(filters: PortalFilters): string {
  const origin = PORTAL_ORIGIN_OPTIONS.find((option) => option.value === filters.origin)?.label;
  const parts = [
    filters.type,
    filters.province,
    filters.search ? `«${filters.search}»` : null,
    origin,
    rangeInWords(filters.priceMin, filters.priceMax, formatPrice),
    atLeastInWords(filters.bedroomsMin, "habitación", "habitaciones"),
    atLeastInWords(filters.bathroomsMin, "baño", "baños"),
    rangeInWords(filters.sizeMin, filters.sizeMax, formatArea),
    filters.features.length > 0 ? `con ${listInWords(filters.features.map(featureOf))}` : null,
  ];
  const text = parts.filter(Boolean).join(" · ");
  return text || "Todas las propiedades";
}

/** 'de 100.000 € a 300.000 €', 'desde 100.000 €', 'hasta 300.000 €'. */
function rangeInWords(from: number | null, to: number | null, format: (value: number) => string) {
  if (from !== null && to !== null) return `de ${format(from)} a ${format(to)}`;
  if (from !== null) return `desde ${format(from)}`;
  if (to !== null) return `hasta ${format(to)}`;
  return null;
}

/** '1+ habitación', '3+ habitaciones'. */
function atLeastInWords(value: number | null, one: string, many: string) {
  return value === null ? null : `${value}+ ${value === 1 ? one : many}`;
}

/** 'garaje', 'garaje y piscina', 'garaje, piscina y trastero'. */
function listInWords(features: string[]) {
  const words = features.map((feature) => feature.toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} y ${words.at(-1)}` : (words[0] ?? "");
}

/** The name offered when saving: the summary, cut to the name's length. */
export function defaultSearchName(filters: PortalFilters): string {
  return describeFilters(filters).slice(0, MAX_SAVED_SEARCH_NAME);
}

export function normalizeSearchName(raw: unknown): string {
  return oneLineText(raw, MAX_SAVED_SEARCH_NAME);
}

export const MANAGE_ALERTS_PATH = dashboardHref("busquedas");
