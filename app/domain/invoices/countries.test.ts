import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { COUNTRY_OPTIONS, countryName, isCountryCode } from "./countries";

describe("the billing countries", () => {
  test("Spain first, then every other country once, in Spanish alphabetical order", () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ code: "ES", name: "España" });
    const rest = COUNTRY_OPTIONS.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "es")));
    expect(new Set(COUNTRY_OPTIONS.map((option) => option.code)).size).toBe(COUNTRY_OPTIONS.length);
    expect(countryName("GB")).toBe("Reino Unido");
    expect(isCountryCode("GB")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
  });

  test("the names are written out, never asked of the running engine's Intl (the browser's differ)", () => {
    const source = readFileSync(new URL("./countries.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/new Intl\./);
    expect(countryName("HK")).toBe("RAE de Hong Kong (China)");
  });
});
