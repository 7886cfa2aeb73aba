import { describe, expect, it } from "vitest";
import { type FeedListing, kyeroProperty } from "./kyero-feed";

const listing: FeedListing = {
  id: "0b6f9a52-3c1e-4a8e-9d3f-2f1a4b5c6d7e",
  title: "Piso en Altea",
  description: "Vistas al mar.",
  address: "Calle Mayor 1, Altea",
  province: "Alicante",
  propertyType: "Piso",
  price: 300000,
  bedrooms: 2,
  bathrooms: 1,
  size: 80,
  energyRating: "C",
  images: [],
  features: [],
  changedAt: new Date("2026-11-01T10:00:00Z"),
};

describe("a listing in the Kyero feed", () => {
  it("carries the Spanish description and address only, without translations", () => {
    const xml = kyeroProperty(listing, "https://zaguan.es");
    expect(xml).toContain("<desc><es>Piso en Altea\n\nVistas al mar.</es></desc>");
    expect(xml).toMatch(/<url><es>https:\/\/zaguan\.es\/propiedad\/[^<]+<\/es><\/url>/);
  });

  it("adds each translated language's description and its own address", () => {
    const xml = kyeroProperty(
      { ...listing, translations: [{ locale: "en", description: "Sea views & sun." }] },
      "https://zaguan.es",
    );
    expect(xml).toContain("<en>Sea views &amp; sun.</en></desc>");
    expect(xml).toMatch(/<\/es><en>https:\/\/zaguan\.es\/en\/propiedad\/0b6f9a52-[^<]+<\/en><\/url>/);
  });
});
