import { describe, expect, test } from "vitest";
import { MORTGAGE_DEFAULTS } from "./mortgage";
import { listingPurchaseEstimates } from "./purchase-estimates";

describe("the listing's purchase estimates", () => {
  test("the example mortgage on the listed price, the taxes of the listing's community", () => {
    const { mortgage, costs } = listingPurchaseEstimates(
      { price: 300_000, province: "Vizcaya", propertyType: "Ático" },
      null,
    );
    expect(mortgage).toEqual({ price: 300_000, ...MORTGAGE_DEFAULTS });
    expect(costs).toMatchObject({ community: "País Vasco", isHome: true, itp: 12_000 });
  });

  test("a garage is not a home", () => {
    const { costs } = listingPurchaseEstimates(
      { price: 30_000, province: "Vizcaya", propertyType: "Garaje" },
      null,
    );
    expect(costs).toMatchObject({ isHome: false, itpRatePercent: 7 });
  });

  test("the buyer's own mortgage when they chose one", () => {
    const chosen = { price: 250_000, downPaymentPercent: 10, annualRatePercent: 2, years: 20 };
    expect(
      listingPurchaseEstimates({ price: 300_000, province: "Madrid", propertyType: "Piso" }, chosen).mortgage,
    ).toBe(chosen);
  });

  test("nothing without a price; no taxes without a province we know", () => {
    expect(listingPurchaseEstimates({ price: null, province: "Madrid", propertyType: "Piso" }, null)).toEqual(
      {
        mortgage: null,
        costs: null,
      },
    );
    expect(
      listingPurchaseEstimates({ price: 200_000, province: null, propertyType: "Piso" }, null).costs,
    ).toBeNull();
  });
});
