import { describe, expect, test } from "vitest";
import { invoiceAmounts } from "./amounts";
import { formatInvoiceNumber, invoiceFileName, invoiceYear } from "./numbering";

describe("invoice amounts", () => {
  test("a private owner's 605,00 € is 500,00 € + 105,00 € IVA", () => {
    expect(invoiceAmounts(60_500)).toEqual({ base: 50_000, ivaRate: 21, iva: 10_500, total: 60_500 });
  });

  test("an agency's 500,00 € IVA incluido is 413,22 € + 86,78 €", () => {
    expect(invoiceAmounts(50_000)).toEqual({ base: 41_322, ivaRate: 21, iva: 8_678, total: 50_000 });
  });

  test("base and IVA always add up to the amount charged, whatever the rounding", () => {
    for (const total of [1, 99, 121, 12_345, 99_999, 1_000_001]) {
      const { base, iva } = invoiceAmounts(total);
      expect(base + iva).toBe(total);
      // The base is off by at most half a cent, so the IVA by at most 1,21 × ½ cent.
      expect(Math.abs(iva - base * 0.21)).toBeLessThanOrEqual(0.605);
    }
  });

  test("nothing that is not a whole positive number of cents is invoiced", () => {
    for (const wrong of [0, -60_500, 605.5, Number.NaN])
      expect(() => invoiceAmounts(wrong)).toThrow(RangeError);
  });
});

describe("invoice numbers", () => {
  test("series, year and a five-digit correlative number", () => {
    expect(formatInvoiceNumber({ series: "F", year: 2026, number: 1 })).toBe("F-2026-00001");
    expect(formatInvoiceNumber({ series: "R", year: 2027, number: 12_345 })).toBe("R-2027-12345");
    expect(invoiceFileName({ series: "F", year: 2026, number: 7 })).toBe("factura-F-2026-00007.pdf");
  });

  test("the year is Spain's: New Year's Eve at 23:30 UTC is already next year in Madrid", () => {
    expect(invoiceYear(new Date("2026-12-31T22:59:59Z"))).toBe(2026);
    expect(invoiceYear(new Date("2026-12-31T23:00:00Z"))).toBe(2027);
    expect(invoiceYear(new Date("2026-06-30T23:30:00Z"))).toBe(2026);
  });
});
