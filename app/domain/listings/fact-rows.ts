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

export type FactRow = { label: string; value: string };

const yesNo = (value: boolean) => (value ? "Sí" : "No");
const perYear = (euros: number) => `${formatPrice(euros)} al año`;
const oneDecimal = (value: number) =>
  new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }).format(value);

/**
 * 'Datos de la vivienda': only the facts the listing has, in the order a buyer asks for them, so a
 * listing published before they were asked shows what it has and nothing empty.
 */
export function listingFactRows(facts: ListingFactValues): FactRow[] {
  const rows: (FactRow | null)[] = [
    facts.size !== null ? { label: "Superficie construida", value: formatArea(facts.size) } : null,
    facts.usefulSize !== null ? { label: "Superficie útil", value: formatArea(facts.usefulSize) } : null,
    facts.yearBuilt !== null ? { label: "Año de construcción", value: String(facts.yearBuilt) } : null,
    facts.yearRenovated !== null ? { label: "Última reforma", value: String(facts.yearRenovated) } : null,
    facts.floor ? { label: "Planta", value: facts.floor } : null,
    facts.hasLift !== null ? { label: "Ascensor", value: yesNo(facts.hasLift) } : null,
    facts.accessibility ? { label: "Accesibilidad", value: facts.accessibility } : null,
    facts.occupancy && facts.occupancy in OCCUPANCY_LABELS
      ? { label: "Ocupación", value: OCCUPANCY_LABELS[facts.occupancy as Occupancy] }
      : null,
    facts.communityFeesYearly !== null
      ? { label: "Gastos de comunidad", value: perYear(facts.communityFeesYearly) }
      : null,
    facts.ibiYearly !== null ? { label: "IBI", value: perYear(facts.ibiYearly) } : null,
    facts.hasHabitabilityCertificate !== null
      ? { label: "Cédula de habitabilidad", value: yesNo(facts.hasHabitabilityCertificate) }
      : null,
    facts.charges ? { label: "Cargas declaradas", value: facts.charges } : null,
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
export function energyLabel(facts: ListingFactValues): EnergyLabel {
  const rating = facts.energyRating;
  if (!rating) return null;
  if (!isEnergyLetter(rating)) return { kind: "word", word: rating };
  const consumption = {
    letter: rating,
    value: facts.energyConsumption !== null ? `${oneDecimal(facts.energyConsumption)} kWh/m² año` : null,
  };
  const emissions = isEnergyLetter(facts.energyEmissionsRating)
    ? {
        letter: facts.energyEmissionsRating,
        value: facts.energyEmissions !== null ? `${oneDecimal(facts.energyEmissions)} kg CO₂/m² año` : null,
      }
    : null;
  return { kind: "letters", consumption, emissions };
}
