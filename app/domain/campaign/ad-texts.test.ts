import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FORM_PROPERTY_TYPES, PROVINCES } from "#app/domain/listings/catalogues";
import {
  type AdListing,
  adTexts,
  GOOGLE_LIMITS,
  googleTextLength,
  META_LIMITS,
  shortenToWords,
} from "./ad-texts";

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.constantFrom(
    "Ático dúplex con piscina comunitaria, garaje y trastero en urbanización cerrada",
    "Piso 🏠 con terraza\n\nmuy luminoso",
    "東京の素晴らしいアパートメント",
    "",
  ),
);

const listing: fc.Arbitrary<AdListing> = fc.record({
  id: fc.uuid(),
  title: fc.option(text),
  description: fc.option(
    fc.oneof(
      text,
      fc.constantFrom(
        "Vivienda luminosa con vistas al mar. Cocina reformada en 2023, suelos de madera y armarios empotrados.\n\nA cinco minutos del metro.",
        "- Exterior\n- Muy luminoso 🌞\n- Comunidad tranquila, con portero y piscina",
      ),
    ),
  ),
  address: fc.option(
    fc.oneof(
      text,
      fc.constantFrom("Calle de Alcalá 1, 28014 Madrid", "Rúa do Franco 3, Santiago de Compostela"),
    ),
  ),
  province: fc.option(fc.constantFrom(...PROVINCES)),
  propertyType: fc.option(fc.oneof(fc.constantFrom(...FORM_PROPERTY_TYPES), text)),
  price: fc.option(fc.integer({ min: 0, max: 2_000_000_000 })),
  bedrooms: fc.option(fc.integer({ min: 0, max: 99 })),
  bathrooms: fc.option(fc.integer({ min: 0, max: 99 })),
  size: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  energyRating: fc.option(fc.constantFrom("A", "B", "C", "D", "E", "F", "G", "En trámite", "Exento")),
  features: fc.array(text, { maxLength: 8 }),
});
const brand = fc.oneof(fc.constant("Zaguán"), fc.string({ maxLength: 60 }));

describe("ad kit texts", () => {
  test("Google counts characters, double-width ones twice", () => {
    expect(googleTextLength("Ático en Málaga")).toBe(15);
    expect(googleTextLength("東京")).toBe(4);
    expect(googleTextLength("𠀀")).toBe(2);
  });

  test("for any listing: 3–15 distinct headlines ≤ 30, 2–4 descriptions ≤ 90, Meta within its counts", () => {
    fc.assert(
      fc.property(listing, brand, (input, brandName) => {
        const { google, meta } = adTexts(input, brandName);
        expect(google.headlines.length).toBeGreaterThanOrEqual(GOOGLE_LIMITS.minHeadlines);
        expect(google.headlines.length).toBeLessThanOrEqual(GOOGLE_LIMITS.maxHeadlines);
        expect(google.descriptions.length).toBeGreaterThanOrEqual(GOOGLE_LIMITS.minDescriptions);
        expect(google.descriptions.length).toBeLessThanOrEqual(GOOGLE_LIMITS.maxDescriptions);
        for (const headline of google.headlines) {
          expect(googleTextLength(headline)).toBeLessThanOrEqual(GOOGLE_LIMITS.headline);
          expect(headline.trim()).toBe(headline);
          expect(headline).not.toBe("");
        }
        for (const description of google.descriptions)
          expect(googleTextLength(description)).toBeLessThanOrEqual(GOOGLE_LIMITS.description);
        const lower = google.headlines.map((headline) => headline.toLowerCase());
        expect(new Set(lower).size).toBe(lower.length);
        expect(googleTextLength(meta.primaryText)).toBeLessThanOrEqual(META_LIMITS.primaryText);
        expect(googleTextLength(meta.headline)).toBeLessThanOrEqual(META_LIMITS.headline);
        expect(googleTextLength(meta.description)).toBeLessThanOrEqual(META_LIMITS.description);
        for (const value of [...google.headlines, ...google.descriptions, meta.primaryText, meta.headline])
          expect(value).not.toMatch(/\p{Extended_Pictographic}|\n/u);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  test("a typical listing reads well in Spanish", () => {
    const { google, meta } = adTexts(
      {
        id: "0b7c9a3e-5f1d-4c1e-9b0a-2f3e4d5c6b7a",
        title: "Piso reformado con terraza en Ruzafa",
        description: null,
        address: "Calle de Cádiz 45, 46006 Valencia",
        province: "Valencia",
        propertyType: "Piso",
        price: 265000,
        bedrooms: 3,
        bathrooms: 2,
        size: 98,
        energyRating: "C",
        features: ["Terraza", "Ascensor"],
      },
      "Zaguán",
    );
    expect(google.headlines).toContain("Piso en Valencia");
    expect(google.headlines).toContain("Piso por 265.000 €");
    expect(google.descriptions[0]).toBe(
      "Piso de 98 m², 3 dormitorios, 2 baños en Valencia. Pide una visita hoy.",
    );
    expect(meta.headline).toBe("Piso en Valencia · 265.000 €");
  });

  const ruzafa: AdListing = {
    id: "0b7c9a3e-5f1d-4c1e-9b0a-2f3e4d5c6b7a",
    title: "Piso reformado con terraza",
    description:
      "Piso exterior con mucha luz en una finca con ascensor. La cocina se reformó en 2023. A dos calles del Mercado de Ruzafa.",
    address: "Calle de Sueca 12, Ruzafa, 46006 Valencia",
    province: "Valencia",
    propertyType: "Piso",
    price: 239000,
    bedrooms: 3,
    bathrooms: 2,
    size: 98,
    energyRating: "C",
    features: ["Terraza", "Ascensor"],
  };

  test("a headline names the neighbourhood and one quotes the owner's own words", () => {
    const { google } = adTexts(ruzafa, "Zaguán");
    expect(google.headlines).toContain("Piso en Ruzafa");
    expect(google.headlines).toContain("Piso exterior con mucha luz");
    expect(google.descriptions).toContain("Piso exterior con mucha luz en una finca con ascensor.");
    expect(google.descriptions[0]).toBe(
      "Piso de 98 m², 3 dormitorios, 2 baños en Ruzafa, Valencia. Pide una visita hoy.",
    );
  });

  test("no description is a shorter copy of another", () => {
    const withoutOwnWords = { ...ruzafa, description: null, address: "Calle de Cádiz 45, 46006 Valencia" };
    for (const input of [ruzafa, withoutOwnWords]) {
      const { descriptions } = adTexts(input, "Zaguán").google;
      const words = descriptions.map((description) =>
        description
          .toLowerCase()
          .split(/[\s,.]+/)
          .filter(Boolean),
      );
      for (const [index, own] of words.entries())
        for (const [otherIndex, other] of words.entries())
          if (index !== otherIndex)
            expect(
              own.every((word) => other.includes(word)),
              `«${descriptions[index]}» repeats «${descriptions[otherIndex]}»`,
            ).toBe(false);
    }
  });

  test("the Meta text ends at the end of a sentence, never mid-phrase", () => {
    const { primaryText } = adTexts(ruzafa, "Zaguán").meta;
    expect(primaryText).toMatch(/[.!?]$/);
    expect(primaryText).not.toContain("…");
    expect(primaryText).toContain("Piso exterior con mucha luz en una finca con ascensor.");
    expect(googleTextLength(primaryText)).toBeLessThanOrEqual(META_LIMITS.primaryText);
  });

  test("for any listing, the Meta text is whole sentences", () => {
    fc.assert(
      fc.property(listing, brand, (input, brandName) => {
        const { primaryText } = adTexts(input, brandName).meta;
        expect(primaryText).toMatch(/[.!?…]$/u);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  test("shortening keeps whole words and marks the cut", () => {
    expect(shortenToWords("uno dos tres cuatro", 12)).toBe("uno dos…");
    expect(shortenToWords("corto", 12)).toBe("corto");
  });
});
