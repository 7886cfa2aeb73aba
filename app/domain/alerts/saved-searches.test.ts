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
    expect(
      describeFilters(
        filtersOfSavedQuery(
          "?tipo=Piso&provincia=Madrid&precio_max=300000&habitaciones=2&banos=1&m2_min=1200&extras=garaje&extras=terraza",
        ),
      ).replace(/\u00a0/g, " "),
    ).toBe(
      "Piso · Madrid · hasta 300.000 € · 2+ habitaciones · 1+ baño · desde 1.200 m² · con garaje y terraza",
    );
    expect(
      describeFilters(filtersOfSavedQuery("?precio_min=100000&precio_max=250000")).replace(/\u00a0/g, " "),
    ).toBe("de 100.000 € a 250.000 €");
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
