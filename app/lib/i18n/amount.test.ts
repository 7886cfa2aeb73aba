import { describe, expect, test } from "vitest";
import { readWholeEuros } from "./amount";

describe("a whole-euro amount read the reader's way", () => {
  test.each([
    ["en", "350,000", 350_000],
    ["en", "€1,250,000", 1_250_000],
    ["es", "350.000", 350_000],
    ["de", "350.000 €", 350_000],
    ["nl", "€ 350.000", 350_000],
    ["fr", "350 000", 350_000],
    ["fr", "350\u202f000 €", 350_000],
    ["fr", "1\u00a0250\u00a0000", 1_250_000],
    ["en", "350000", 350_000],
    ["de", " 350000 ", 350_000],
  ] as const)("%s '%s' is %d euros", (locale, typed, euros) => {
    expect(readWholeEuros(locale, typed)).toEqual({ ok: true, euros });
  });

  test.each([
    ["en", "350.000"],
    ["en", "350,000.50"],
    ["de", "350,000"],
    ["es", "350.000,50"],
    ["nl", "350,5"],
    ["fr", "350.000"],
    ["en", "35,00"],
  ] as const)("%s '%s' could mean another amount: refused, never guessed", (locale, typed) => {
    expect(readWholeEuros(locale, typed)).toEqual({ ok: false, problem: "ambiguous" });
  });

  test.each([
    ["en", ""],
    ["en", "three hundred"],
    ["de", "-350.000"],
  ] as const)("%s '%s' is not an amount", (locale, typed) => {
    expect(readWholeEuros(locale, typed)).toEqual({ ok: false, problem: "format" });
  });
});
