import { describe, expect, test } from "vitest";
import { invoiceAmounts } from "./amounts";
import { parseEuroAmount, RectificationFormSchema, refundAmounts } from "./rectification";

const NONE = { base: 0, iva: 0, total: 0 };

describe("an R invoice's amounts, por diferencias", () => {
  test("a full refund of 605,00 € states −500,00 base and −105,00 IVA", () => {
    expect(refundAmounts(invoiceAmounts(60500), NONE, 60500)).toEqual({
      base: -50000,
      ivaRate: 21,
      iva: -10500,
      total: -60500,
    });
  });

  test("parts of an agency's 500,00 € add up with the F invoice to zero, to the cent", () => {
    const invoiced = invoiceAmounts(50000);
    const first = refundAmounts(invoiced, NONE, 33333);
    const rest = refundAmounts(invoiced, first, 50000 - 33333);
    expect(invoiced.base + first.base + rest.base).toBe(0);
    expect(invoiced.iva + first.iva + rest.iva).toBe(0);
    expect(first.base + first.iva).toBe(first.total);
  });

  test("more than what is left is not an amount", () => {
    expect(() =>
      refundAmounts(invoiceAmounts(60500), { base: -50000, iva: -10500, total: -60500 }, 1),
    ).toThrow(RangeError);
  });
});

describe("the amount staff type", () => {
  test.each([
    ["100", 10000],
    ["100,5", 10050],
    ["1.234,56", 123456],
    ["100.50", 10050],
    ["  605,00 € ", 60500],
  ])("%s is %d cents", (typed, cents) => {
    expect(parseEuroAmount(typed)).toBe(cents);
  });

  test.each(["", "0", "-5", "1,234", "abc", "1e3"])("%s is refused", (typed) => {
    expect(parseEuroAmount(typed)).toBeNull();
  });
});

describe("the staff form", () => {
  const base = { reason: "Motivo.", requestKey: "6f1c1d43-8a0b-4a55-8d5a-0f1b0a6f5a11" };

  test("a partial refund needs an amount, and a correction a name", () => {
    const partial = RectificationFormSchema.safeParse({ ...base, kind: "partial_refund", amount: "" });
    expect(partial.error?.issues.map((issue) => issue.path[0])).toEqual(["amount"]);
    const correction = RectificationFormSchema.safeParse({ ...base, kind: "correction", customerName: "" });
    expect(correction.error?.issues.map((issue) => issue.path[0])).toEqual(["customerName"]);
  });

  test("a reason is always needed: it is printed on the R invoice", () => {
    const result = RectificationFormSchema.safeParse({ ...base, reason: "   ", kind: "full_refund" });
    expect(result.error?.issues[0]?.message).toBe(
      "Escribe el motivo: aparecerá en la factura rectificativa.",
    );
  });
});
