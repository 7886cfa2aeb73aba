import { describe, expect, test } from "vitest";
import { AgencyListingSchema } from "#app/domain/agency/agency-listing.schema";
import {
  LISTING_TOASTS,
  listingFailureToast,
  listingSchema,
  parseListingDraft,
} from "#app/domain/sale/listing.schema";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import { FACT_MESSAGES, habitabilityRegionsInWords, lacksListingFacts, listingFactsIssues } from "./facts";

const HOME = {
  title: "Piso exterior en Delicias",
  address: "Calle de Ferrocarril 12, Madrid",
  province: "Madrid",
  propertyType: "Piso",
  price: "289.000",
  size: "95",
  phone: "612345678",
  energyRating: "E",
  ...LISTING_FACTS_FORM,
};

/** Each field's messages after publishing these values, empty ones unsent as the form's parser does. */
function publishErrors(values: Record<string, unknown>) {
  const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const result = listingSchema({ requireDni: false }).safeParse(sent);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0]);
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

describe("the listing's facts (Ley 12/2023 art. 31)", () => {
  test("a home with its facts publishes; the figures are read as typed in Spain", () => {
    const parsed = listingSchema({ requireDni: false }).parse(HOME);
    expect(parsed).toMatchObject({
      size: 95,
      usefulSize: 82,
      yearBuilt: 1978,
      yearRenovated: 2019,
      floor: "3.ª",
      hasLift: true,
      occupancy: "libre",
      communityFeesYearly: 1320,
      ibiYearly: 486,
      accessibility: null,
      hasHabitabilityCertificate: null,
      energyRating: "E",
      energyConsumption: 142.6,
      energyEmissionsRating: "E",
      energyEmissions: 31.2,
    });
  });

  test("a home needs its built and useful surface, year built and occupancy", () => {
    const errors = publishErrors({ ...HOME, size: "", usefulSize: "", yearBuilt: "", occupancy: "" });
    expect(errors).toEqual({
      size: [FACT_MESSAGES.size],
      usefulSize: [FACT_MESSAGES.usefulSize],
      yearBuilt: [FACT_MESSAGES.yearBuilt],
      occupancy: [FACT_MESSAGES.occupancy],
    });
  });

  test("a garage or a plot needs only its energy label (a letter with its values, or 'Exento')", () => {
    const garage = {
      ...HOME,
      propertyType: "Garaje",
      size: "",
      usefulSize: "",
      yearBuilt: "",
      occupancy: "",
    };
    expect(publishErrors({ ...garage, energyRating: "Exento", energyConsumption: "" })).toEqual({});
    expect(publishErrors({ ...garage, energyRating: "En trámite" })).toEqual({
      energyRating: [FACT_MESSAGES.energyPending],
    });
  });

  test("'En trámite' is refused at publish with a Spanish message, and kept in a draft", () => {
    expect(publishErrors({ ...HOME, energyRating: "En trámite" })).toEqual({
      energyRating: [
        "«En trámite» solo vale para un borrador: para publicar, el anuncio debe mostrar la letra del certificado energético o «Exento».",
      ],
    });
    const draft = parseListingDraft({ ...HOME, energyRating: "En trámite" });
    expect(draft.input.energyRating).toBe("En trámite");
    expect(draft.invalid).toEqual({});
  });

  test("a letter needs both values and the emissions letter; 'Exento' needs none", () => {
    const withoutValues = { ...HOME, energyConsumption: "", energyEmissionsRating: "", energyEmissions: "" };
    expect(publishErrors(withoutValues)).toEqual({
      energyConsumption: [FACT_MESSAGES.energyConsumption],
      energyEmissionsRating: [FACT_MESSAGES.energyEmissionsRating],
      energyEmissions: [FACT_MESSAGES.energyEmissions],
    });
    expect(publishErrors({ ...withoutValues, energyRating: "Exento" })).toEqual({});
  });

  test("figures that cannot be: useful over built, a reform before the building, a year in words", () => {
    expect(publishErrors({ ...HOME, usefulSize: "120" })).toEqual({
      usefulSize: [FACT_MESSAGES.usefulOverBuilt],
    });
    expect(publishErrors({ ...HOME, yearRenovated: "1950" })).toEqual({
      yearRenovated: [FACT_MESSAGES.renovatedBeforeBuilt],
    });
    expect(publishErrors({ ...HOME, yearBuilt: "setenta" })).toEqual({
      yearBuilt: ["Escribe el año de construcción con cuatro cifras (p. ej. 1985)."],
    });
    expect(publishErrors({ ...HOME, energyConsumption: "mucho" })).toEqual({
      energyConsumption: ["Escribe el consumo en kWh/m² año, con un decimal como mucho (p. ej. 123,4)."],
    });
    expect(publishErrors({ ...HOME, occupancy: "okupada" })).toEqual({
      occupancy: [FACT_MESSAGES.occupancy],
    });
  });

  test("where the community requires the cédula, a home says whether it has one", () => {
    expect(habitabilityRegionsInWords()).toBe(
      "Asturias, Baleares, Cantabria, Cataluña, Extremadura, La Rioja, Navarra y la Comunitat Valenciana",
    );
    const barcelona = { ...HOME, province: "Barcelona" };
    expect(publishErrors(barcelona)).toEqual({
      hasHabitabilityCertificate: [
        "En Cataluña la cédula de habitabilidad es obligatoria para vender: indica si la vivienda la tiene.",
      ],
    });
    expect(publishErrors({ ...barcelona, hasHabitabilityCertificate: "si" })).toEqual({});
    expect(publishErrors({ ...barcelona, hasHabitabilityCertificate: "no" })).toEqual({});
    expect(publishErrors({ ...HOME, province: "Valencia", hasHabitabilityCertificate: "" })).toHaveProperty(
      "hasHabitabilityCertificate",
    );
  });

  test("the agency's listing follows the same rule", () => {
    expect(AgencyListingSchema.safeParse(VALID_AGENCY_FORM).success).toBe(true);
    const pending = AgencyListingSchema.safeParse({ ...VALID_AGENCY_FORM, energyRating: "En trámite" });
    expect(pending.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["energyRating", FACT_MESSAGES.energyPending],
    ]);
    const { usefulSize: _useful, occupancy: _occupancy, ...withoutFacts } = VALID_AGENCY_FORM;
    const noFacts = AgencyListingSchema.safeParse(withoutFacts);
    expect(noFacts.error?.issues.map((issue) => issue.path[0])).toEqual(["usefulSize", "occupancy"]);
  });

  test("a listing published before the facts lacks them; one with them does not", () => {
    const old = { propertyType: "Piso", province: "Madrid", size: 98, energyRating: "En trámite" };
    expect(listingFactsIssues(old).map((issue) => issue.name)).toEqual([
      "usefulSize",
      "yearBuilt",
      "occupancy",
      "energyRating",
    ]);
    expect(lacksListingFacts(old)).toBe(true);
    const complete = listingSchema({ requireDni: false }).parse(HOME);
    expect(lacksListingFacts(complete)).toBe(false);
  });

  test("a missing fact gets the spec's 'Campos requeridos' toast; 'En trámite' the plainer one", () => {
    const toastFor = (values: Record<string, unknown>) => listingFailureToast(values, { requireDni: false });
    expect(toastFor({ ...HOME, usefulSize: "" })).toEqual(LISTING_TOASTS.requiredFields);
    expect(toastFor({ ...HOME, energyRating: "En trámite" })).toEqual(LISTING_TOASTS.invalidFields);
  });
});
