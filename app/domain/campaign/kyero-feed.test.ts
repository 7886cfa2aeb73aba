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

  it("carries the rounded point, the cadastral reference, the floor plan, the video and the tour", () => {
    const [first, plan] = ["/uploads/a.webp", "/uploads/plano.webp"];
    const xml = kyeroProperty(
      {
        ...listing,
        images: [first, plan],
        latitude: 38.59871234,
        longitude: -0.05123987,
        catastralReference: "9872023VH5797S0001WX",
        floorPlanImage: plan,
        videoUrl: "https://www.youtube.com/watch?v=abc&t=1",
        virtualTourUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      },
      "https://zaguan.es",
    );
    expect(xml).toContain("<location><latitude>38.599</latitude><longitude>-0.051</longitude></location>");
    expect(xml).not.toContain("38.5987");
    expect(xml).toContain("<catastral>9872023VH5797S0001WX</catastral>");
    expect(xml).toMatch(
      /<floorplans><floorplan><url>https:\/\/zaguan\.es\/uploads\/plano[^<]*<\/url><\/floorplan><\/floorplans>/,
    );
    expect(xml).toContain("<video_url>https://www.youtube.com/watch?v=abc&amp;t=1</video_url>");
    expect(xml).toContain(
      "<virtual_tour_url>https://my.matterport.com/show/?m=SxQL3iGyoDo</virtual_tour_url>",
    );
  });

  it("leaves out what the listing does not have, and a floor plan no longer among its photos", () => {
    const xml = kyeroProperty({ ...listing, floorPlanImage: "/uploads/borrada.webp" }, "https://zaguan.es");
    for (const name of ["location", "catastral", "floorplans", "video_url", "virtual_tour_url"])
      expect(xml).not.toContain(`<${name}>`);
  });
});
