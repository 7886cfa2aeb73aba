import { describe, expect, test } from "vitest";
import { listingSplit, platformShareBalance } from "./agreement";

describe("the platform's share after the final fee (contract clause 4)", () => {
  test("320.000 € at 4,5 %: 5.760 € for the platform, the fee's base 413,22 € deducted, 5.346,78 € left after the deed", () => {
    const split = listingSplit({
      price: 320_000,
      agencyCommissionPercentage: 4.5,
      agencyCommissionFixed: null,
    });
    expect(split && platformShareBalance(split)).toEqual({
      platformShare: 5760,
      finalFeeBase: 413.22,
      finalFeeIva: 86.78,
      finalFeeTotal: 500,
      remaining: 5346.78,
    });
  });

  test("a share smaller than the final fee leaves nothing, never a negative amount", () => {
    const split = listingSplit({
      price: 100_000,
      agencyCommissionPercentage: null,
      agencyCommissionFixed: 1000,
    });
    expect(split && platformShareBalance(split)).toMatchObject({ platformShare: 400, remaining: 0 });
  });

  test("cents are kept exact", () => {
    expect(
      platformShareBalance({ totalCommission: 1500.25, agency: 900.15, platform: 600.1 }).remaining,
    ).toBe(186.88);
  });

  test("one base: the commission and the deduction are both without IVA, and the IVA is apart", () => {
    // The case: 11.120 € sin impuestos for the platform minus the fee's base, not its total.
    const balance = platformShareBalance({ totalCommission: 27_800, agency: 16_680, platform: 11_120 });
    expect(balance.remaining).toBe(10_706.78);
    expect(balance.platformShare - balance.finalFeeBase).toBeCloseTo(balance.remaining, 2);
    expect(balance.finalFeeBase + balance.finalFeeIva).toBeCloseTo(balance.finalFeeTotal, 2);
  });
});
