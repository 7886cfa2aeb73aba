import { describe, expect, test } from "vitest";
import { estimatePlusvalia } from "./plusvalia";
import { estimateSale, type SaleInput } from "./sale-estimate";
import { taxBySavingsScale } from "./savings-scale";
import { TAX_YEAR_2025 } from "./years/2025";
import { TAX_YEAR_2026 } from "./years/2026";

/**
 * Worked examples done by hand with the method the AEAT publishes for selling a home (Manual
 * práctico de Renta, 'Ganancias y pérdidas patrimoniales'):
 *
 *   valor de transmisión = precio de venta − gastos y tributos de la venta (the plusvalía included)
 *   valor de adquisición = precio de compra + gastos y tributos de la compra + mejoras
 *   ganancia patrimonial = valor de transmisión − valor de adquisición      (art. 35 LIRPF)
 *
 * taxed on the savings base: 19 % up to 6.000 €, 21 % to 50.000 €, 23 % to 200.000 €, 27 % to
 * 300.000 €, 30 % above (arts. 66.1 and 76 LIRPF, Ley 7/2024). The plusvalía municipal by its two
 * methods (TRLRHL art. 107 after the RDL 26/2021), the lower applying. Each comment is the
 * arithmetic a reader can redo with a pencil; the test checks the code reaches the same figures.
 */

const euros = (amount: number) => Math.round(amount * 100);

/** A resident selling a home that is not their primary residence; no plusvalía unless set. */
const BASE: SaleInput = {
  salePriceCents: 0,
  saleCostsCents: 0,
  purchasePriceCents: 0,
  purchaseCostsCents: 0,
  improvementsCents: 0,
  purchaseDate: "2016-04-01",
  saleDate: "2026-06-30",
  mortgageCents: 0,
  landCadastralCents: 0,
  totalCadastralCents: euros(100_000),
  plusvaliaRateBp: 0,
  isSenior: false,
  isPrimaryResidence: false,
  reinvestmentCents: 0,
  residence: "spain",
};

describe("the savings scale at each band's edge (Ley 7/2024)", () => {
  // Cumulative tax at the top of each band:
  //   6.000 × 19 %                         =  1.140
  //   1.140 + 44.000 × 21 % (9.240)         = 10.380
  //   10.380 + 150.000 × 23 % (34.500)      = 44.880
  //   44.880 + 100.000 × 27 % (27.000)      = 71.880
  //   71.880 + 100.000 × 30 % (30.000)      = 101.880 at 400.000 €
  test.each([
    [6_000, 1_140],
    [50_000, 10_380],
    [200_000, 44_880],
    [300_000, 71_880],
    [400_000, 101_880],
  ])("a gain of %i € pays %i €", (gain, tax) => {
    expect(taxBySavingsScale(euros(gain), TAX_YEAR_2026.savingsScale.value).totalCents).toBe(euros(tax));
  });

  test("the issue's example: 85.000 € pay 18.430 € in 2025 and in 2026", () => {
    // 6.000 × 19 % = 1.140; 44.000 × 21 % = 9.240; 35.000 × 23 % = 8.050; 1.140 + 9.240 + 8.050 = 18.430
    for (const rules of [TAX_YEAR_2025, TAX_YEAR_2026])
      expect(taxBySavingsScale(euros(85_000), rules.savingsScale.value).totalCents).toBe(euros(18_430));
  });
});

describe("worked example 1: a second home held 14 years, the objective plusvalía is lower", () => {
  const input: SaleInput = {
    ...BASE,
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
  };

  test("plusvalía: objective 1.080 € against real 12.000 €; the objective applies", () => {
    // Held 15/03/2012 → 30/06/2026: 14 complete years, maximum coefficient 0,09.
    // Objective: 48.000 (valor catastral del suelo) × 0,09 = 4.320 of base; × 25 % = 1.080 €.
    // Real: (320.000 − 200.000) × 48.000 / 120.000 (the land's 40 %) = 48.000 of base; × 25 % = 12.000 €.
    // The lower base is the objective one (art. 107.5 TRLRHL).
    const { plusvalia } = estimateSale(input, TAX_YEAR_2026);
    if (!plusvalia) throw new Error("the cadastral values were given");
    expect(plusvalia.years).toBe(14);
    expect(plusvalia.objective).toEqual({ baseCents: euros(4_320), taxCents: euros(1_080) });
    expect(plusvalia.real.taxCents).toBe(euros(12_000));
    expect(plusvalia.method).toBe("objective");
    expect(plusvalia.taxCents).toBe(euros(1_080));
  });

  test("gain 85.000 €, IRPF 18.430 €, 'Te quedarán' 233.570 €", () => {
    // Valor de transmisión: 320.000 − 6.920 (gastos) − 1.080 (plusvalía) = 312.000
    // Valor de adquisición: 200.000 + 14.000 (gastos de compra) + 13.000 (mejoras) = 227.000
    // Ganancia: 312.000 − 227.000 = 85.000 → IRPF 18.430 (the example)
    // Te quedarán: 320.000 − 6.920 − 60.000 (hipoteca) − 18.430 − 1.080 = 233.570
    const estimate = estimateSale(input, TAX_YEAR_2026);
    expect(estimate.transmissionValueCents).toBe(euros(312_000));
    expect(estimate.acquisitionValueCents).toBe(euros(227_000));
    expect(estimate.gainCents).toBe(euros(85_000));
    expect(estimate.incomeTax.totalCents).toBe(euros(18_430));
    expect(estimate.netCents).toBe(euros(233_570));
  });
});

describe("worked example 2: a large gain reaches every band of the scale", () => {
  const input: SaleInput = {
    ...BASE,
    salePriceCents: euros(750_000),
    saleCostsCents: euros(15_000),
    purchasePriceCents: euros(300_000),
    purchaseCostsCents: euros(25_000),
    purchaseDate: "2005-05-10",
    saleDate: "2026-06-30",
    landCadastralCents: euros(90_000),
    totalCadastralCents: euros(150_000),
    plusvaliaRateBp: 3000,
  };

  test("plusvalía 10.800 €, gain 399.200 €, IRPF 101.640 €, 'Te quedarán' 622.560 €", () => {
    // Held 21 complete years: the '20 años o más' coefficient, 0,40.
    // Objective: 90.000 × 0,40 = 36.000; × 30 % = 10.800. Real: 450.000 × 60 % = 270.000; × 30 % = 81.000.
    // Valor de transmisión: 750.000 − 15.000 − 10.800 = 724.200; de adquisición: 300.000 + 25.000 = 325.000.
    // Ganancia: 724.200 − 325.000 = 399.200.
    // IRPF: 1.140 + 9.240 + 34.500 + 27.000 (the first 300.000) + 99.200 × 30 % (29.760) = 101.640.
    // Te quedarán: 750.000 − 15.000 − 101.640 − 10.800 = 622.560 (no mortgage).
    const estimate = estimateSale(input, TAX_YEAR_2026);
    expect(estimate.plusvalia?.coefficient).toBe(40);
    expect(estimate.plusvalia?.taxCents).toBe(euros(10_800));
    expect(estimate.gainCents).toBe(euros(399_200));
    expect(estimate.incomeTax.kind === "scale" && estimate.incomeTax.tranches.map((t) => t.taxCents)).toEqual(
      [1_140, 9_240, 34_500, 27_000, 29_760].map(euros),
    );
    expect(estimate.incomeTax.totalCents).toBe(euros(101_640));
    expect(estimate.netCents).toBe(euros(622_560));
  });
});

describe("worked example 3: the land barely gained value, the real plusvalía is lower", () => {
  test("real 1.800 € against objective 7.200 €; the real one applies", () => {
    // Held 10/01/2000 → 01/02/2026: 26 years, coefficient 0,40.
    // Objective: 60.000 × 0,40 = 24.000; × 30 % = 7.200.
    // Real: (210.000 − 200.000) × 60.000 / 100.000 = 6.000; × 30 % = 1.800. The lower one applies.
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
    expect(estimate.objective.taxCents).toBe(euros(7_200));
    expect(estimate.real.taxCents).toBe(euros(1_800));
    expect(estimate.method).toBe("real");
    expect(estimate.taxCents).toBe(euros(1_800));
  });

  test("the real method compares the deeds' prices without their costs (art. 104.5 TRLRHL)", () => {
    // Prices 200.000 → 205.000: the land gained (5.000 × 60 % = 3.000 of base), even though with the
    // purchase costs (20.000) the IRPF sees a loss.
    const estimate = estimateSale(
      {
        ...BASE,
        salePriceCents: euros(205_000),
        purchasePriceCents: euros(200_000),
        purchaseCostsCents: euros(20_000),
        purchaseDate: "2000-01-10",
        landCadastralCents: euros(60_000),
        plusvaliaRateBp: 3000,
      },
      TAX_YEAR_2026,
    );
    // Plusvalía 3.000 × 30 % = 900; valor de transmisión 205.000 − 900 = 204.100; 204.100 − 220.000.
    expect(estimate.plusvalia?.taxCents).toBe(euros(900));
    expect(estimate.gainCents).toBe(-euros(15_900));
    expect(estimate.incomeTax.totalCents).toBe(0);
  });
});

describe("worked example 4: reinvesting in a new primary residence (art. 38.1 LIRPF, art. 41.1 RIRPF)", () => {
  // Primary residence sold for 300.000 with 5.000 of costs, bought for 180.000 with 15.000 of costs,
  // 100.000 of its mortgage still owed. No plusvalía (no land value given).
  //   Valor de transmisión 295.000; de adquisición 195.000; ganancia 100.000.
  //   Importe total obtenido = 295.000 − 100.000 (principal pendiente) = 195.000: what must be reinvested.
  const input: SaleInput = {
    ...BASE,
    salePriceCents: euros(300_000),
    saleCostsCents: euros(5_000),
    purchasePriceCents: euros(180_000),
    purchaseCostsCents: euros(15_000),
    mortgageCents: euros(100_000),
    isPrimaryResidence: true,
  };

  test("117.000 € reinvested is 60 % of 195.000 €: 60.000 € exempt, IRPF 8.280 € on the other 40.000 €", () => {
    // 117.000 / 195.000 = 60 %; 100.000 × 60 % = 60.000 exempt; 40.000 taxable:
    // 6.000 × 19 % = 1.140; 34.000 × 21 % = 7.140; total 8.280.
    // (Dividing by the 295.000 of the transmission value, ignoring the loan, would exempt only 39.661.)
    const estimate = estimateSale({ ...input, reinvestmentCents: euros(117_000) }, TAX_YEAR_2026);
    expect(estimate.gainCents).toBe(euros(100_000));
    expect(estimate.exemption).toEqual({
      kind: "reinvestment",
      exemptCents: euros(60_000),
      shareBp: 6000,
      obtainedCents: euros(195_000),
    });
    expect(estimate.taxableGainCents).toBe(euros(40_000));
    expect(estimate.incomeTax.totalCents).toBe(euros(8_280));
  });

  test("reinvesting the whole 195.000 € exempts the whole gain", () => {
    const estimate = estimateSale({ ...input, reinvestmentCents: euros(195_000) }, TAX_YEAR_2026);
    expect(estimate.exemption.exemptCents).toBe(euros(100_000));
    expect(estimate.incomeTax.totalCents).toBe(0);
  });

  test("owing as much as the sale brings leaves nothing to reinvest: buying the new home exempts it all", () => {
    // Mortgage 295.000 = valor de transmisión: importe total obtenido 0.
    const estimate = estimateSale(
      { ...input, mortgageCents: euros(295_000), reinvestmentCents: euros(1_000) },
      TAX_YEAR_2026,
    );
    expect(estimate.exemption).toEqual({
      kind: "reinvestment",
      exemptCents: euros(100_000),
      shareBp: 10_000,
      obtainedCents: 0,
    });
  });

  test("no exemption for a home that is not the primary residence", () => {
    const estimate = estimateSale(
      { ...input, isPrimaryResidence: false, reinvestmentCents: euros(195_000) },
      TAX_YEAR_2026,
    );
    // 100.000 taxed: 1.140 + 9.240 + 50.000 × 23 % (11.500) = 21.880
    expect(estimate.incomeTax.totalCents).toBe(euros(21_880));
  });
});

describe("worked example 5: 65 or more selling the primary residence (art. 33.4.b LIRPF)", () => {
  // Sold for 250.000, bought for 90.000 in 1998 with 6.000 of costs; land 40.000 of 80.000, rate 30 %.
  // Plusvalía: 28 years → 0,40; objective 40.000 × 0,40 = 16.000 × 30 % = 4.800;
  //   real (250.000 − 90.000) × 50 % = 80.000 × 30 % = 24.000 → 4.800.
  // Ganancia: 250.000 − 4.800 − 96.000 = 149.200, all of it exempt.
  const input: SaleInput = {
    ...BASE,
    salePriceCents: euros(250_000),
    purchasePriceCents: euros(90_000),
    purchaseCostsCents: euros(6_000),
    purchaseDate: "1998-02-01",
    landCadastralCents: euros(40_000),
    totalCadastralCents: euros(80_000),
    plusvaliaRateBp: 3000,
    isSenior: true,
    isPrimaryResidence: true,
  };

  test("the whole gain is exempt; the plusvalía municipal is still due; 'Te quedarán' 245.200 €", () => {
    const estimate = estimateSale(input, TAX_YEAR_2026);
    expect(estimate.gainCents).toBe(euros(149_200));
    expect(estimate.exemption).toEqual({ kind: "senior", exemptCents: euros(149_200) });
    expect(estimate.incomeTax.totalCents).toBe(0);
    expect(estimate.plusvalia?.taxCents).toBe(euros(4_800));
    // 250.000 − 4.800 = 245.200
    expect(estimate.netCents).toBe(euros(245_200));
  });

  test("the same seller with a second home pays the scale on 149.200 €: 33.196 €", () => {
    // 1.140 + 9.240 + 99.200 × 23 % (22.816) = 33.196
    const estimate = estimateSale({ ...input, isPrimaryResidence: false }, TAX_YEAR_2026);
    expect(estimate.incomeTax.totalCents).toBe(euros(33_196));
  });
});

describe("worked example 6: where the seller lives decides the tax (TRLIRNR arts. 25 and DA 7ª)", () => {
  // A former primary residence sold on 30 June 2026 for 300.000 with 4.000 of costs; bought on
  // 10 May 2014 for 200.000 with 19.260 of costs; 50.000 of mortgage still owed.
  // Plusvalía: 12 years → 0,09; objective 40.000 × 0,09 = 3.600 × 25 % = 900;
  //   real (300.000 − 200.000) × 40 % = 40.000 × 25 % = 10.000 → the objective, 900.
  // Valor de transmisión 300.000 − 4.000 − 900 = 295.100; de adquisición 219.260; ganancia 75.840.
  const input: SaleInput = {
    ...BASE,
    salePriceCents: euros(300_000),
    saleCostsCents: euros(4_000),
    purchasePriceCents: euros(200_000),
    purchaseCostsCents: euros(19_260),
    purchaseDate: "2014-05-10",
    mortgageCents: euros(50_000),
    landCadastralCents: euros(40_000),
    totalCadastralCents: euros(100_000),
    plusvaliaRateBp: 2500,
    isPrimaryResidence: true,
    reinvestmentCents: euros(250_000),
  };

  test("resident in the UK who reinvests: no exemption, IRNR 14.409,60 €, 5.409,60 € still to pay", () => {
    // Outside the EU/EEA the reinvestment exemption does not apply (DA 7ª TRLIRNR reaches EU/EEA only):
    //   75.840 × 19 % = 14.409,60; the buyer withheld 300.000 × 3 % = 9.000; 14.409,60 − 9.000 = 5.409,60.
    //   Te quedarán: 300.000 − 4.000 − 50.000 − 14.409,60 − 900 = 230.690,40.
    const estimate = estimateSale({ ...input, residence: "other" }, TAX_YEAR_2026);
    expect(estimate.plusvalia?.taxCents).toBe(euros(900));
    expect(estimate.gainCents).toBe(euros(75_840));
    expect(estimate.exemption).toEqual({ kind: "reinvestment-not-available", exemptCents: 0 });
    expect(estimate.incomeTax).toEqual({ kind: "non-resident", rateBp: 1900, totalCents: euros(14_409.6) });
    expect(estimate.withholding).toEqual({ rateBp: 300, cents: euros(9_000), balanceCents: euros(5_409.6) });
    expect(estimate.netCents).toBe(euros(230_690.4));
  });

  test("resident in France who reinvests half of what the sale brought: half the gain exempt, 1.795,20 € back", () => {
    // Importe total obtenido 295.100 − 50.000 = 245.100; 122.550 reinvested is 50 %:
    //   37.920 exempt; 37.920 × 19 % = 7.204,80; withheld 9.000 → Hacienda returns 1.795,20.
    const estimate = estimateSale(
      { ...input, residence: "eu-eea", reinvestmentCents: euros(122_550) },
      TAX_YEAR_2026,
    );
    expect(estimate.exemption).toEqual({
      kind: "reinvestment",
      exemptCents: euros(37_920),
      shareBp: 5000,
      obtainedCents: euros(245_100),
    });
    expect(estimate.incomeTax.totalCents).toBe(euros(7_204.8));
    expect(estimate.withholding?.balanceCents).toBe(-euros(1_795.2));
  });

  test("resident in the EU who reinvests all of it: nothing to pay, the 9.000 € withheld come back", () => {
    const estimate = estimateSale({ ...input, residence: "eu-eea" }, TAX_YEAR_2026);
    expect(estimate.exemption.exemptCents).toBe(euros(75_840));
    expect(estimate.incomeTax.totalCents).toBe(0);
    expect(estimate.withholding?.balanceCents).toBe(-euros(9_000));
  });

  test("resident in Spain: the savings scale, reinvestment exempts it all, nothing withheld", () => {
    // Without reinvesting: 1.140 + 9.240 + 25.840 × 23 % (5.943,20) = 16.323,20.
    const reinvesting = estimateSale({ ...input, residence: "spain" }, TAX_YEAR_2026);
    expect(reinvesting.incomeTax.totalCents).toBe(0);
    expect(reinvesting.withholding).toBeNull();
    const notReinvesting = estimateSale(
      { ...input, residence: "spain", reinvestmentCents: 0 },
      TAX_YEAR_2026,
    );
    expect(notReinvesting.incomeTax.totalCents).toBe(euros(16_323.2));
  });

  test("without the IBI's cadastral values: the income tax and the net, the plusvalía marked missing", () => {
    // No plusvalía to deduct: transmission 296.000, gain 76.740.
    //   UK: 76.740 × 19 % = 14.580,60; net 300.000 − 4.000 − 50.000 − 14.580,60 = 231.419,40.
    //   Spain: 1.140 + 9.240 + 26.740 × 23 % (6.150,20) = 16.530,20.
    const missing = { ...input, landCadastralCents: null, totalCadastralCents: null, reinvestmentCents: 0 };
    const abroad = estimateSale({ ...missing, residence: "other" }, TAX_YEAR_2026);
    expect(abroad.plusvalia).toBeNull();
    expect(abroad.gainCents).toBe(euros(76_740));
    expect(abroad.incomeTax.totalCents).toBe(euros(14_580.6));
    expect(abroad.netCents).toBe(euros(231_419.4));
    const resident = estimateSale({ ...missing, residence: "spain" }, TAX_YEAR_2026);
    expect(resident.incomeTax.totalCents).toBe(euros(16_530.2));
  });

  test("selling at a loss needs no cadastral values: the plusvalía is not due", () => {
    const estimate = estimateSale(
      { ...input, landCadastralCents: null, totalCadastralCents: null, purchasePriceCents: euros(310_000) },
      TAX_YEAR_2026,
    );
    expect(estimate.plusvalia).toMatchObject({ isNotSubject: true, taxCents: 0 });
  });
});
