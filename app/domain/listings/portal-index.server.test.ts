import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { EMPTY_PORTAL_FILTERS, type PortalFilters, type PortalQuery } from "#app/domain/listings/filters";
import { PORTAL_FEATURES, PORTAL_SORTS, type PortalSort } from "#app/domain/listings/search-options";
import { withTestDatabase } from "#tests/setup/db";
import { findPublishedProperties, hasPublishedListings } from "./portal.server";
import { PortalIndex } from "./portal-index.server";

const database = withTestDatabase();
const HOUR = 3_600_000;
const PROVINCES = ["Madrid", "Málaga", "Valencia"] as const;
const TYPES = ["Piso", "Ático", "Casa", "Chalet", "Local", "Dúplex"] as const;
const FEATURES = [["Garaje"], ["Piscina", "Terraza"], [], ["Ascensor", "Garaje", "Trastero"]];
const TITLES = [
  "Ático luminoso",
  "Piso reformado",
  "CASA CON JARDÍN",
  "Dúplex en Straße 5",
  "Local 50% _bajo",
];
let ownerId = "";

beforeAll(async () => {
  ownerId = randomUUID();
  const { db } = database();
  await db.insert(users).values({ id: ownerId, name: "Lucía Fernández", email: "lucia@example.es" });
  // Two pages and more in most orders; missing figures, a surface of 0, shared prices, sizes and
  // timestamps (to the microsecond), so every tie and every 'nulls last' is exercised.
  await db.insert(properties).values(
    Array.from({ length: 60 }, (_, index) => ({
      userId: ownerId,
      title: `${TITLES[index % TITLES.length]} número ${index}`,
      address: `Calle Mayor ${index}, ${PROVINCES[index % 3]}`,
      province: PROVINCES[index % 3],
      propertyType: TYPES[index % TYPES.length],
      propertyOrigin: index % 4 === 0 ? ("agency" as const) : ("particular" as const),
      price: index % 7 === 0 ? null : 90_000 + ((index * 37_000) % 400_000),
      size: index % 6 === 0 ? null : index % 11 === 0 ? 0 : 40 + ((index * 13) % 160),
      bedrooms: index % 9 === 0 ? null : index % 5,
      bathrooms: 1 + (index % 3),
      features: FEATURES[index % 4],
      status: index % 13 === 5 ? ("draft" as const) : ("published" as const),
      isTest: index === 17,
      createdAt: new Date(Date.UTC(2026, 10, 1) - Math.floor(index / 3) * HOUR),
    })),
  );
});

function activeIndex(options?: { maxListings?: number }) {
  const index = new PortalIndex(database().db, options);
  index.activate();
  return index;
}

const SORTS = PORTAL_SORTS.map((option) => option.value as PortalSort);

/** Searches of every kind of filter, alone and together, words with accents, capitals and LIKE's wildcards. */
const SEARCHES: Partial<PortalFilters>[] = [
  {},
  { search: "atico" },
  { search: "ÁTICO Mayor" },
  { search: "jardin casa" },
  { search: "strasse" },
  { search: "straße" },
  { search: "50% _b" },
  { search: "málaga" },
  { province: "Madrid" },
  { province: "Málaga", type: "Piso" },
  { type: "Casa", origin: "particular" },
  { origin: "agencia" },
  { priceMin: 150_000, priceMax: 350_000 },
  { priceMax: 200_000, bedroomsMin: 2 },
  { bathroomsMin: 2, sizeMin: 80, sizeMax: 150 },
  { features: ["garaje"] },
  { features: ["piscina", "terraza"], province: "Valencia" },
  { search: "luminoso", province: "Madrid", priceMin: 100_000, features: ["garaje"] },
];

describe("the portal's index in memory", () => {
  test("answers every search, order and page with the database's rows and count", async () => {
    const { db } = database();
    const index = activeIndex();
    let withRows = 0;
    for (const sort of SORTS) {
      for (const search of SEARCHES) {
        for (const page of [1, 2, 5]) {
          const filters = { ...EMPTY_PORTAL_FILTERS, ...search, sort };
          const fromDatabase = await findPublishedProperties({ db, filters, page });
          expect(await index.search(filters, page), JSON.stringify({ ...search, sort, page })).toEqual(
            fromDatabase,
          );
          if (fromDatabase.listings.length > 0) withRows++;
        }
      }
    }
    // Equal empty pages prove little: most of the sample must find listings.
    expect(withRows).toBeGreaterThan(SEARCHES.length * SORTS.length);
    expect(await index.hasPublishedListings()).toBe(await hasPublishedListings(db));
  });

  test("agrees with the database on searches drawn at random", async () => {
    const { db } = database();
    const index = activeIndex();
    const figure = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
    const filters = fc.record({
      search: fc.constantFrom("", "piso", "o", "ATICO número 1", "calle mayor 2", "ú", "%", "_"),
      province: fc.constantFrom(null, ...PROVINCES),
      type: fc.constantFrom(null, "Piso", "Casa", "Local"),
      origin: fc.constantFrom(null, "particular", "agencia"),
      priceMin: figure(300_000),
      priceMax: figure(600_000),
      bedroomsMin: figure(4),
      bathroomsMin: figure(3),
      sizeMin: figure(120),
      sizeMax: figure(200),
      features: fc.subarray(PORTAL_FEATURES.map((option) => option.value)),
      sort: fc.constantFrom(...SORTS),
    });
    await fc.assert(
      fc.asyncProperty(filters, fc.integer({ min: 1, max: 3 }), async (drawn, page) => {
        const query = drawn as unknown as PortalFilters & Pick<PortalQuery, "sort">;
        expect(await index.search(query, page)).toEqual(
          await findPublishedProperties({ db, filters: query, page }),
        );
      }),
      { numRuns: process.env.PROPERTY_RUNS === "deep" ? 2_000 : 150 },
    );
  });

  test("sees a change once told of it, and nothing while it is not told of changes", async () => {
    const { db } = database();
    const index = activeIndex();
    const query = { ...EMPTY_PORTAL_FILTERS, search: "buhardilla azul" };
    expect((await index.search(query, 1))?.total).toBe(0);
    const [listing] = await db
      .insert(properties)
      .values({ userId: ownerId, title: "Buhardilla azul", province: "Madrid", status: "published" })
      .returning({ id: properties.id });
    // Not told yet: still what it read (the server tells it on every NOTIFY, as the page cache).
    expect((await index.search(query, 1))?.total).toBe(0);
    index.invalidate();
    expect((await index.search(query, 1))?.listings.map((card) => card.id)).toEqual([listing?.id]);
    await db.delete(properties).where(eq(properties.id, listing?.id ?? ""));
    index.deactivate();
    expect(await index.search(query, 1)).toBeNull();
  });

  test("holds nothing past its size and leaves those searches to the database", async () => {
    const index = activeIndex({ maxListings: 10 });
    expect(await index.search({ ...EMPTY_PORTAL_FILTERS }, 1)).toBeNull();
    // Too many to hold is a portal with listings: a search finding none asks nothing more.
    expect(await index.hasPublishedListings()).toBe(true);
  });
});
