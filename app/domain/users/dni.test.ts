import { describe, expect, test } from "vitest";
import { spanishDni } from "#app/demo/identity";
import { isBlankDni, isValidSpanishId, normalizeSpanishId } from "./dni";

describe("Spanish DNI / NIE", () => {
  test("accepts a DNI with its right check letter, in any case and with the usual separators", () => {
    expect(isValidSpanishId("12345678Z")).toBe(true);
    expect(isValidSpanishId("12345678z")).toBe(true);
    expect(isValidSpanishId("12.345.678-Z")).toBe(true);
    expect(isValidSpanishId(" 00000000T ")).toBe(true);
  });

  test("refuses a DNI whose letter does not match, or a wrong shape", () => {
    expect(isValidSpanishId("12345678A")).toBe(false);
    expect(isValidSpanishId("1234567Z")).toBe(false);
    expect(isValidSpanishId("123456789")).toBe(false);
    expect(isValidSpanishId("ABCDEFGHZ")).toBe(false);
    expect(isValidSpanishId("")).toBe(false);
  });

  test("accepts NIEs starting X, Y and Z with their letter (the prefix counts as 0, 1, 2)", () => {
    expect(isValidSpanishId("X1234567L")).toBe(true);
    expect(isValidSpanishId("Y1234567X")).toBe(true);
    expect(isValidSpanishId("Z1234567R")).toBe(true);
    expect(isValidSpanishId("X1234567T")).toBe(false);
    expect(isValidSpanishId("W1234567L")).toBe(false);
  });

  test("every demo profile's DNI passes the same check as a real one", () => {
    for (const number of [48273615, 29384756, 22745198, 38567204])
      expect(isValidSpanishId(spanishDni(number))).toBe(true);
  });

  test("'N/A' (the spec's placeholder), blanks and nothing count as empty", () => {
    for (const value of [null, undefined, "", "  ", "N/A", "n/a"]) expect(isBlankDni(value)).toBe(true);
    expect(isBlankDni("12345678Z")).toBe(false);
  });

  test("normalises to upper case without separators", () => {
    expect(normalizeSpanishId("x-1234567 l")).toBe("X1234567L");
  });
});
