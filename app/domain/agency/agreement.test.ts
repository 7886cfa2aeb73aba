import { describe, expect, test } from "vitest";
import { listingSplit, platformShareBalance } from "./agreement";

describe("the platform's share after the final fee (contract clause 4)", () => {
  test("320.000 € at 4,5 %: 5.760 € for the platform, 500 € paid at step 4, 5.260 € left after the deed", () => {
    const split = listingSplit({
      price: 320_000,
      agencyCommissionPercentage: 4.5,
      agencyCommissionFixed: null,
    });
    expect(split && platformShareBalance(split)).toEqual({
      platformShare: 5760,
      finalFee: 500,
      remaining: 5260,
    });
  });

  test("a share smaller than the final fee leaves nothing, never a negative amount", () => {
    const split = listingSplit({
      price: 100_000,
      agencyCommissionPercentage: null,
      agencyCommissionFixed: 1000,
    });
    expect(split && platformShareBalance(split)).toEqual({ platformShare: 400, finalFee: 500, remaining: 0 });
  });

  test("cents are kept exact", () => {
    expect(
      platformShareBalance({ totalCommission: 1500.25, agency: 900.15, platform: 600.1 }).remaining,
    ).toBe(100.1);
  });
});
