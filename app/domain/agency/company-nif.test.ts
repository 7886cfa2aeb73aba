import { describe, expect, test } from "vitest";
import { spanishCompanyNif } from "#app/demo/identity";
import { cifControlDigit, isValidCif, isValidCompanyNif } from "./company-nif";

describe("Spanish company NIF (CIF)", () => {
  test("accepts real-shaped CIFs with their control character, with the usual separators", () => {
    // B-digit company (S.L.), public-body letter control (Q), and an either-kind letter (G) both ways.
    expect(isValidCif("B12345674")).toBe(true);
    expect(isValidCif("b-1234567-4")).toBe(true);
    expect(isValidCif("Q2826000H")).toBe(true);
    expect(isValidCif("G12345674")).toBe(true);
    expect(isValidCif("G1234567D")).toBe(true);
    expect(isValidCif(spanishCompanyNif("B", "9847261"))).toBe(true);
  });

  test("refuses a wrong control character or a control of the wrong kind", () => {
    expect(isValidCif("B12345675")).toBe(false);
    // An S.L. (B) always ends in a digit; a public body (Q) always in a letter.
    expect(isValidCif("B1234567D")).toBe(false);
    expect(isValidCif("Q28260008")).toBe(false);
  });

  test("refuses wrong shapes", () => {
    for (const value of ["", "B1234567", "B123456744", "I12345674", "123456789", "ZZZZZZZZZ"]) {
      expect(isValidCif(value), value).toBe(false);
    }
  });

  test("the control digit follows the official sum of doubled odd places and even places", () => {
    expect(cifControlDigit("1234567")).toBe(4);
    expect(cifControlDigit("2826000")).toBe(8);
  });

  test("a self-employed agent may give a DNI or NIE instead", () => {
    expect(isValidCompanyNif("12345678Z")).toBe(true);
    expect(isValidCompanyNif("X1234567L")).toBe(true);
    expect(isValidCompanyNif("12345678A")).toBe(false);
  });
});
