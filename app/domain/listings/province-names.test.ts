import { describe, expect, test } from "vitest";
import { PROVINCES } from "./catalogues";
import { provinceFromName } from "./province-names";

describe("provinceFromName", () => {
  test.each([
    ["Illes Balears", "Islas Baleares"],
    ["Bizkaia", "Vizcaya"],
    ["Gipuzkoa", "Guipúzcoa"],
    ["Araba/Álava", "Álava"],
    ["A Coruña", "La Coruña"],
    ["Ourense", "Orense"],
    ["València/Valencia", "Valencia"],
    ["Alacant/Alicante", "Alicante"],
    ["Castelló/Castellón", "Castellón"],
    ["Girona", "Gerona"],
    ["Lleida", "Lérida"],
    ["a coruna", "La Coruña"],
    ["  MÁLAGA ", "Málaga"],
    ["santa-cruz-de-tenerife", "Santa Cruz de Tenerife"],
  ])("'%s' finds %s", (typed, province) => {
    expect(provinceFromName(typed)).toBe(province);
  });

  test("every catalogue name finds itself", () => {
    for (const province of PROVINCES) expect(provinceFromName(province)).toBe(province);
  });

  test.each([null, "", "Atlántida", "Madrid/Atlántida/", "/"])("'%s' is no province", (typed) => {
    expect(provinceFromName(typed)).toBe(typed === "Madrid/Atlántida/" ? "Madrid" : null);
  });
});
