import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PROVINCES } from "#app/domain/listings/catalogues";
import { communityOfProvince } from "#app/domain/listings/province-communities";
import { COMMUNITIES } from "./communities";
import { ITP_2026 } from "./itp-2026";
import { notaryEstimate, registryEstimate } from "./notary-registry";
import { formatRatePercent, purchaseCosts } from "./purchase-costs";

describe("the ITP of 2026 by community", () => {
  test("a flat in Madrid at 585.000 € pays 6 %: 35.100 €", () => {
    const costs = purchaseCosts(585_000, "Comunidad de Madrid");
    expect(costs.itpRatePercent).toBe(6);
    expect(costs.itp).toBe(35_100);
    expect(costs.itpHasBands).toBe(false);
  });

  test("Ceuta and Melilla halve their 6 %", () => {
    expect(purchaseCosts(200_000, "Ceuta").itp).toBe(6_000);
    expect(purchaseCosts(200_000, "Melilla").itpBonusPercent).toBe(50);
  });

  test("where there are bands, each part of the value at its band's rate, shown as the average", () => {
    // Illes Balears: 400.000 at 8 %, 200.000 at 9 %, 100.000 at 10 % (the ATIB's tariff: 50.000 € at 600.000 €).
    expect(purchaseCosts(700_000, "Illes Balears")).toMatchObject({
      itp: 60_000,
      itpRatePercent: 8.57,
      itpHasBands: true,
    });
    expect(purchaseCosts(300_000, "Illes Balears")).toMatchObject({ itp: 24_000, itpRatePercent: 8 });
    // Cataluña since 27/6/2025: 93.000 € at 900.000 €, then 12 %.
    expect(purchaseCosts(1_000_000, "Cataluña")).toMatchObject({ itp: 105_000, itpRatePercent: 10.5 });
    expect(purchaseCosts(400_001, "Aragón").itp).toBe(32_000);
    expect(purchaseCosts(300_000, "Castilla y León").itp).toBe(25_000);
  });

  test("the Comunitat Valenciana's 11 % falls on the whole value of a home over 1.000.000 €", () => {
    expect(purchaseCosts(300_000, "Comunitat Valenciana")).toMatchObject({ itp: 27_000, itpRatePercent: 9 });
    expect(purchaseCosts(1_200_000, "Comunitat Valenciana")).toMatchObject({
      itp: 132_000,
      itpRatePercent: 11,
    });
  });

  test("every community has a sourced rule, its last band open-ended, its rates between 4 % and 13 %", () => {
    for (const community of COMMUNITIES) {
      const rule = ITP_2026[community];
      expect(rule.source.length, community).toBeGreaterThan(20);
      expect(rule.bands.at(-1)?.upTo, community).toBeNull();
      for (const band of rule.bands) {
        expect(band.ratePercent).toBeGreaterThanOrEqual(4);
        expect(band.ratePercent).toBeLessThanOrEqual(13);
      }
    }
  });

  test("every province of the catalogue belongs to a community", () => {
    for (const province of PROVINCES) expect(communityOfProvince(province), province).not.toBeNull();
    expect(communityOfProvince("Vizcaya")).toBe("País Vasco");
    expect(communityOfProvince("Las Palmas")).toBe("Canarias");
    expect(communityOfProvince("Atlántida")).toBeNull();
    expect(communityOfProvince(null)).toBeNull();
  });

  test("a dearer home never pays less ITP in the same community", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMUNITIES),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        (community, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(purchaseCosts(high, community).itp).toBeGreaterThanOrEqual(
            purchaseCosts(low, community).itp,
          );
        },
      ),
    );
  });
});

describe("notary and registry", () => {
  test("a 585.000 € sale: the notary 815–1.057 €, the registry 347–589 €, with IVA", () => {
    expect(notaryEstimate(585_000)).toEqual({ low: 815, high: 1_057 });
    expect(registryEstimate(585_000)).toEqual({ low: 347, high: 589 });
  });

  test("the fees grow with the value, the range is a range, the registry stops at its maximum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(notaryEstimate(high).low).toBeGreaterThanOrEqual(notaryEstimate(low).low);
          expect(registryEstimate(high).low).toBeGreaterThanOrEqual(registryEstimate(low).low);
          expect(notaryEstimate(high).high).toBeGreaterThan(notaryEstimate(high).low);
          expect(registryEstimate(high).low).toBeLessThanOrEqual(Math.round(2_181.67 * 1.21));
        },
      ),
    );
  });

  test("the total adds the three", () => {
    const costs = purchaseCosts(585_000, "Comunidad de Madrid");
    expect(costs.total).toEqual({
      low: costs.itp + costs.notary.low + costs.registry.low,
      high: costs.itp + costs.notary.high + costs.registry.high,
    });
  });

  test("rates as Spanish text writes them", () => {
    expect(formatRatePercent(7.75)).toBe("7,75 %");
    expect(formatRatePercent(6)).toBe("6 %");
  });
});

describe("premises, garages and land", () => {
  test("pay the País Vasco's 7 %, not the homes' 4 %; elsewhere the same general rate", () => {
    expect(purchaseCosts(100_000, "País Vasco").itpRatePercent).toBe(4);
    expect(purchaseCosts(100_000, "País Vasco", false).itpRatePercent).toBe(7);
    expect(purchaseCosts(100_000, "Comunidad de Madrid", false).itpRatePercent).toBe(6);
  });
});
