/**
 * What a buyer narrows the portal by besides the words and the place: budget, rooms,
 * bathrooms, built surface, features, and the order of the results. Each is read from the URL by
 * `filters.ts`.
 */
import type { PropertyFeature } from "./catalogues";

/** 'At least N' in the filter bar: 1+ … 5+ bedrooms, 1+ … 3+ bathrooms. Budget and surface are typed. */
export const BEDROOM_STEPS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_STEPS = [1, 2, 3] as const;

/** No listing costs more, nor is larger: beyond these a number in the URL is not a filter. */
export const MAX_PRICE_FILTER = 100_000_000;
export const MAX_SIZE_FILTER = 100_000;

/** The features a buyer filters by, with the listing's own feature each slug stands for. */
export const PORTAL_FEATURES = [
  { value: "garaje", feature: "Garaje" },
  { value: "piscina", feature: "Piscina" },
  { value: "terraza", feature: "Terraza" },
  { value: "ascensor", feature: "Ascensor" },
  { value: "trastero", feature: "Trastero" },
  { value: "jardin", feature: "Jardín" },
  { value: "aire-acondicionado", feature: "Aire Acondicionado" },
] as const satisfies readonly { value: string; feature: PropertyFeature }[];
export type PortalFeature = (typeof PORTAL_FEATURES)[number]["value"];

export function isPortalFeature(value: unknown): value is PortalFeature {
  return PORTAL_FEATURES.some((option) => option.value === value);
}

export function featureOf(value: PortalFeature): PropertyFeature {
  return PORTAL_FEATURES.find((option) => option.value === value)?.feature ?? "Garaje";
}

/** The orders of the results; the newest first unless the buyer picks another. */
export const PORTAL_SORTS = [
  { value: "recientes", label: "Más recientes" },
  { value: "precio-asc", label: "Más baratos" },
  { value: "precio-desc", label: "Más caros" },
  { value: "euro-m2", label: "Menor €/m²" },
  { value: "superficie", label: "Más grandes" },
] as const;
export type PortalSort = (typeof PORTAL_SORTS)[number]["value"];
export const DEFAULT_PORTAL_SORT: PortalSort = "recientes";

export function parsePortalSort(raw: string | null): PortalSort {
  return PORTAL_SORTS.find((option) => option.value === raw)?.value ?? DEFAULT_PORTAL_SORT;
}

/**
 * A whole number from the URL ('300000', '300.000' or '300.000 €' as a person writes it), within
 * 1..max; anything else is no filter, so any URL still renders a page.
 */
export function parseWholeNumber(raw: string | null, max: number): number | null {
  if (!raw) return null;
  // '300.000', '300 000' and, from the English portal, '300,000': a comma before three digits groups.
  const digits = raw.replace(/,(?=\d{3}(?!\d))/g, "").replace(/[.\s€m²]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  const value = Number(digits);
  return value >= 1 && value <= max ? value : null;
}

/** 'At least N' from the URL: one of the offered steps, else no filter. */
export function parseAtLeast(raw: string | null, steps: readonly number[]): number | null {
  const value = raw && /^\d$/.test(raw) ? Number(raw) : null;
  return value !== null && steps.includes(value) ? value : null;
}

/** A range typed the wrong way round ('from 300.000 to 100.000') means the range between them. */
export function orderedRange(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}
