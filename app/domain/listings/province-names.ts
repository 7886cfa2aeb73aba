import { PROVINCES, type Province } from "./catalogues";

/**
 * The official and co-official names of provinces whose catalogue name (the Castilian exonym the
 * listings are stored under) differs: what a Basque, Catalan, Valencian, Galician or Balearic
 * buyer types, and what official sources and other portals link with.
 */
const OFFICIAL_NAMES: Record<string, Province> = {
  Araba: "Álava",
  Alacant: "Alicante",
  Castelló: "Castellón",
  Girona: "Gerona",
  Gipuzkoa: "Guipúzcoa",
  "Illes Balears": "Islas Baleares",
  Baleares: "Islas Baleares",
  "A Coruña": "La Coruña",
  Coruña: "La Coruña",
  Lleida: "Lérida",
  Ourense: "Orense",
  València: "Valencia",
  Bizkaia: "Vizcaya",
  Tenerife: "Santa Cruz de Tenerife",
};

/** Case, accents, hyphens and spacing do not distinguish two provinces. */
const comparable = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[-_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

const BY_COMPARABLE_NAME = new Map<string, Province>([
  ...PROVINCES.map((province): [string, Province] => [comparable(province), province]),
  ...Object.entries(OFFICIAL_NAMES).map(([name, province]): [string, Province] => [
    comparable(name),
    province,
  ]),
]);

/**
 * The catalogue province a name means, or null: the catalogue's own name, an official name
 * ('Bizkaia', 'A Coruña'), or both written together as official sources do ('Araba/Álava',
 * 'València/Valencia'), in any case and with or without accents.
 */
export function provinceFromName(name: string | null | undefined): Province | null {
  if (!name) return null;
  for (const part of [name, ...name.split("/")]) {
    const province = BY_COMPARABLE_NAME.get(comparable(part));
    if (province) return province;
  }
  return null;
}
