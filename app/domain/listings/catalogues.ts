import type { PropertyOrigin } from "#app/db/schema/properties";

/**
 * The closed lists a listing is built from. Spanish values are stored as-is in the database and
 * shown as-is to users, so each one is copied exactly.
 */

/**
 * The 50 provinces in their old forms (as the forms list them), and the autonomous cities of Ceuta and Melilla
 * (homes are sold there too: docs/decisions/0009), in Spanish alphabetical order.
 */
export const PROVINCES = [
  "Álava",
  "Albacete",
  "Alicante",
  "Almería",
  "Asturias",
  "Ávila",
  "Badajoz",
  "Barcelona",
  "Burgos",
  "Cáceres",
  "Cádiz",
  "Cantabria",
  "Castellón",
  "Ceuta",
  "Ciudad Real",
  "Córdoba",
  "Cuenca",
  "Gerona",
  "Granada",
  "Guadalajara",
  "Guipúzcoa",
  "Huelva",
  "Huesca",
  "Islas Baleares",
  "Jaén",
  "La Coruña",
  "La Rioja",
  "Las Palmas",
  "León",
  "Lérida",
  "Lugo",
  "Madrid",
  "Málaga",
  "Melilla",
  "Murcia",
  "Navarra",
  "Orense",
  "Palencia",
  "Pontevedra",
  "Salamanca",
  "Santa Cruz de Tenerife",
  "Segovia",
  "Sevilla",
  "Soria",
  "Tarragona",
  "Teruel",
  "Toledo",
  "Valencia",
  "Valladolid",
  "Vizcaya",
  "Zamora",
  "Zaragoza",
] as const;
export type Province = (typeof PROVINCES)[number];

export const PORTAL_PROPERTY_TYPES = [
  "Piso",
  "Casa",
  "Chalet",
  "Local",
  "Oficina",
  "Garaje",
  "Terreno",
  "Nave",
] as const;
export type PortalPropertyType = (typeof PORTAL_PROPERTY_TYPES)[number];

export const FORM_PROPERTY_TYPES = [
  "Piso",
  "Casa",
  "Chalet",
  "Ático",
  "Dúplex",
  "Loft",
  "Estudio",
  "Local comercial",
  "Oficina",
  "Garaje",
  "Trastero",
  "Terreno",
  "Nave industrial",
] as const;
export type FormPropertyType = (typeof FORM_PROPERTY_TYPES)[number];

/**
 * The form's types that are a home — the law's 'vivienda' (Ley 12/2023 art. 31: the facts a buyer
 * may ask for) and the purchase taxes' (ITP on a home; the País Vasco's lower rate). The others are
 * premises, offices, garages, storage rooms, land and warehouses.
 */
export const DWELLING_TYPES: readonly FormPropertyType[] = [
  "Piso",
  "Casa",
  "Chalet",
  "Ático",
  "Dúplex",
  "Loft",
  "Estudio",
];

export function isDwelling(propertyType: string | null | undefined): boolean {
  return (DWELLING_TYPES as readonly string[]).includes(propertyType ?? "");
}

/**
 * The property_type agency listings carried before they chose a real one. Old
 * rows may still hold it; the agency form asks them for a real type on their next edit. It is
 * also the origin's label ('Colaboración de Agencia' / 'Venta Particular').
 */
export const AGENCY_PROPERTY_TYPE = "Colaboración de Agencia";
export type AgencyPropertyType = typeof AGENCY_PROPERTY_TYPE;
export type ListingPropertyType = FormPropertyType | AgencyPropertyType;

export const PORTAL_TYPE_OPTIONS: readonly { value: PortalPropertyType; label: string }[] =
  PORTAL_PROPERTY_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The portal's origin filter ('Anunciante': who publishes, the owner or an agency in
 * collaboration), apart from the type. Spanish values in the URL; short labels, so they fit the
 * filter bar beside the others.
 */
export const PORTAL_ORIGIN_OPTIONS = [
  { value: "particular", origin: "particular", label: "Particulares" },
  { value: "agencia", origin: "agency", label: "Agencias" },
] as const satisfies readonly { value: string; origin: PropertyOrigin; label: string }[];
export type PortalOriginFilter = (typeof PORTAL_ORIGIN_OPTIONS)[number]["value"];

export function originOfFilter(filter: PortalOriginFilter): PropertyOrigin {
  return PORTAL_ORIGIN_OPTIONS.find((option) => option.value === filter)?.origin ?? "particular";
}

/**
 * The portal offers 8 broad types while the form stores 13 precise ones; matching them by equality
 * (as the earlier version did) would hide every 'Local comercial', 'Nave industrial', 'Ático'…
 * from the filter. Trastero has no portal type of its own and is nearest to Garaje.
 */
const FORM_TYPES_BY_PORTAL_TYPE: Record<PortalPropertyType, readonly FormPropertyType[]> = {
  Piso: ["Piso", "Ático", "Dúplex", "Loft", "Estudio"],
  Casa: ["Casa"],
  Chalet: ["Chalet"],
  Local: ["Local comercial"],
  Oficina: ["Oficina"],
  Garaje: ["Garaje", "Trastero"],
  Terreno: ["Terreno"],
  Nave: ["Nave industrial"],
};

export function formTypesForPortalType(type: PortalPropertyType): readonly FormPropertyType[] {
  return FORM_TYPES_BY_PORTAL_TYPE[type];
}

export const PROPERTY_FEATURES = [
  "Piscina",
  "Garaje",
  "Trastero",
  "Terraza",
  "Balcón",
  "Jardín",
  "Ascensor",
  "Aire Acondicionado",
  "Calefacción",
  "Amueblado",
  "Armarios empotrados",
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];

/** Spanish law requires the energy label in every property advert. */
export const ENERGY_RATINGS = ["A", "B", "C", "D", "E", "F", "G", "En trámite", "Exento"] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];

export const DEFAULT_DIAL_CODE = "+34";

/** Spain first (the default), then the countries most of Spain's buyers and sellers call from. */
export const COUNTRY_DIAL_CODES = [
  { code: "ES", name: "España", dialCode: DEFAULT_DIAL_CODE },
  { code: "PT", name: "Portugal", dialCode: "+351" },
  { code: "FR", name: "Francia", dialCode: "+33" },
  { code: "GB", name: "Reino Unido", dialCode: "+44" },
  { code: "DE", name: "Alemania", dialCode: "+49" },
  { code: "IT", name: "Italia", dialCode: "+39" },
  { code: "NL", name: "Países Bajos", dialCode: "+31" },
  { code: "BE", name: "Bélgica", dialCode: "+32" },
  { code: "CH", name: "Suiza", dialCode: "+41" },
  { code: "IE", name: "Irlanda", dialCode: "+353" },
  { code: "SE", name: "Suecia", dialCode: "+46" },
  { code: "NO", name: "Noruega", dialCode: "+47" },
  { code: "DK", name: "Dinamarca", dialCode: "+45" },
  { code: "PL", name: "Polonia", dialCode: "+48" },
  { code: "RO", name: "Rumanía", dialCode: "+40" },
  { code: "MA", name: "Marruecos", dialCode: "+212" },
  { code: "US", name: "Estados Unidos", dialCode: "+1" },
  { code: "MX", name: "México", dialCode: "+52" },
  { code: "AR", name: "Argentina", dialCode: "+54" },
  { code: "CO", name: "Colombia", dialCode: "+57" },
  { code: "VE", name: "Venezuela", dialCode: "+58" },
  { code: "PE", name: "Perú", dialCode: "+51" },
  { code: "EC", name: "Ecuador", dialCode: "+593" },
  { code: "CN", name: "China", dialCode: "+86" },
  { code: "RU", name: "Rusia", dialCode: "+7" },
] as const;
export type CountryDialCode = (typeof COUNTRY_DIAL_CODES)[number];
export type DialCode = CountryDialCode["dialCode"];

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export const isProvince = (value: unknown): value is Province => isOneOf(PROVINCES, value);
export const isPortalPropertyType = (value: unknown): value is PortalPropertyType =>
  isOneOf(PORTAL_PROPERTY_TYPES, value);
export const isPortalOriginFilter = (value: unknown): value is PortalOriginFilter =>
  PORTAL_ORIGIN_OPTIONS.some((option) => option.value === value);
export const isFormPropertyType = (value: unknown): value is FormPropertyType =>
  isOneOf(FORM_PROPERTY_TYPES, value);
export const isListingPropertyType = (value: unknown): value is ListingPropertyType =>
  value === AGENCY_PROPERTY_TYPE || isFormPropertyType(value);
export const isPropertyFeature = (value: unknown): value is PropertyFeature =>
  isOneOf(PROPERTY_FEATURES, value);
export const isEnergyRating = (value: unknown): value is EnergyRating => isOneOf(ENERGY_RATINGS, value);
export const isDialCode = (value: unknown): value is DialCode =>
  isOneOf(
    COUNTRY_DIAL_CODES.map((country) => country.dialCode),
    value,
  );
