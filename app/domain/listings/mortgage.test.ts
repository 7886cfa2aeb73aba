import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  isMortgagePriceAmbiguous,
  MORTGAGE_DEFAULTS,
  monthlyPayment,
  mortgageFigures,
  mortgageSearch,
  parseMortgageField,
  parseMortgageQuery,
} from "./mortgage";

const loan = fc.integer({ min: 1_000, max: 5_000_000 });
const rate = fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100);
const years = fc.integer({ min: 1, max: 40 });

describe("the monthly payment (French amortisation)", () => {
  test("200.000 € at 3 % over 30 years is 843,21 € a month, as any bank's simulator says", () => {
    expect(monthlyPayment(200_000, 3, 30)).toBeCloseTo(843.21, 2);
  });

  test("without interest the loan is split into equal payments", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
  });

  test("nothing borrowed, nothing to pay", () => {
    expect(monthlyPayment(0, 3, 30)).toBe(0);
  });

  test("the payments repay the loan and at least the loan", () => {
    fc.assert(
      fc.property(loan, rate, years, (amount, percent, term) => {
        const total = monthlyPayment(amount, percent, term) * term * 12;
        expect(total).toBeGreaterThanOrEqual(amount - 1e-6);
      }),
    );
  });

  test("a higher rate never makes the payment smaller", () => {
    fc.assert(
      fc.property(loan, rate, rate, years, (amount, a, b, term) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyPayment(amount, high, term)).toBeGreaterThanOrEqual(
          monthlyPayment(amount, low, term) - 1e-9,
        );
      }),
    );
  });

  test("a bigger loan never makes the payment smaller, a longer term never bigger", () => {
    fc.assert(
      fc.property(loan, loan, rate, years, years, (a, b, percent, t1, t2) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        const [short, long] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(monthlyPayment(big, percent, short)).toBeGreaterThanOrEqual(
          monthlyPayment(small, percent, short) - 1e-9,
        );
        expect(monthlyPayment(big, percent, long)).toBeLessThanOrEqual(
          monthlyPayment(big, percent, short) + 1e-9,
        );
      }),
    );
  });

  test("the rate tends to the zero-rate payment as it falls to 0", () => {
    expect(monthlyPayment(300_000, 0.0001, 25)).toBeCloseTo(monthlyPayment(300_000, 0, 25), 1);
  });

  test("the figures: 20 % down on 585.000 € leaves a loan of 468.000 €", () => {
    expect(mortgageFigures({ price: 585_000, ...MORTGAGE_DEFAULTS })).toEqual({
      downPayment: 117_000,
      loan: 468_000,
      monthlyPayment: 1973.11,
    });
  });

  test("a 100 % down payment leaves nothing to pay each month", () => {
    expect(
      mortgageFigures({ price: 300_000, downPaymentPercent: 100, annualRatePercent: 3, years: 30 }),
    ).toEqual({
      downPayment: 300_000,
      loan: 0,
      monthlyPayment: 0,
    });
  });
});

describe("what the form accepts", () => {
  test("a price with thousands points or a euro sign, a rate with a comma", () => {
    expect(parseMortgageField("price", "585.000 €")).toBe(585_000);
    expect(parseMortgageField("annualRatePercent", "3,25")).toBe(3.25);
    expect(parseMortgageField("annualRatePercent", "3.5")).toBe(3.5);
  });

  test.each([
    ["price", "0"],
    ["price", "abc"],
    ["price", "1e6"],
    ["downPaymentPercent", "101"],
    ["downPaymentPercent", "-5"],
    ["annualRatePercent", "21"],
    ["annualRatePercent", "3,255"],
    ["years", "0"],
    ["years", "41"],
    ["years", "12.5"],
  ] as const)("%s = «%s» is refused", (field, text) => {
    expect(parseMortgageField(field, text)).toBeNull();
  });
});

describe("the form's address", () => {
  const query = (search: string) => parseMortgageQuery(new URLSearchParams(search));

  test("no parameter: the defaults", () => {
    expect(query("")).toEqual({ kind: "defaults" });
    expect(query("utm_source=idealista")).toEqual({ kind: "defaults" });
  });

  test("the canonical address is read as chosen", () => {
    const input = { price: 300_000, downPaymentPercent: 10, annualRatePercent: 2.5, years: 25 };
    expect(mortgageSearch(input)).toBe("?precio=300000&entrada=10&interes=2.5&plazo=25");
    expect(query(mortgageSearch(input).slice(1))).toEqual({ kind: "chosen", input });
  });

  test("another way of writing the same values goes to the canonical address", () => {
    expect(query("entrada=10&precio=300.000&interes=2,50&plazo=25")).toEqual({
      kind: "redirect",
      search: "?precio=300000&entrada=10&interes=2.5&plazo=25",
    });
    expect(query("precio=300000&entrada=10&interes=2.5&plazo=25&x=1")).toEqual({
      kind: "redirect",
      search: "?precio=300000&entrada=10&interes=2.5&plazo=25",
    });
  });

  test("a value out of range, repeated or missing goes to the clean page", () => {
    for (const search of [
      "precio=300000&entrada=10&interes=99&plazo=25",
      "precio=300000&entrada=10&interes=2.5",
      "precio=300000&precio=1&entrada=10&interes=2.5&plazo=25",
    ])
      expect(query(search)).toEqual({ kind: "redirect", search: "" });
  });

  test("any query at all is one of the three answers, never an error", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("precio", "entrada", "interes", "plazo", "q"), fc.string()),
        (pairs) => {
          const answer = query(new URLSearchParams(pairs).toString());
          expect(["defaults", "chosen", "redirect"]).toContain(answer.kind);
        },
      ),
    );
  });
});

describe("the price as the page's reader writes it", () => {
  test("the English page reads '€245,000' as 245 000 €, and its address becomes the canonical one", () => {
    expect(parseMortgageField("price", "€245,000", "en")).toBe(245_000);
    expect(parseMortgageField("price", "245000", "en")).toBe(245_000);
    expect(
      parseMortgageQuery(new URLSearchParams("precio=€245,000&entrada=20&interes=3.5&plazo=30"), "en"),
    ).toEqual({ kind: "redirect", search: "?precio=245000&entrada=20&interes=3.5&plazo=30" });
  });

  test("the French page reads spaces, the German page points, each as its reader groups thousands", () => {
    expect(parseMortgageField("price", "245\u202f000 €", "fr")).toBe(245_000);
    expect(parseMortgageField("price", "245.000 €", "de")).toBe(245_000);
  });

  test("another language's thousands sign could mean cents: asked again, with what was typed", () => {
    expect(parseMortgageField("price", "245.000", "en")).toBeNull();
    expect(isMortgagePriceAmbiguous("en", "245.000")).toBe(true);
    expect(isMortgagePriceAmbiguous("de", "245,50")).toBe(true);
    expect(isMortgagePriceAmbiguous("en", "a lot")).toBe(false);
    expect(
      parseMortgageQuery(new URLSearchParams("precio=245.000&entrada=20&interes=3.5&plazo=30"), "en"),
    ).toEqual({
      kind: "ambiguous",
      texts: { price: "245.000", downPaymentPercent: "20", annualRatePercent: "3.5", years: "30" },
    });
  });

  test("the Spanish page reads as it always has, and never asks", () => {
    expect(parseMortgageField("price", "245.000 €")).toBe(245_000);
    expect(parseMortgageField("price", "245,000")).toBeNull();
    expect(isMortgagePriceAmbiguous("es", "245,000")).toBe(false);
    expect(parseMortgageQuery(new URLSearchParams("precio=245,000&entrada=20&interes=3&plazo=30"))).toEqual({
      kind: "redirect",
      search: "",
    });
  });
});
