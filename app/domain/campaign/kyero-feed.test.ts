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

  it("carries the point rounded to about 110 m, never the exact one", () => {
    const xml = kyeroProperty(
      { ...listing, latitude: 38.59871234, longitude: -0.05123987 },
      "https://zaguan.es",
    );
    expect(xml).toContain("<location><latitude>38.599</latitude><longitude>-0.051</longitude></location>");
    expect(xml).not.toContain("38.5987");
  });

  it("sends our photos as the JPEG rendition on our own origin, and leaves out what Kyero cannot read", () => {
    const xml = kyeroProperty(
      {
        ...listing,
        images: [
          "/files/property-images/u1/p1/1700000000000-salon-1920.webp",
          "https://cdn.zaguan.es/property-images/u1/p1/1700000000001-plano-1920.webp",
          "https://fotos.agencia.example/casa.JPG",
          "/placeholder-property.svg",
          "https://fotos.agencia.example/casa.webp",
        ],
      },
      "https://zaguan.es",
    );
    expect(xml).toContain(
      '<images><image id="1"><url>https://zaguan.es/feeds/fotos/u1/p1/1700000000000-salon-1920.jpg</url></image>' +
        '<image id="2"><url>https://zaguan.es/feeds/fotos/u1/p1/1700000000001-plano-1920.jpg</url></image>' +
        '<image id="3"><url>https://fotos.agencia.example/casa.JPG</url></image></images>',
    );
  });

  it("keeps to Kyero's 50 photos and 50 features", () => {
    const many = Array.from({ length: 60 }, (_, index) => index);
    const xml = kyeroProperty(
      {
        ...listing,
        images: many.map((index) => `/files/property-images/u1/p1/${index}-foto-1920.webp`),
        features: many.map((index) => `Extra ${index}`),
      },
      "https://zaguan.es",
    );
    expect(xml.match(/<image /g)).toHaveLength(50);
    expect(xml.match(/<feature>/g)).toHaveLength(50);
  });

  it("writes no element Kyero v3 does not know: the cadastral reference, video and tour stay on our page", () => {
    const xml = kyeroProperty(listing, "https://zaguan.es");
    for (const name of ["location", "catastral", "floorplans", "video_url", "virtual_tour_url"])
      expect(xml).not.toContain(`<${name}>`);
  });
});
