import { singleLineText, z } from "#app/lib/zod";
import { isDwelling } from "./catalogues";
import { optionalNumber, parseOneDecimal } from "./numbers";

/**
 * The facts a buyer may ask for before paying anything (Ley 12/2023 art. 31) and the full energy
 * label (RD 390/2021): which ones a listing needs to be published is decided here, once, for the
 * private sale and the agency alike (docs/decisions/0036-listing-facts.md).
 */

export const ENERGY_LETTERS = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];
export const isEnergyLetter = (value: unknown): value is EnergyLetter =>
  ENERGY_LETTERS.includes(value as EnergyLetter);

export const OCCUPANCY_STATES = ["libre", "alquilada", "ocupada"] as const;
export type Occupancy = (typeof OCCUPANCY_STATES)[number];
export const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  libre: "Libre",
  alquilada: "Alquilada",
  ocupada: "Ocupada",
};

/** A yes/no question as the form sends it ('' is unanswered). */
export const YES_NO = ["si", "no"] as const;

/**
 * Provinces whose autonomous community requires a cédula de habitabilidad (or its equivalent
 * licence) to sell a home, with the community's name for the message.
 */
export const HABITABILITY_REGIONS: Readonly<Record<string, string>> = {
  Asturias: "Asturias",
  "Islas Baleares": "Baleares",
  Cantabria: "Cantabria",
  Barcelona: "Cataluña",
  Gerona: "Cataluña",
  Lérida: "Cataluña",
  Tarragona: "Cataluña",
  Badajoz: "Extremadura",
  Cáceres: "Extremadura",
  "La Rioja": "La Rioja",
  Navarra: "Navarra",
  Alicante: "la Comunitat Valenciana",
  Castellón: "la Comunitat Valenciana",
  Valencia: "la Comunitat Valenciana",
};

/** The communities of HABITABILITY_REGIONS, once each, in words: 'Asturias, …, Navarra y la Comunitat Valenciana'. */
export function habitabilityRegionsInWords(): string {
  const names = [...new Set(Object.values(HABITABILITY_REGIONS))];
  return `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

export const FACT_MESSAGES = {
  size: "Escribe la superficie construida en m².",
  usefulSize: "Escribe la superficie útil en m².",
  usefulOverBuilt: "La superficie útil no puede ser mayor que la construida.",
  yearBuilt: "Escribe el año de construcción (p. ej. 1985).",
  renovatedBeforeBuilt: "El año de la última reforma no puede ser anterior al de construcción.",
  occupancy: "Indica si la vivienda está libre, alquilada u ocupada.",
  energyPending:
    "«En trámite» solo vale para un borrador: para publicar, el anuncio debe mostrar la letra del certificado energético o «Exento».",
  energyConsumption: "Escribe el consumo de energía del certificado, en kWh/m² año.",
  energyEmissionsRating: "Elige la letra de emisiones del certificado, de la A a la G.",
  energyEmissions: "Escribe las emisiones del certificado, en kg CO₂/m² año.",
  habitability: (region: string) =>
    `En ${region} la cédula de habitabilidad es obligatoria para vender: indica si la vivienda la tiene.`,
} as const;

const thisYear = () => new Date().getFullYear();

const year = (message: string) =>
  singleLineText()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === "") return null;
      const parsed = /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      // A new build may be sold before it is finished: up to three years ahead.
      if (!(parsed >= 1500 && parsed <= thisYear() + 3)) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });

const optionalText = (max: number, tooLong: string) =>
  singleLineText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

const yesNo = (message: string) =>
  z
    .enum(YES_NO, { error: message })
    .optional()
    .transform((value) => (value === undefined ? null : value === "si"));

const energyValue = (message: string) =>
  optionalNumber({ min: 0, max: 99_999, message, parse: parseOneDecimal });

/** Each fact's field, as the listing form names it; all may be empty in a draft. */
export const factFields = {
  usefulSize: optionalNumber({
    min: 1,
    max: 1_000_000,
    message: "Escribe la superficie útil en m², sin decimales.",
  }),
  yearBuilt: year("Escribe el año de construcción con cuatro cifras (p. ej. 1985)."),
  yearRenovated: year("Escribe el año de la última reforma con cuatro cifras (p. ej. 2019)."),
  floor: optionalText(30, "La planta no puede tener más de 30 caracteres."),
  hasLift: yesNo("Indica si el edificio tiene ascensor."),
  accessibility: optionalText(300, "La accesibilidad no puede tener más de 300 caracteres."),
  occupancy: z
    .enum(OCCUPANCY_STATES, { error: FACT_MESSAGES.occupancy })
    .optional()
    .transform((value) => value ?? null),
  communityFeesYearly: optionalNumber({
    min: 0,
    max: 1_000_000,
    message: "Escribe los gastos de comunidad al año en euros, sin decimales.",
  }),
  ibiYearly: optionalNumber({
    min: 0,
    max: 1_000_000,
    message: "Escribe el IBI al año en euros, sin decimales.",
  }),
  hasHabitabilityCertificate: yesNo("Indica si la vivienda tiene cédula de habitabilidad."),
  charges: optionalText(500, "Las cargas no pueden tener más de 500 caracteres."),
  energyConsumption: energyValue(
    "Escribe el consumo en kWh/m² año, con un decimal como mucho (p. ej. 123,4).",
  ),
  energyEmissionsRating: z
    .enum(ENERGY_LETTERS, { error: FACT_MESSAGES.energyEmissionsRating })
    .optional()
    .transform((value) => value ?? null),
  energyEmissions: energyValue(
    "Escribe las emisiones en kg CO₂/m² año, con un decimal como mucho (p. ej. 25,1).",
  ),
};
export type FactFieldName = keyof typeof factFields;

/** What the publish rule reads: the listing's values as parsed (a field that failed may hold its text). */
export type FactsToCheck = {
  propertyType?: unknown;
  province?: unknown;
  size?: unknown;
  energyRating?: unknown;
} & { [Name in FactFieldName]?: unknown };

const isMissing = (value: unknown) => value === null || value === undefined || value === "";
const isNumber = (value: unknown): value is number => typeof value === "number";

/**
 * What stops a listing from being published, by field, in the form's order: the dwelling's facts,
 * the cédula where the community requires it, and the energy label (a letter with both values and
 * the emissions letter, or 'Exento'; 'En trámite' only in a draft). A field already wrong in
 * itself is left to its own message. The dashboard reads the same list of a live listing.
 */
export function listingFactsIssues(values: FactsToCheck): { name: string; message: string }[] {
  const issues: { name: string; message: string }[] = [];
  const add = (name: string, message: string) => issues.push({ name, message });
  const dwelling = isDwelling(String(values.propertyType));
  if (dwelling) {
    if (isMissing(values.size)) add("size", FACT_MESSAGES.size);
    if (isMissing(values.usefulSize)) add("usefulSize", FACT_MESSAGES.usefulSize);
    if (isMissing(values.yearBuilt)) add("yearBuilt", FACT_MESSAGES.yearBuilt);
    if (isMissing(values.occupancy)) add("occupancy", FACT_MESSAGES.occupancy);
    const region = HABITABILITY_REGIONS[String(values.province)];
    if (region && isMissing(values.hasHabitabilityCertificate))
      add("hasHabitabilityCertificate", FACT_MESSAGES.habitability(region));
  }
  if (isNumber(values.size) && isNumber(values.usefulSize) && values.usefulSize > values.size)
    add("usefulSize", FACT_MESSAGES.usefulOverBuilt);
  if (isNumber(values.yearBuilt) && isNumber(values.yearRenovated) && values.yearRenovated < values.yearBuilt)
    add("yearRenovated", FACT_MESSAGES.renovatedBeforeBuilt);
  if (values.energyRating === "En trámite") add("energyRating", FACT_MESSAGES.energyPending);
  if (isEnergyLetter(values.energyRating)) {
    if (isMissing(values.energyConsumption)) add("energyConsumption", FACT_MESSAGES.energyConsumption);
    if (isMissing(values.energyEmissionsRating))
      add("energyEmissionsRating", FACT_MESSAGES.energyEmissionsRating);
    if (isMissing(values.energyEmissions)) add("energyEmissions", FACT_MESSAGES.energyEmissions);
  }
  return issues;
}

/** The publish rule as a schema check: each issue next to its field. */
export function checkListingFacts(values: FactsToCheck, context: z.RefinementCtx) {
  for (const { name, message } of listingFactsIssues(values))
    context.addIssue({ code: "custom", path: [name], message });
}

/** Whether a live listing lacks facts it would now need to be published. */
export const lacksListingFacts = (values: FactsToCheck) => listingFactsIssues(values).length > 0;

const MISSING_LABELS: Record<string, string> = {
  size: "superficie construida",
  usefulSize: "superficie útil",
  yearBuilt: "año de construcción",
  yearRenovated: "año de la última reforma",
  occupancy: "ocupación",
  hasHabitabilityCertificate: "cédula de habitabilidad",
  energyRating: "certificado energético",
  energyConsumption: "certificado energético",
  energyEmissionsRating: "certificado energético",
  energyEmissions: "certificado energético",
};

/** What a live listing still lacks, in words and once each, for the dashboard's notice. */
export function missingFactLabels(values: FactsToCheck): string[] {
  const labels = listingFactsIssues(values).map(({ name }) => MISSING_LABELS[name] ?? name);
  return [...new Set(labels)];
}
