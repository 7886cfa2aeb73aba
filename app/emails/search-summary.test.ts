import { describe, expect, test } from "vitest";
import { filtersOfSavedQuery } from "#app/domain/alerts/saved-searches";
import type { Locale } from "#app/lib/i18n/locales";
import { defaultSearchNameIn, describeSearch } from "./search-summary.server";

const FULL =
  "?tipo=Piso&provincia=Madrid&precio_max=300000&habitaciones=2&banos=1&m2_min=1200&extras=garaje&extras=terraza";

/** The summary with its non-breaking spaces as plain ones, as a reader sees it. */
const summary = (locale: Locale, query: string) =>
  describeSearch(locale, filtersOfSavedQuery(query)).replace(/\u00a0/g, " ");

describe("a saved search's summary, in the reader's language", () => {
  test("Spanish names each filter as it always did, or every listing", () => {
    expect(summary("es", "?q=terraza&provincia=Valencia&origen=agencia")).toBe(
      "Valencia · «terraza» · Agencias",
    );
    expect(summary("es", "")).toBe("Todas las propiedades");
    expect(summary("es", FULL)).toBe(
      "Piso · Madrid · hasta 300.000 € · 2+ habitaciones · 1+ baño · desde 1.200 m² · con garaje y terraza",
    );
    expect(summary("es", "?precio_min=100000&precio_max=250000")).toBe("de 100.000 € a 250.000 €");
    expect(summary("es", "?extras=garaje&extras=piscina&extras=trastero")).toBe(
      "con garaje, piscina y trastero",
    );
  });

  test("English: the type, the origin and the features translated, amounts written the English way", () => {
    expect(summary("en", FULL)).toBe(
      "Flat · Madrid · up to €300,000 · 2+ bedrooms · 1+ bathroom · from 1,200 m² · with parking and terrace",
    );
    expect(summary("en", "?q=terraza&provincia=Valencia&origen=agencia")).toBe(
      "Valencia · “terraza” · Agencies",
    );
    expect(summary("en", "?precio_min=100000&precio_max=250000")).toBe("€100,000 to €250,000");
    expect(summary("en", "")).toBe("All properties");
  });

  test("German keeps its nouns capitalised; French and Dutch read as their readers write", () => {
    expect(summary("de", FULL)).toBe(
      "Wohnung · Madrid · bis 300.000 € · ab 2 Schlafzimmern · ab 1 Bad · ab 1.200 m² · mit Stellplatz und Terrasse",
    );
    expect(summary("fr", "?precio_min=100000&precio_max=250000&extras=piscina")).toBe(
      "de 100 000 € à 250 000 € · avec piscine",
    );
    expect(summary("nl", "?habitaciones=3&origen=particular")).toBe("Particulieren · 3 of meer slaapkamers");
    expect(summary("de", "")).toBe("Alle Immobilien");
  });

  test("the name offered when saving is the summary, cut to 80 characters", () => {
    expect(defaultSearchNameIn("en", filtersOfSavedQuery(FULL)).length).toBeLessThanOrEqual(80);
    expect(defaultSearchNameIn("en", filtersOfSavedQuery("?provincia=Madrid"))).toBe("Madrid");
  });
});
