import { describe, expect, test } from "vitest";
import { PORTAL_COUNT_CAP } from "#app/domain/listings/filters";
import { resultCountLabel } from "./result-count";

describe("how many listings the portal found", () => {
  test("the label says how many, in Spanish, and 'Más de' once counting stopped", () => {
    expect(resultCountLabel({ total: 1, isCapped: false })).toBe("1 propiedad");
    expect(resultCountLabel({ total: 25, isCapped: false })).toBe("25 propiedades");
    expect(resultCountLabel({ total: PORTAL_COUNT_CAP, isCapped: true })).toBe("Más de 1.000 propiedades");
  });

  test("each reader gets it in their words and separators", () => {
    expect(resultCountLabel({ total: 1, isCapped: false }, "en")).toBe("1 property");
    expect(resultCountLabel({ total: PORTAL_COUNT_CAP, isCapped: true }, "en")).toBe(
      "More than 1,000 properties",
    );
    expect(resultCountLabel({ total: 25, isCapped: false }, "de")).toBe("25 Immobilien");
    expect(resultCountLabel({ total: 1, isCapped: false }, "fr")).toBe("1 bien");
    expect(resultCountLabel({ total: PORTAL_COUNT_CAP, isCapped: true }, "nl")).toBe(
      "Meer dan 1.000 woningen",
    );
  });
});
