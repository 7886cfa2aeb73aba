import { describe, expect, test } from "vitest";
import { energyLabel, type ListingFactValues, listingFactRows } from "./fact-rows";

const NONE: ListingFactValues = {
  size: null,
  usefulSize: null,
  yearBuilt: null,
  yearRenovated: null,
  floor: null,
  hasLift: null,
  accessibility: null,
  occupancy: null,
  communityFeesYearly: null,
  ibiYearly: null,
  hasHabitabilityCertificate: null,
  charges: null,
  energyRating: null,
  energyConsumption: null,
  energyEmissionsRating: null,
  energyEmissions: null,
};

describe("the facts on the listing's page", () => {
  test("only the facts the listing has, in words", () => {
    expect(listingFactRows(NONE)).toEqual([]);
    expect(
      listingFactRows({ ...NONE, size: 1200, hasLift: false, occupancy: "alquilada", ibiYearly: 486 }),
    ).toEqual([
      { id: "size", label: "Superficie construida", value: "1.200\u00a0m²" },
      { id: "hasLift", label: "Ascensor", value: "No" },
      { id: "occupancy", label: "Ocupación", value: "Alquilada" },
      { id: "ibiYearly", label: "IBI", value: "486\u00a0€ al año" },
    ]);
  });

  test("the values written the reader's way when the page is in another language", () => {
    const english = {
      yesNo: (value: boolean) => (value ? "Yes" : "No"),
      perYear: (euros: number) => `€${euros} a year`,
      area: (squareMetres: number) => `${squareMetres} m²`,
      occupancy: () => "Let to a tenant",
    };
    expect(
      listingFactRows({ ...NONE, hasLift: true, occupancy: "alquilada", ibiYearly: 486 }, english).map(
        (row) => row.value,
      ),
    ).toEqual(["Yes", "Let to a tenant", "€486 a year"]);
  });

  test("both letters with their values, a word, or nothing", () => {
    expect(energyLabel(NONE)).toBeNull();
    expect(energyLabel({ ...NONE, energyRating: "Exento" })).toEqual({ kind: "word", word: "Exento" });
    expect(
      energyLabel({
        ...NONE,
        energyRating: "D",
        energyConsumption: 142.6,
        energyEmissionsRating: "E",
        energyEmissions: 31,
      }),
    ).toEqual({
      kind: "letters",
      consumption: { letter: "D", value: "142,6 kWh/m² año" },
      emissions: { letter: "E", value: "31 kg CO₂/m² año" },
    });
    // A listing published with the consumption letter alone shows what it has.
    expect(energyLabel({ ...NONE, energyRating: "C" })).toEqual({
      kind: "letters",
      consumption: { letter: "C", value: null },
      emissions: null,
    });
  });
});
