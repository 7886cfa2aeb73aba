import { describe, expect, it } from "vitest";
import { listingIdOfPath } from "./public-pages";

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
