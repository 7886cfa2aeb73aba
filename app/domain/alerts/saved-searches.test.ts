import { describe, expect, test } from "vitest";
import { describeFilters, filtersOfSavedQuery, normalizeSearchName, savedQueryOf } from "./saved-searches";

describe("a saved search is the portal's own query", () => {
  test("read and written back by the portal's functions: page dropped, unknown values ignored, one order", () => {
    expect(savedQueryOf(new URLSearchParams("tipo=Piso&pagina=3&provincia=Madrid&q=  ático  ¿"))).toBe(
      "?q=%C3%A1tico+%C2%BF&provincia=Madrid&tipo=Piso",
    );
    expect(savedQueryOf(new URLSearchParams("provincia=Atlántida&color=rojo"))).toBe("");
  });

  test("its summary names each filter, or every listing", () => {
    expect(describeFilters(filtersOfSavedQuery("?q=terraza&provincia=Valencia&origen=agencia"))).toBe(
      "Valencia · «terraza» · Agencias",
    );
    expect(describeFilters(filtersOfSavedQuery(""))).toBe("Todas las propiedades");
  });

  test("its name is trimmed, one line, at most 80 characters", () => {
    expect(normalizeSearchName("  Pisos\n en\tMadrid ")).toBe("Pisos en Madrid");
    expect(normalizeSearchName("x".repeat(200))).toHaveLength(80);
    expect(normalizeSearchName(null)).toBe("");
  });
});
