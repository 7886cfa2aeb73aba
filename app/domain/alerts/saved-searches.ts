import type { AlertFrequency } from "#app/db/schema/buyer-alerts";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { PORTAL_ORIGIN_OPTIONS } from "#app/domain/listings/catalogues";
import { type PortalFilters, parsePortalQuery, portalSearchParams } from "#app/domain/listings/filters";
import { oneLineText } from "#app/lib/one-line-text";

/**
 * Saved searches (issue #24): the portal's own query string, parsed and written back by the
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

/** '' or '?provincia=Madrid&tipo=Piso', without the page: what `saved_searches.query` holds. */
export function savedQueryOf(params: URLSearchParams): string {
  const { page: _page, ...filters } = parsePortalQuery(params);
  return portalSearchParams(filters);
}

export function filtersOfSavedQuery(query: string): PortalFilters {
  const { page: _page, ...filters } = parsePortalQuery(new URLSearchParams(query));
  return filters;
}

/** 'Piso · Madrid · «terraza» · Particulares', or 'Todas las propiedades'. */
export function describeFilters(filters: PortalFilters): string {
  const origin = PORTAL_ORIGIN_OPTIONS.find((option) => option.value === filters.origin)?.label;
  const parts = [filters.type, filters.province, filters.search ? `«${filters.search}»` : null, origin];
  const text = parts.filter(Boolean).join(" · ");
  return text || "Todas las propiedades";
}

/** The name offered when saving: the summary, cut to the name's length. */
export function defaultSearchName(filters: PortalFilters): string {
  return describeFilters(filters).slice(0, MAX_SAVED_SEARCH_NAME);
}

export function normalizeSearchName(raw: unknown): string {
  return oneLineText(raw, MAX_SAVED_SEARCH_NAME);
}

export const portalUrlOfSavedQuery = (query: string) => `/portal${query}`;
export const saveSearchHref = (query: string) => `/portal/guardar${query}`;

export const UNSUBSCRIBE_PATH = "/alertas/baja";
export const MANAGE_ALERTS_PATH = dashboardHref("busquedas");
