import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { estimatePlusvalia, timeHeld } from "./plusvalia";
import { estimateSale, type SaleInput } from "./sale-estimate";
import { taxBySavingsScale } from "./savings-scale";
import { TAX_YEARS, taxYearFor } from "./years";
import { TAX_YEAR_2026 } from "./years/2026";

const euros = (amount: number) => Math.round(amount * 100);
const scale = TAX_YEAR_2026.savingsScale.value;

/** The page's worked example: a gain of exactly 85.000 € once the plusvalía is deducted. */
const WORKED_EXAMPLE: SaleInput = {
  salePriceCents: euros(320_000),
  saleCostsCents: euros(6_920),
  purchasePriceCents: euros(200_000),
  purchaseCostsCents: euros(14_000),
  improvementsCents: euros(13_000),
  purchaseDate: "2012-03-15",
  saleDate: "2026-06-30",
  mortgageCents: euros(60_000),
  landCadastralCents: euros(48_000),
  totalCadastralCents: euros(120_000),
  plusvaliaRateBp: 2500,
  isSenior: false,
  isPrimaryResidence: false,
  reinvestmentCents: 0,
  residence: "spain",
};

describe("IRPF savings scale (arts. 66.1 and 76 LIRPF, Ley 7/2024)", () => {
  test("a gain of 85.000 € pays 18.430 €: 6.000 € at 19 %, 44.000 € at 21 %, 35.000 € at 23 %", () => {
    const { tranches, totalCents } = taxBySavingsScale(euros(85_000), scale);
    expect(tranches.map((t) => [t.baseCents, t.rateBp, t.taxCents])).toEqual([
      [euros(6_000), 1900, euros(1_140)],
      [euros(44_000), 2100, euros(9_240)],
      [euros(35_000), 2300, euros(8_050)],
    ]);
    expect(totalCents).toBe(euros(18_430));
  });

  test("the top bands: 400.000 € reaches 27 % and 30 %", () => {
    // 1.140 + 9.240 + 34.500 (150.000 × 23 %) + 27.000 (100.000 × 27 %) + 30.000 (100.000 × 30 %)
    expect(taxBySavingsScale(euros(400_000), scale).totalCents).toBe(euros(101_880));
  });

  test("no gain, no bands", () => {
    expect(taxBySavingsScale(0, scale)).toEqual({ tranches: [], totalCents: 0 });
  });

  test("IRPF never falls when the gain grows, and never exceeds the top rate", () => {
    fc.assert(
      fc.property(fc.nat(2_000_000_00), fc.nat(2_000_000_00), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowTax = taxBySavingsScale(low, scale).totalCents;
        const highTax = taxBySavingsScale(high, scale).totalCents;
        return lowTax <= highTax && highTax <= Math.ceil(high * 0.3) + 5;
      }),
    );
  });
});

describe("plusvalía municipal (TRLRHL arts. 104.5, 107.4, 107.5 after the RDL 26/2021)", () => {
  test("14 years held: coefficient 0,09 on the land's value; the objective base is lower than the real one", () => {
    const estimate = estimatePlusvalia({
      salePriceCents: euros(320_000),
      purchasePriceCents: euros(200_000),
      landCadastralCents: euros(48_000),
      totalCadastralCents: euros(120_000),
      rateBp: 2500,
      purchaseDate: "2012-03-15",
      saleDate: "2026-06-30",
      coefficients: TAX_YEAR_2026.plusvaliaCoefficients.value,
    });
    expect(estimate.years).toBe(14);
    expect(estimate.coefficient).toBe(9);
    expect(estimate.objective).toEqual({ baseCents: euros(4_320), taxCents: euros(1_080) });
    // Real: (320.000 − 200.000) × 40 % of land = 48.000 € of base.
    expect(estimate.real).toEqual({ landShareBp: 4000, baseCents: euros(48_000), taxCents: euros(12_000) });
    expect(estimate.method).toBe("objective");
    expect(estimate.taxCents).toBe(euros(1_080));
  });

  test("a small real gain on a long holding: the real method applies because it is lower", () => {
    const estimate = estimatePlusvalia({
      salePriceCents: euros(210_000),
      purchasePriceCents: euros(200_000),
      landCadastralCents: euros(60_000),
      totalCadastralCents: euros(100_000),
      rateBp: 3000,
      purchaseDate: "2000-01-10",
      saleDate: "2026-02-01",
      coefficients: TAX_YEAR_2026.plusvaliaCoefficients.value,
    });
    expect(estimate.coefficient).toBe(40); // 20 years or more
    expect(estimate.objective.baseCents).toBe(euros(24_000));
    expect(estimate.real.baseCents).toBe(euros(6_000)); // 10.000 € × 60 %
    expect(estimate.method).toBe("real");
    expect(estimate.taxCents).toBe(euros(1_800));
  });

  test("sold for less than it cost: not subject, nothing to pay (art. 104.5)", () => {
    const estimate = estimatePlusvalia({
      salePriceCents: euros(180_000),
      purchasePriceCents: euros(200_000),
      landCadastralCents: euros(60_000),
      totalCadastralCents: euros(100_000),
      rateBp: 3000,
      purchaseDate: "2015-01-10",
      saleDate: "2026-02-01",
      coefficients: TAX_YEAR_2026.plusvaliaCoefficients.value,
    });
    expect(estimate.isNotSubject).toBe(true);
    expect(estimate.taxCents).toBe(0);
  });

  test("held under a year: the coefficient is prorated by whole months", () => {
    expect(timeHeld("2025-09-20", "2026-03-19")).toEqual({ years: 0, months: 5 });
    const estimate = estimatePlusvalia({
      salePriceCents: euros(300_000),
      purchasePriceCents: euros(250_000),
      landCadastralCents: euros(60_000),
      totalCadastralCents: euros(100_000),
      rateBp: 3000,
      purchaseDate: "2025-09-20",
      saleDate: "2026-03-20",
      coefficients: TAX_YEAR_2026.plusvaliaCoefficients.value,
    });
    expect(estimate.months).toBe(6);
    expect(estimate.coefficient).toBe(7.5); // 0,15 × 6/12
    expect(estimate.objective.baseCents).toBe(euros(4_500));
  });
});

describe("what the sale leaves you", () => {
  test("the worked example: gain 85.000 €, IRPF 18.430 €, plusvalía 1.080 €, 'Te quedarán' 233.570 €", () => {
    const estimate = estimateSale(WORKED_EXAMPLE, TAX_YEAR_2026);
    expect(estimate.plusvalia?.taxCents).toBe(euros(1_080));
    expect(estimate.transmissionValueCents).toBe(euros(312_000));
    expect(estimate.acquisitionValueCents).toBe(euros(227_000));
    expect(estimate.gainCents).toBe(euros(85_000));
    expect(estimate.incomeTax.totalCents).toBe(euros(18_430));
    expect(estimate.withholding).toBeNull();
    expect(estimate.netCents).toBe(euros(233_570));
  });

  test("65 or more selling the primary residence: the gain is exempt (art. 33.4.b LIRPF)", () => {
    const estimate = estimateSale(
      { ...WORKED_EXAMPLE, isSenior: true, isPrimaryResidence: true },
      TAX_YEAR_2026,
    );
    expect(estimate.exemption).toEqual({ kind: "senior", exemptCents: euros(85_000) });
    expect(estimate.incomeTax.totalCents).toBe(0);
    expect(estimate.plusvalia?.taxCents).toBe(euros(1_080)); // the municipal tax has no such exemption
  });

  test("65 or more but not the primary residence: taxed as usual", () => {
    const estimate = estimateSale({ ...WORKED_EXAMPLE, isSenior: true }, TAX_YEAR_2026);
    expect(estimate.incomeTax.totalCents).toBe(euros(18_430));
  });

  test("reinvesting half of what the sale brought, net of the mortgage, exempts half of the gain (art. 38.1 LIRPF, art. 41.1 RIRPF)", () => {
    // Importe total obtenido = 312.000 (valor de transmisión) − 60.000 (hipoteca) = 252.000 €;
    // 126.000 € reinvested is half of it, so half of the 85.000 € gain is exempt.
    const estimate = estimateSale(
      { ...WORKED_EXAMPLE, isPrimaryResidence: true, reinvestmentCents: euros(126_000) },
      TAX_YEAR_2026,
    );
    expect(estimate.exemption).toEqual({
      kind: "reinvestment",
      exemptCents: euros(42_500),
      shareBp: 5000,
      obtainedCents: euros(252_000),
    });
    // 42.500 € taxable: 6.000 × 19 % + 36.500 × 21 % = 1.140 + 7.665
    expect(estimate.incomeTax.totalCents).toBe(euros(8_805));
  });

  test("reinvesting all of it, or more, exempts the whole gain", () => {
    const estimate = estimateSale(
      { ...WORKED_EXAMPLE, isPrimaryResidence: true, reinvestmentCents: euros(400_000) },
      TAX_YEAR_2026,
    );
    expect(estimate.taxableGainCents).toBe(0);
  });

  test("a non-resident pays 19 % flat, and the buyer withholds 3 % of the price as an advance", () => {
    const estimate = estimateSale({ ...WORKED_EXAMPLE, residence: "eu-eea" }, TAX_YEAR_2026);
    expect(estimate.incomeTax).toEqual({ kind: "non-resident", rateBp: 1900, totalCents: euros(16_150) });
    // 3 % of 320.000 € = 9.600 € withheld; 16.150 − 9.600 = 6.550 € still to pay.
    expect(estimate.withholding).toEqual({ rateBp: 300, cents: euros(9_600), balanceCents: euros(6_550) });
    expect(estimate.netCents).toBe(euros(320_000 - 6_920 - 60_000 - 16_150 - 1_080));
  });

  test("a non-resident selling at a loss gets the withholding back", () => {
    const estimate = estimateSale(
      { ...WORKED_EXAMPLE, residence: "eu-eea", purchasePriceCents: euros(330_000) },
      TAX_YEAR_2026,
    );
    expect(estimate.gainCents).toBeLessThan(0);
    expect(estimate.incomeTax.totalCents).toBe(0);
    expect(estimate.withholding?.balanceCents).toBe(-euros(9_600));
  });

  const saleInput = fc.record({
    salePriceCents: fc.integer({ min: 1, max: 5_000_000_00 }),
    saleCostsCents: fc.nat(100_000_00),
    purchasePriceCents: fc.integer({ min: 1, max: 5_000_000_00 }),
    purchaseCostsCents: fc.nat(100_000_00),
    improvementsCents: fc.nat(200_000_00),
    purchaseDate: fc.constantFrom("1990-05-01", "2008-11-30", "2019-02-28", "2025-12-31"),
    saleDate: fc.constant("2026-06-15"),
    mortgageCents: fc.nat(1_000_000_00),
    landCadastralCents: fc.nat(500_000_00),
    totalCadastralCents: fc.integer({ min: 500_000_00, max: 1_000_000_00 }),
    plusvaliaRateBp: fc.integer({ min: 0, max: 3000 }),
    isSenior: fc.boolean(),
    isPrimaryResidence: fc.boolean(),
    reinvestmentCents: fc.nat(5_000_000_00),
    residence: fc.constantFrom("spain", "eu-eea", "other"),
  });

  test("what is left never exceeds the price, and no tax is negative", () => {
    fc.assert(
      fc.property(saleInput, (input) => {
        const estimate = estimateSale(input, TAX_YEAR_2026);
        return (
          estimate.netCents <= input.salePriceCents &&
          estimate.incomeTax.totalCents >= 0 &&
          (estimate.plusvalia?.taxCents ?? 0) >= 0 &&
          estimate.taxableGainCents <= Math.max(0, estimate.gainCents)
        );
      }),
    );
  });

  test("a higher sale price never lowers the income tax", () => {
    fc.assert(
      fc.property(saleInput, fc.nat(100_000_00), (input, more) => {
        const lower = estimateSale({ ...input, landCadastralCents: 0 }, TAX_YEAR_2026);
        const higher = estimateSale(
          { ...input, landCadastralCents: 0, salePriceCents: input.salePriceCents + more },
          TAX_YEAR_2026,
        );
        return lower.incomeTax.totalCents <= higher.incomeTax.totalCents + 1;
      }),
    );
  });
});

describe("tax years", () => {
  test("every value carries its legal source", () => {
    for (const year of TAX_YEARS) {
      for (const entry of Object.values(year)) {
        if (typeof entry === "object") expect(entry.source).toMatch(/(BOE|Ley|RDL)/);
      }
      expect(year.plusvaliaCoefficients.value).toHaveLength(21);
    }
  });

  test("the sale's year picks its rules; a later year uses the latest, flagged provisional", () => {
    expect(taxYearFor(2025)?.rules.year).toBe(2025);
    expect(taxYearFor(2026)).toEqual({ rules: TAX_YEAR_2026, isProvisional: false });
    expect(taxYearFor(2031)).toEqual({ rules: TAX_YEAR_2026, isProvisional: true });
    expect(taxYearFor(2019)).toBeNull();
  });
});
