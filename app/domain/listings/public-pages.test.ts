import { describe, expect, it } from "vitest";
import { isPublicListingPath, listingIdOfPath } from "./public-pages";

describe("isPublicListingPath", () => {
  it("is the portal and a listing's page", () => {
    expect(isPublicListingPath("/portal")).toBe(true);
    expect(isPublicListingPath("/propiedad/37db3e79-219f-4770-a270-c7d3d2fe84e7")).toBe(true);
  });

  it("is nothing else: other pages, the data requests of client navigation, deeper paths", () => {
    for (const path of [
      "/",
      "/portal.data",
      "/portal/",
      "/propiedad/",
      "/propiedad/a/b",
      "/dashboard",
      "/vender",
    ]) {
      expect(isPublicListingPath(path), path).toBe(false);
    }
  });
});

describe("listingIdOfPath", () => {
  it("is the id of a listing's page", () => {
    expect(listingIdOfPath("/propiedad/37db3e79-219f-4770-a270-c7d3d2fe84e7")).toBe(
      "37db3e79-219f-4770-a270-c7d3d2fe84e7",
    );
  });

  it("is null for its data request, its reports, other pages and undecodable ids", () => {
    for (const path of [
      "/propiedad/37db3e79-219f-4770-a270-c7d3d2fe84e7.data",
      "/propiedad/37db3e79-219f-4770-a270-c7d3d2fe84e7/vista",
      "/propiedad/37db3e79-219f-4770-a270-c7d3d2fe84e7/llamada",
      "/propiedad/",
      "/portal",
      "/propiedad/%E0%A4%A",
    ]) {
      expect(listingIdOfPath(path), path).toBeNull();
    }
  });
});
