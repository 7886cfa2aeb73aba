import { describe, expect, test } from "vitest";
import {
  ENERGY_RATINGS,
  isFormPropertyType,
  isProvince,
  PROPERTY_FEATURES,
} from "#app/domain/listings/catalogues";
import { listingFactsIssues } from "#app/domain/listings/facts";
import { DEMO_LISTINGS } from "./demo-listings";
import { demoFacts } from "./facts";

const NO_ROOMS_TYPES = ["Garaje", "Trastero", "Terreno", "Local comercial", "Oficina", "Nave industrial"];

describe("demo listings", () => {
  test("every slug is unique, so each listing gets its own photos", () => {
    const slugs = DEMO_LISTINGS.map((listing) => listing.slug);

    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test.each(DEMO_LISTINGS.map((listing) => [listing.slug, listing] as const))(
    "%s uses only values the listing form offers",
    (_slug, listing) => {
      expect(isProvince(listing.province)).toBe(true);
      expect(listing.features.every((feature) => PROPERTY_FEATURES.includes(feature))).toBe(true);
      expect(ENERGY_RATINGS).toContain(listing.energyRating);
      expect(isFormPropertyType(listing.propertyType)).toBe(true);
    },
  );

  test("descriptions have two to four paragraphs", () => {
    for (const listing of DEMO_LISTINGS) {
      expect(listing.description.length, listing.slug).toBeGreaterThanOrEqual(2);
      expect(listing.description.length, listing.slug).toBeLessThanOrEqual(4);
    }
  });

  test("garages, land and business premises have no bedrooms", () => {
    const premises = DEMO_LISTINGS.filter(
      (listing) => listing.origin === "particular" && NO_ROOMS_TYPES.includes(listing.propertyType),
    );

    expect(premises.length).toBeGreaterThan(0);
    for (const listing of premises) expect(listing.bedrooms, listing.slug).toBeUndefined();
  });

  test("listings are spread over the last 60 days", () => {
    for (const listing of DEMO_LISTINGS) {
      expect(listing.daysAgo).toBeGreaterThanOrEqual(1);
      expect(listing.daysAgo).toBeLessThan(60);
    }
  });

  test.each(DEMO_LISTINGS.map((listing) => [listing.slug, listing] as const))(
    "%s has the facts the law asks for to publish it, and they agree with each other",
    (_slug, listing) => {
      expect(listingFactsIssues({ ...listing, ...demoFacts(listing) })).toEqual([]);
    },
  );
});
