import { describe, expect, test } from "vitest";
import { hasPhotoVariants, photoSources, photoSrcSet, photoVariantUrl } from "./photo-variants";

const STORED = "/files/property-images/u1/p1/1718000000000-salon-1920.webp";

describe("photo variants", () => {
  test("a card asks for the 400 px thumbnail of a stored photo", () => {
    expect(photoVariantUrl(STORED, 400)).toBe("/files/property-images/u1/p1/1718000000000-salon-400.webp");
  });

  test("any stored variant leads to the others", () => {
    const medium = "/files/property-images/u1/p1/1718000000000-salon-960.webp";

    expect(photoVariantUrl(medium, 1920)).toBe(STORED);
    expect(photoVariantUrl(medium, 400)).toBe("/files/property-images/u1/p1/1718000000000-salon-400.webp");
  });

  test("the srcset lists the three widths, smallest first", () => {
    expect(photoSrcSet(STORED)).toBe(
      [
        "/files/property-images/u1/p1/1718000000000-salon-400.webp 400w",
        "/files/property-images/u1/p1/1718000000000-salon-960.webp 960w",
        "/files/property-images/u1/p1/1718000000000-salon-1920.webp 1920w",
      ].join(", "),
    );
  });

  test("a CDN URL with a query string keeps its host and query", () => {
    const cdn = "https://cdn.zaguan.es/property-images/u1/p1/17-fachada-1920.webp?v=2";

    expect(photoVariantUrl(cdn, 400)).toBe(
      "https://cdn.zaguan.es/property-images/u1/p1/17-fachada-400.webp?v=2",
    );
  });

  test.each([
    "/images/placeholder-property.svg",
    "https://example.com/foto.jpg",
    "/files/property-images/u1/p1/17-salon-1280.webp",
    "/files/property-images/u1/p1/17-salon.webp",
    "-1920.webp",
    "",
  ])("a URL without variants (%j) is used as it is", (url) => {
    expect(hasPhotoVariants(url)).toBe(false);
    expect(photoVariantUrl(url, 400)).toBe(url);
    expect(photoSrcSet(url)).toBeUndefined();
    expect(photoSources(url)).toEqual({ src: url, thumbnail: url, srcSet: undefined });
  });

  test("photoSources gives the largest as src and the smallest as thumbnail", () => {
    const sources = photoSources("/files/property-images/u1/p1/17-salon-400.webp");

    expect(sources.src).toBe("/files/property-images/u1/p1/17-salon-1920.webp");
    expect(sources.thumbnail).toBe("/files/property-images/u1/p1/17-salon-400.webp");
    expect(sources.srcSet).toContain("960w");
  });
});
