import { describe, expect, test } from "vitest";
import { checkCodeFrom, formatCheckCode, normalizeCheckCode } from "./check-code";

describe("the contract's check code", () => {
  test("ten characters of Crockford base32, printed in two groups", () => {
    const code = checkCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 30, 31]));
    expect(code).toBe("01234567YZ");
    expect(formatCheckCode(code)).toBe("01234-567YZ");
  });

  test("typed back in lower case, with spaces or dashes, or with O, I and L for digits, it is the same code", () => {
    expect(normalizeCheckCode(" 01234-567yz ")).toBe("01234567YZ");
    expect(normalizeCheckCode("OI234 567YZ")).toBe("01234567YZ");
    expect(normalizeCheckCode("Ol234567YZ")).toBe("01234567YZ");
  });

  test("anything else is no code", () => {
    expect(normalizeCheckCode("01234567Y")).toBeNull();
    expect(normalizeCheckCode("01234567YZU")).toBeNull();
    expect(normalizeCheckCode("01234567YU")).toBeNull();
    expect(normalizeCheckCode("")).toBeNull();
  });
});
