import { describe, expect, test } from "vitest";
import {
  addressParts,
  META_DESCRIPTION_LENGTH,
  metaDescription,
  propertyStructuredData,
} from "./property-seo";

describe("the meta description", () => {
  test("is the first 160 characters of the description, line breaks as spaces", () => {
    const description = `Primera línea.\n\nSegunda línea. ${"x".repeat(300)}`;
    const meta = metaDescription(description, "fallback");
    expect(meta).toHaveLength(META_DESCRIPTION_LENGTH);
    expect(meta.startsWith("Primera línea. Segunda línea.")).toBe(true);
  });

  test("falls back when the seller wrote none", () => {
    expect(metaDescription(null, "Piso en Calle Mayor 1")).toBe("Piso en Calle Mayor 1");
  });
});

describe("the town inside a free-text address", () => {
  test("is the segment after the street, without the postcode", () => {
    expect(addressParts("Calle de Fuencarral 142, 28010 Madrid", "Madrid")).toEqual({
      streetAddress: "Calle de Fuencarral 142",
      postalCode: "28010",
      addressLocality: "Madrid",
    });
  });

  test("skips a trailing province", () => {
    expect(addressParts("Alameda de Urquijo 68, 48013 Bilbao, Vizcaya", "Vizcaya").addressLocality).toBe(
      "Bilbao",
    );
  });

  test("is the province when the address names only the street", () => {
    expect(addressParts("Calle Mayor 1", "Soria")).toEqual({
      streetAddress: "Calle Mayor 1",
      postalCode: null,
      addressLocality: "Soria",
    });
  });
});

describe("the structured data of a listing", () => {
  const data = propertyStructuredData({
    title: "Ático con terraza",
    description: "Ático en el Soho.",
    address: "Calle Tomás Heredia 18, 29001 Málaga",
    province: "Málaga",
    propertyType: "Ático",
    price: 449000,
    bedrooms: 2,
    size: 88,
    publishedOn: "2026-01-02",
    url: "https://zaguan.es/propiedad/1",
    images: ["https://zaguan.es/files/a-1920.webp"],
  });

  test("posted on a day, not at a millisecond", () => {
    expect(data.datePosted).toBe("2026-01-02");
  });

  test("describes an offer in euros with the price", () => {
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: 449000, priceCurrency: "EUR" });
  });

  test("places it at its address, with the town", () => {
    expect(data.offers).toMatchObject({
      itemOffered: {
        "@type": "Apartment",
        numberOfBedrooms: 2,
        address: {
          addressLocality: "Málaga",
          postalCode: "29001",
          addressRegion: "Málaga",
          addressCountry: "ES",
        },
      },
    });
  });
});
