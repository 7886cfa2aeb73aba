import { describe, expect, test } from "vitest";
import { filtersOfSavedQuery, normalizeSearchName, savedQueryOf, searchParts } from "./saved-searches";

describe("a saved search is the portal's own query", () => {
  test("read and written back by the portal's functions: page dropped, unknown values ignored, one order", () => {
    expect(savedQueryOf(new URLSearchParams("tipo=Piso&pagina=3&provincia=Madrid&q=  ático  ¿"))).toBe(
      "?q=%C3%A1tico+%C2%BF&provincia=Madrid&tipo=Piso",
    );
    expect(savedQueryOf(new URLSearchParams("provincia=Atlántida&color=rojo"))).toBe("");
  });

  test("its parts are the filters set, in the order a summary reads them", () => {
    expect(searchParts(filtersOfSavedQuery(""))).toEqual([]);
    expect(searchParts(filtersOfSavedQuery("?precio_max=300000&provincia=Madrid&extras=garaje"))).toEqual([
      { kind: "province", province: "Madrid" },
      { kind: "price", from: null, to: 300000 },
      { kind: "features", features: ["garaje"] },
    ]);
  });

  test("the order is not part of what is saved: the same filters in another order are one search", () => {
    expect(savedQueryOf(new URLSearchParams("precio_max=300000&orden=precio-asc&pagina=2"))).toBe(
      "?precio_max=300000",
    );
  });

  test("its name is trimmed, one line, at most 80 characters", () => {
    expect(normalizeSearchName("  Pisos\n en\tMadrid ")).toBe("Pisos en Madrid");
    expect(normalizeSearchName("x".repeat(200))).toHaveLength(80);
    expect(normalizeSearchName(null)).toBe("");
  });
});
