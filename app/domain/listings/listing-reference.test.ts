import { describe, expect, test } from "vitest";
import { listingReference, pricePerSquareMetre } from "./listing-reference";

describe("€/m²", () => {
  test("the price over the built surface, in whole euros", () => {
    expect(pricePerSquareMetre(585_000, 112)).toBe(5_223);
  });

  test("nothing without a price or a surface", () => {
    expect(pricePerSquareMetre(null, 112)).toBeNull();
    expect(pricePerSquareMetre(585_000, null)).toBeNull();
    expect(pricePerSquareMetre(585_000, 0)).toBeNull();
  });
});

describe("the listing's reference", () => {
  test("the first 8 digits of its id, in capitals, the same each time", () => {
    const id = "3f2a9c1b-0d4e-4b5a-9c8d-7e6f5a4b3c2d";
    expect(listingReference(id)).toBe("3F2A9C1B");
    expect(listingReference(id)).toBe(listingReference(id));
  });
});
