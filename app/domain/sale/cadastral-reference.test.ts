import { describe, expect, test } from "vitest";
import {
  cadastralCheckLetters,
  isValidCadastralReference,
  normalizeCadastralReference,
} from "./cadastral-reference";

describe("the Spanish cadastral reference", () => {
  test("accepts real references, with their control letters", () => {
    // The Catastro's own example, and references published with python-stdnum's test suite.
    expect(isValidCadastralReference("9872023VH5797S0001WX")).toBe(true);
    expect(isValidCadastralReference("7837301VG8173B0001TT")).toBe(true);
    expect(isValidCadastralReference("4A08169P03PRAT0001LR")).toBe(true);
  });

  test("accepts them as people copy them: lower case, spaces and hyphens", () => {
    expect(isValidCadastralReference("7837301-VG8173B-0001 TT")).toBe(true);
    expect(isValidCadastralReference(" 9872023vh5797s0001wx ")).toBe(true);
    expect(normalizeCadastralReference("7837301-vg8173b 0001.TT")).toBe("7837301VG8173B0001TT");
  });

  test("refuses a reference whose control letters do not match (one mistyped character)", () => {
    expect(isValidCadastralReference("9872023VH5797S0001WY")).toBe(false);
    expect(isValidCadastralReference("9872024VH5797S0001WX")).toBe(false);
  });

  test("refuses anything that is not 20 characters of the right kind", () => {
    expect(isValidCadastralReference("")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0001WXX")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S00012X")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0001W#")).toBe(false);
  });

  test("computes both control letters from the plot, the sheet and the unit", () => {
    expect(cadastralCheckLetters("9872023VH5797S0001")).toBe("WX");
    expect(cadastralCheckLetters("7837301VG8173B0001")).toBe("TT");
  });
});
