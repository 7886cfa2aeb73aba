import type { AlertFrequency } from "#app/db/schema/buyer-alerts";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import type { PortalOriginFilter } from "#app/domain/listings/catalogues";
import {
  filtersOf,
  type PortalFilters,
  parsePortalQuery,
  portalSearchParams,
} from "#app/domain/listings/filters";
import type { PortalFeature } from "#app/domain/listings/search-options";
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
 * What a search asks for, one part per filter in the order a summary reads them: the words of each
 * part are the reader's language's ('hasta 300.000 €', 'up to €300,000'), chosen where the page or
 * the e-mail knows its reader.
 */
export type SearchPart =
  | { kind: "type"; type: string }
  | { kind: "province"; province: string }
  | { kind: "text"; text: string }
  | { kind: "origin"; origin: PortalOriginFilter }
  | { kind: "price" | "size"; from: number | null; to: number | null }
  | { kind: "bedrooms" | "bathrooms"; atLeast: number }
  | { kind: "features"; features: PortalFeature[] };

/** No part at all: the search is every listing ('Todas las propiedades'). */
export function searchParts(filters: PortalFilters): SearchPart[] {
  const parts: (SearchPart | null)[] = [
    filters.type ? { kind: "type", type: filters.type } : null,
    filters.province ? { kind: "province", province: filters.province } : null,
    filters.search ? { kind: "text", text: filters.search } : null,
    filters.origin ? { kind: "origin", origin: filters.origin } : null,
    rangePart("price", filters.priceMin, filters.priceMax),
    filters.bedroomsMin === null ? null : { kind: "bedrooms", atLeast: filters.bedroomsMin },
    filters.bathroomsMin === null ? null : { kind: "bathrooms", atLeast: filters.bathroomsMin },
    rangePart("size", filters.sizeMin, filters.sizeMax),
    filters.features.length > 0 ? { kind: "features", features: filters.features } : null,
  ];
  return parts.filter((part) => part !== null);
}

function rangePart(kind: "price" | "size", from: number | null, to: number | null): SearchPart | null {
  return from === null && to === null ? null : { kind, from, to };
}

export function normalizeSearchName(raw: unknown): string {
  return oneLineText(raw, MAX_SAVED_SEARCH_NAME);
}

export const MANAGE_ALERTS_PATH = dashboardHref("busquedas");
