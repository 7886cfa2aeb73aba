import { describe, expect, test } from "vitest";
import {
  AGENCY_CAMPAIGN_MONTHS,
  AGENCY_SHARE,
  addIva,
  commissionSplit,
  extractIva,
  feeFor,
  IVA_PERCENT,
  MARKETING_CAMPAIGN_DAYS_PARTICULAR,
  PLATFORM_SHARE,
} from "#app/domain/payments/pricing";

describe("fees", () => {
  test("IVA is 21 %", () => {
    expect(IVA_PERCENT).toBe(21);
  });

  test("a private owner's marketing fee is 500 € + 105 € IVA = 605,00 €", () => {
    expect(feeFor("particular", "marketing")).toEqual({
      base: 50_000,
      iva: 10_500,
      total: 60_500,
      ivaIncluded: false,
      label: "Campaña de Marketing",
    });
  });

  test("a private owner's success fee is also 500 € + IVA = 605,00 €", () => {
    expect(feeFor("particular", "final_fee")).toEqual({
      base: 50_000,
      iva: 10_500,
      total: 60_500,
      ivaIncluded: false,
      label: "Comisión de Éxito",
    });
  });

  test("an agency's marketing fee is 500,00 € with IVA included: 413,22 € + 86,78 €", () => {
    expect(feeFor("agency", "marketing")).toEqual({
      base: 41_322,
      iva: 8_678,
      total: 50_000,
      ivaIncluded: true,
      label: "Campaña de Marketing",
    });
  });

  test("an agency's final fee is 500,00 € with IVA included", () => {
    const fee = feeFor("agency", "final_fee");
    expect(fee.total).toBe(50_000);
    expect(fee.ivaIncluded).toBe(true);
    expect(fee.label).toBe("Comisión Final de Agencia");
  });

  test("every fee's base and IVA add up to its total, in whole cents", () => {
    for (const origin of ["particular", "agency"] as const) {
      for (const product of ["marketing", "final_fee"] as const) {
        const fee = feeFor(origin, product);
        expect(fee.base + fee.iva).toBe(fee.total);
        expect(Number.isInteger(fee.base) && Number.isInteger(fee.iva)).toBe(true);
      }
    }
  });

  test("changing a returned fee does not change the next one", () => {
    const fee = feeFor("particular", "marketing");
    fee.total = 1;
    expect(feeFor("particular", "marketing").total).toBe(60_500);
  });

  test("adding IVA rounds the tax to the nearest cent", () => {
    expect(addIva(999)).toEqual({ base: 999, iva: 210, total: 1209 });
  });

  test("extracting IVA from an awkward total still adds up exactly", () => {
    for (const total of [1, 99, 12_345, 50_001, 99_999]) {
      const { base, iva } = extractIva(total);
      expect(base + iva).toBe(total);
      expect(Math.abs(iva - base * 0.21)).toBeLessThanOrEqual(1);
    }
  });
});

describe("campaign lengths", () => {
  test("a private campaign lasts 365 days and an agency campaign 2 months", () => {
    expect(MARKETING_CAMPAIGN_DAYS_PARTICULAR).toBe(365);
    expect(AGENCY_CAMPAIGN_MONTHS).toBe(2);
  });
});

describe("commission split", () => {
  test("the agency keeps 60 % and the platform 40 %", () => {
    expect(AGENCY_SHARE).toBe(0.6);
    expect(PLATFORM_SHARE).toBe(0.4);
    expect(AGENCY_SHARE + PLATFORM_SHARE).toBe(1);
  });

  test("a 100.000 € sale at 5 % is 5.000 € of commission: 3.000 € to the agency, 2.000 € to the platform", () => {
    expect(commissionSplit({ price: 100_000, percentage: 5 })).toEqual({
      totalCommission: 5_000,
      agency: 3_000,
      platform: 2_000,
    });
  });

  test("a fixed commission is split the same way whatever the price", () => {
    expect(commissionSplit({ price: 180_000, fixed: 6_000 })).toEqual({
      totalCommission: 6_000,
      agency: 3_600,
      platform: 2_400,
    });
  });

  test("a percentage commission follows a lower final price", () => {
    expect(commissionSplit({ price: 90_000, percentage: 5 })?.totalCommission).toBe(4_500);
  });

  test("a decimal percentage gives a commission to the cent, and the shares add up to it", () => {
    const split = commissionSplit({ price: 123_457, percentage: 3.3 });
    expect(split).toEqual({ totalCommission: 4_074.08, agency: 2_444.45, platform: 1_629.63 });
  });

  test("when both are present the percentage wins", () => {
    expect(commissionSplit({ price: 100_000, percentage: 4, fixed: 9_000 })?.totalCommission).toBe(4_000);
  });

  test("a missing, zero or negative percentage falls back to the fixed amount", () => {
    expect(commissionSplit({ price: 100_000, percentage: null, fixed: 3_000 })?.totalCommission).toBe(3_000);
    expect(commissionSplit({ price: 100_000, percentage: 0, fixed: 3_000 })?.totalCommission).toBe(3_000);
    expect(commissionSplit({ price: 100_000, percentage: -2, fixed: 3_000 })?.totalCommission).toBe(3_000);
  });

  test("with no commission agreed there is nothing to split", () => {
    expect(commissionSplit({ price: 100_000 })).toBeNull();
    expect(commissionSplit({ price: 100_000, percentage: null, fixed: null })).toBeNull();
    expect(commissionSplit({ price: 100_000, fixed: 0 })).toBeNull();
    expect(commissionSplit({ price: 100_000, percentage: Number.NaN })).toBeNull();
  });
});
