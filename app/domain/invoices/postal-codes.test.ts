import { describe, expect, it } from "vitest";
import { normalizePostalCode, postalCodeProblem } from "./postal-codes";

const check = (country: string, raw: string) => postalCodeProblem(country, normalizePostalCode(country, raw));

describe("postal codes by country", () => {
  it.each([
    ["GB", "BS1 4DJ"],
    ["GB", "bs14dj"],
    ["GB", "SW1A 1AA"],
    ["GB", "M1 1AE"],
    ["GB", "EC1A 1BB"],
    ["NL", "1011 AB"],
    ["NL", "1011ab"],
    ["DE", "10115"],
    ["FR", "75001"],
    ["IE", "D02 X285"],
    ["IE", "a65f4e2"],
    ["US", "94105"],
    ["US", "94105-1234"],
    ["CA", "K1A 0B1"],
    ["CH", "8001"],
    ["NO", "0150"],
    ["PT", "1100-148"],
    ["PL", "00-950"],
    ["SE", "11122"],
    ["ES", "28013"],
  ])("%s accepts %s", (country, code) => {
    expect(check(country, code)).toBeNull();
  });

  it.each([
    ["GB", "BS1 4CJ"],
    ["GB", "28013"],
    ["GB", "QS1 4DJ"],
    ["NL", "0123 AB"],
    ["NL", "1011 SS"],
    ["DE", "1011"],
    ["FR", "7500"],
    ["IE", "B02 X285"],
    ["US", "9410"],
    ["US", "94105-12"],
    ["CA", "D1A 0B1"],
    ["ES", "BS1 4DJ"],
  ])("%s refuses %s", (country, code) => {
    expect(check(country, code)).not.toBeNull();
  });

  it("explains the format with the country's own example", () => {
    expect(check("GB", "123")).toBe("Ese código postal no tiene el formato de ese país (p. ej. BS1 4DJ).");
    expect(check("ES", "BS1 4DJ")).toBe("El código postal tiene 5 cifras (p. ej. 28013).");
  });

  it("writes the code as the country's post does", () => {
    expect(normalizePostalCode("GB", " bs14dj ")).toBe("BS1 4DJ");
    expect(normalizePostalCode("NL", "1011ab")).toBe("1011 AB");
    expect(normalizePostalCode("IE", "d02x285")).toBe("D02 X285");
  });

  it("takes no code where the country has none, and asks for one elsewhere", () => {
    expect(check("AE", "")).toBeNull();
    expect(check("GB", "")).toBe("Escribe el código postal.");
  });

  it("takes any bounded code where the format is unknown", () => {
    expect(check("JP", "100-0001")).toBeNull();
    expect(check("JP", "1234567890123")).toMatch(/más de 12 caracteres/);
  });
});
