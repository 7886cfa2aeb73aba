import { formatArea, formatPrice } from "#app/lib/format";
import { isEnergyLetter, OCCUPANCY_LABELS, type Occupancy } from "./facts";

/** The facts as a listing's page reads them (domain/listings/facts.ts); any may be missing. */
export type ListingFactValues = {
  size: number | null;
  usefulSize: number | null;
  yearBuilt: number | null;
  yearRenovated: number | null;
  floor: string | null;
  hasLift: boolean | null;
  accessibility: string | null;
  occupancy: string | null;
  communityFeesYearly: number | null;
  ibiYearly: number | null;
  hasHabitabilityCertificate: boolean | null;
  charges: string | null;
  energyRating: string | null;
  energyConsumption: number | null;
  energyEmissionsRating: string | null;
  energyEmissions: number | null;
};

/** `id` names the fact whatever the language; `label` is its Spanish name. */
export type FactRow = { id: FactId; label: string; value: string };
export type FactId =
  | "size"
  | "usefulSize"
  | "yearBuilt"
  | "yearRenovated"
  | "floor"
  | "hasLift"
  | "accessibility"
  | "occupancy"
  | "communityFeesYearly"
  | "ibiYearly"
  | "hasHabitabilityCertificate"
  | "charges";

/** How the values are written: Spanish unless the listing's page is in another language. */
export type FactWriting = {
  yesNo: (value: boolean) => string;
  perYear: (euros: number) => string;
  area: (squareMetres: number) => string;
  occupancy: (occupancy: Occupancy) => string;
};

const SPANISH: FactWriting = {
  yesNo: (value) => (value ? "Sí" : "No"),
  perYear: (euros) => `${formatPrice(euros)} al año`,
  area: formatArea,
  occupancy: (occupancy) => OCCUPANCY_LABELS[occupancy],
};
const oneDecimal = (value: number) =>
  new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }).format(value);

/**
 * 'Datos de la vivienda': only the facts the listing has, in the order a buyer asks for them, so a
 * listing published before they were asked shows what it has and nothing empty.
 */
export function listingFactRows(facts: ListingFactValues, writing: FactWriting = SPANISH): FactRow[] {
  const { yesNo, perYear, area } = writing;
  const rows: (FactRow | null)[] = [
    facts.size !== null ? { id: "size", label: "Superficie construida", value: area(facts.size) } : null,
    facts.usefulSize !== null
      ? { id: "usefulSize", label: "Superficie útil", value: area(facts.usefulSize) }
      : null,
    facts.yearBuilt !== null
      ? { id: "yearBuilt", label: "Año de construcción", value: String(facts.yearBuilt) }
      : null,
    facts.yearRenovated !== null
      ? { id: "yearRenovated", label: "Última reforma", value: String(facts.yearRenovated) }
      : null,
    facts.floor ? { id: "floor", label: "Planta", value: facts.floor } : null,
    facts.hasLift !== null ? { id: "hasLift", label: "Ascensor", value: yesNo(facts.hasLift) } : null,
    facts.accessibility ? { id: "accessibility", label: "Accesibilidad", value: facts.accessibility } : null,
    facts.occupancy && facts.occupancy in OCCUPANCY_LABELS
      ? { id: "occupancy", label: "Ocupación", value: writing.occupancy(facts.occupancy as Occupancy) }
      : null,
    facts.communityFeesYearly !== null
      ? { id: "communityFeesYearly", label: "Gastos de comunidad", value: perYear(facts.communityFeesYearly) }
      : null,
    facts.ibiYearly !== null ? { id: "ibiYearly", label: "IBI", value: perYear(facts.ibiYearly) } : null,
    facts.hasHabitabilityCertificate !== null
      ? {
          id: "hasHabitabilityCertificate",
          label: "Cédula de habitabilidad",
          value: yesNo(facts.hasHabitabilityCertificate),
        }
      : null,
    facts.charges ? { id: "charges", label: "Cargas declaradas", value: facts.charges } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

export type EnergyLabel =
  | { kind: "letters"; consumption: EnergyScale; emissions: EnergyScale | null }
  | { kind: "word"; word: string }
  | null;
export type EnergyScale = { letter: string; value: string | null };

/**
 * 'Certificado energético': both letters with their values (kWh/m² año, kg CO₂/m² año), or the
 * word ('Exento', or 'En trámite' on a listing published before it was refused), or nothing.
 */
export function energyLabel(
  facts: ListingFactValues,
  writing: { number: (value: number) => string; year: string } = { number: oneDecimal, year: "año" },
): EnergyLabel {
  const rating = facts.energyRating;
  if (!rating) return null;
  if (!isEnergyLetter(rating)) return { kind: "word", word: rating };
  const consumption = {
    letter: rating,
    value:
      facts.energyConsumption !== null
        ? `${writing.number(facts.energyConsumption)} kWh/m² ${writing.year}`
        : null,
  };
  const emissions = isEnergyLetter(facts.energyEmissionsRating)
    ? {
        letter: facts.energyEmissionsRating,
        value:
          facts.energyEmissions !== null
            ? `${writing.number(facts.energyEmissions)} kg CO₂/m² ${writing.year}`
            : null,
      }
    : null;
  return { kind: "letters", consumption, emissions };
}
