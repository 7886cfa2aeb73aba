import { isDwelling } from "#app/domain/listings/catalogues";
import { HABITABILITY_REGIONS, isEnergyLetter } from "#app/domain/listings/facts";
import { createRandom } from "#app/lib/random";
import type { DemoListing } from "./types";

/** The facts a buyer may ask for (domain/listings/facts.ts), as a demo listing's columns. */
export type DemoFacts = {
  usefulSize: number | null;
  yearBuilt: number | null;
  yearRenovated: number | null;
  floor: string | null;
  hasLift: boolean | null;
  accessibility: string | null;
  occupancy: "libre" | "alquilada" | "ocupada" | null;
  communityFeesYearly: number | null;
  ibiYearly: number | null;
  hasHabitabilityCertificate: boolean | null;
  charges: string | null;
  energyConsumption: number | null;
  energyEmissionsRating: string | null;
  energyEmissions: number | null;
};

/** What the descriptions say, so the facts agree with them. */
const FROM_DESCRIPTIONS: Record<string, Partial<DemoFacts>> = {
  "chamberi-fuencarral": { yearBuilt: 1930, yearRenovated: 2019, floor: "2.º", hasLift: true },
  "lavapies-ave-maria": { yearBuilt: 1912, yearRenovated: 2022, floor: "3.º", hasLift: false },
  "eixample-consell-de-cent": { yearBuilt: 1905, floor: "Principal" },
  "indautxu-urquijo": {
    yearRenovated: 2021,
    floor: "5.º",
    hasLift: true,
    accessibility: "Portal accesible sin escalones y dos ascensores",
  },
  "soho-tomas-heredia": { yearBuilt: 2008, floor: "Ático", hasLift: true },
  "coruna-marina": { yearRenovated: 2020 },
  "benalmadena-torremuelle": { yearRenovated: 2020 },
  "malvarrosa-atico": { yearBuilt: 2005, floor: "Ático", hasLift: true },
  "benimaclet-garaje-trastero": { yearBuilt: 2006 },
};

/**
 * Typical ranges of the Spanish label for a home (kWh/m² año and kg CO₂/m² año) per letter: the
 * demo's values fall inside the letter they carry.
 */
const CONSUMPTION: Record<string, [number, number]> = {
  A: [20, 44],
  B: [45, 72],
  C: [73, 111],
  D: [112, 171],
  E: [172, 280],
  F: [281, 340],
  G: [341, 420],
};
const EMISSIONS: Record<string, [number, number]> = {
  A: [3, 9],
  B: [10, 16],
  C: [17, 25],
  D: [26, 38],
  E: [39, 62],
  F: [63, 75],
  G: [76, 95],
};
const LETTERS = ["A", "B", "C", "D", "E", "F", "G"];

const FLAT_TYPES = ["Piso", "Estudio", "Dúplex", "Loft", "Ático"];
const ACCESSIBILITY = [
  "Portal sin escalones y ascensor hasta la vivienda",
  "Rampa en el portal y ascensor adaptado",
  null,
];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Realistic facts for a demo listing, the same on every run: a home has all the law asks for, a
 * garage, a plot or premises what applies to it. Energy values fall inside their letter.
 */
export function demoFacts(listing: DemoListing): DemoFacts {
  const rng = createRandom(`facts-${listing.slug}`);
  const dwelling = isDwelling(listing.propertyType);
  const isFlat = FLAT_TYPES.includes(listing.propertyType);
  const isLand = listing.propertyType === "Terreno";
  const yearBuilt = isLand ? null : isFlat ? rng.int(1962, 2006) : rng.int(1975, 2012);
  const hasLift = isFlat ? listing.features.includes("Ascensor") : null;
  const rating = listing.energyRating;
  const emissionsLetter = isEnergyLetter(rating)
    ? (LETTERS[Math.min(6, LETTERS.indexOf(rating) + rng.int(0, 1))] ?? rating)
    : null;
  const [minUse, maxUse] = isEnergyLetter(rating) ? (CONSUMPTION[rating] ?? [0, 0]) : [0, 0];
  const [minCo2, maxCo2] = emissionsLetter ? (EMISSIONS[emissionsLetter] ?? [0, 0]) : [0, 0];
  const facts: DemoFacts = {
    usefulSize: listing.size && !isLand ? Math.round(listing.size * rng.between(0.8, 0.88)) : null,
    yearBuilt,
    yearRenovated:
      yearBuilt !== null && dwelling && rng.chance(0.5)
        ? rng.int(Math.max(yearBuilt + 12, 2010), 2025)
        : null,
    floor: isFlat ? rng.pick(["Bajo", "1.º", "2.º", "3.º", "4.º"]) : null,
    hasLift,
    accessibility: hasLift ? rng.pick(ACCESSIBILITY) : null,
    occupancy: isLand ? null : rng.chance(0.15) ? "alquilada" : "libre",
    communityFeesYearly: isFlat
      ? Math.round(((listing.size ?? 80) * rng.between(12, 20)) / 12) * 12
      : listing.features.includes("Piscina") && !isLand
        ? rng.int(5, 10) * 120
        : null,
    ibiYearly: Math.round((listing.price * rng.between(0.0012, 0.0022)) / 5) * 5,
    hasHabitabilityCertificate: dwelling && HABITABILITY_REGIONS[listing.province] ? true : null,
    charges: rng.chance(0.25) ? "Hipoteca pendiente, que se cancela en la firma" : "Sin cargas",
    energyConsumption: isEnergyLetter(rating) ? oneDecimal(rng.between(minUse, maxUse)) : null,
    energyEmissionsRating: emissionsLetter,
    energyEmissions: emissionsLetter ? oneDecimal(rng.between(minCo2, maxCo2)) : null,
  };
  return { ...facts, ...FROM_DESCRIPTIONS[listing.slug] };
}
