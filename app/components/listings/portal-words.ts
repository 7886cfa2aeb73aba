import type { PortalOriginFilter } from "#app/domain/listings/catalogues";
import type { PortalFeature, PortalSort } from "#app/domain/listings/search-options";
import type { MessageKey } from "#app/lib/i18n/translate";

/**
 * The catalogue key of each value the portal shows: written out in full, so the catalogue test
 * sees every key in use (a key built from a value would hide an unused one).
 */
export const SORT_KEYS: Record<PortalSort, MessageKey> = {
  recientes: "sort.recientes",
  "precio-asc": "sort.precio-asc",
  "precio-desc": "sort.precio-desc",
  "euro-m2": "sort.euro-m2",
  superficie: "sort.superficie",
};

export const FEATURE_KEYS: Record<PortalFeature, MessageKey> = {
  garaje: "feature.garaje",
  piscina: "feature.piscina",
  terraza: "feature.terraza",
  ascensor: "feature.ascensor",
  trastero: "feature.trastero",
  jardin: "feature.jardin",
  "aire-acondicionado": "feature.aire-acondicionado",
};

export const ORIGIN_KEYS: Record<PortalOriginFilter, MessageKey> = {
  particular: "origin.particular",
  agencia: "origin.agencia",
};

/** The form's and the portal's property types (Spanish values, stored and in the URL). */
const TYPE_KEYS: Record<string, MessageKey> = {
  Piso: "type.Piso",
  Casa: "type.Casa",
  Chalet: "type.Chalet",
  Ático: "type.Ático",
  Dúplex: "type.Dúplex",
  Loft: "type.Loft",
  Estudio: "type.Estudio",
  Local: "type.Local",
  "Local comercial": "type.Local comercial",
  Oficina: "type.Oficina",
  Garaje: "type.Garaje",
  Trastero: "type.Trastero",
  Terreno: "type.Terreno",
  Nave: "type.Nave",
  "Nave industrial": "type.Nave industrial",
  "Colaboración de Agencia": "type.Colaboración de Agencia",
};

/** A type's key, or null for a value the catalogue does not know (shown as stored). */
export function typeKey(type: string): MessageKey | null {
  return TYPE_KEYS[type] ?? null;
}
