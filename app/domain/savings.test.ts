import { describe, expect, test } from "vitest";
import { feeFor } from "#app/domain/payments/pricing";
import { EXAMPLE_PRICE, estimateSavings, MAX_CALCULATOR_PRICE, parsePriceInput } from "#app/domain/savings";

describe("estimateSavings", () => {
  test("a 200.000 € flat: an agency charges 6.000 € to 14.000 € plus IVA", () => {
    const estimate = estimateSavings(EXAMPLE_PRICE);
    expect(estimate?.agencyMin).toEqual({ base: 600_000, iva: 126_000, total: 726_000 });
    expect(estimate?.agencyMax).toEqual({ base: 1_400_000, iva: 294_000, total: 1_694_000 });
  });

  test("a 200.000 € flat: the landing's 'saving up to 13.500 €' is the dearest agency against the campaign alone", () => {
    const estimate = estimateSavings(EXAMPLE_PRICE);
    expect(estimate?.savingMax.base).toBe(1_350_000);
    expect(estimate?.savingMax.total).toBe(1_694_000 - 60_500);
  });

  test("the smallest saving counts both of our fees against the cheapest agency", () => {
    const estimate = estimateSavings(EXAMPLE_PRICE);
    expect(estimate?.zaguanWithSuccessFee).toEqual({ base: 100_000, iva: 21_000, total: 121_000 });
    expect(estimate?.savingMin).toEqual({ base: 500_000, iva: 105_000, total: 605_000 });
  });

  test("our fees are the pricing module's, not numbers of its own", () => {
    const marketing = feeFor("particular", "marketing");
    const successFee = feeFor("particular", "final_fee");
    const estimate = estimateSavings(300_000);
    expect(estimate?.zaguanMarketingOnly.total).toBe(marketing.total);
    expect(estimate?.zaguanWithSuccessFee.total).toBe(marketing.total + successFee.total);
  });

  test("a cheap property never shows a negative saving", () => {
    const estimate = estimateSavings(10_000);
    expect(estimate?.agencyMin.base).toBe(30_000);
    expect(estimate?.savingMin).toEqual({ base: 0, iva: 0, total: 0 });
  });

  test("fractions of a euro are rounded before computing", () => {
    expect(estimateSavings(199_999.6)?.price).toBe(200_000);
  });

  test("no estimate for zero, negative, absurd or non-numeric prices", () => {
    expect(estimateSavings(0)).toBeNull();
    expect(estimateSavings(-5)).toBeNull();
    expect(estimateSavings(Number.NaN)).toBeNull();
    expect(estimateSavings(MAX_CALCULATOR_PRICE + 1)).toBeNull();
  });
});

describe("parsePriceInput", () => {
  test("reads prices written the Spanish way", () => {
    expect(parsePriceInput("200.000")).toBe(200_000);
    expect(parsePriceInput("200000 €")).toBe(200_000);
    expect(parsePriceInput("250 000")).toBe(250_000);
    expect(parsePriceInput("1.250.000")).toBe(1_250_000);
  });

  test("a decimal comma is rounded to whole euros", () => {
    expect(parsePriceInput("199.999,50")).toBe(200_000);
  });

  test("nothing usable gives null", () => {
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("doscientos mil")).toBeNull();
    expect(parsePriceInput("0")).toBeNull();
    expect(parsePriceInput("-200")).toBeNull();
  });
});
