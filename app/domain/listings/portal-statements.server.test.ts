import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { EMPTY_PORTAL_FILTERS, type PortalFilters } from "#app/domain/listings/filters";
import { PORTAL_SORTS, type PortalSort } from "#app/domain/listings/search-options";
import { withTestDatabase } from "#tests/setup/db";
import { portalPageQuery } from "./portal-query.server";
import { preparedPortalPage } from "./portal-statements.server";

const database = withTestDatabase();
const HOUR = 3_600_000;
const PROVINCES = ["Madrid", "Málaga", "Valencia"] as const;
const TYPES = ["Piso", "Ático", "Casa", "Chalet", "Local"] as const;
const FEATURES = [["Garaje"], ["Piscina", "Terraza"], [], ["Ascensor", "Garaje", "Trastero"]];

beforeAll(async () => {
  const ownerId = randomUUID();
  const { db } = database();
  await db.insert(users).values({ id: ownerId, name: "Lucía Fernández", email: "lucia@example.es" });
  // Enough listings for two pages in most orders, with missing figures and shared timestamps so
  // the ties and the 'nulls last' of every order are exercised.
  await db.insert(properties).values(
    Array.from({ length: 40 }, (_, index) => ({
      userId: ownerId,
      title: `${index % 2 ? "Ático luminoso" : "Piso reformado"} número ${index}`,
      address: `Calle Mayor ${index}, ${PROVINCES[index % 3]}`,
      province: PROVINCES[index % 3],
      propertyType: TYPES[index % 5],
      propertyOrigin: index % 4 === 0 ? ("agency" as const) : ("particular" as const),
      price: index % 7 === 0 ? null : 90_000 + ((index * 37_000) % 400_000),
      size: index % 6 === 0 ? null : 40 + ((index * 13) % 160),
      bedrooms: index % 5,
      bathrooms: 1 + (index % 3),
      features: FEATURES[index % 4],
      status: "published" as const,
      createdAt: new Date(Date.UTC(2026, 10, 1) - Math.floor(index / 3) * HOUR),
    })),
  );
});

/** Searches of every kind of filter, alone and together. */
const SEARCHES: Partial<PortalFilters>[] = [
  {},
  { search: "atico" },
  { search: "Piso Mayor" },
  { search: "50% _x" },
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

describe("the portal's search from a statement built once per shape", () => {
  test("returns the rows the query built for each search returns, in every order and page", async () => {
    const { db } = database();
    let withRows = 0;
    for (const sort of PORTAL_SORTS.map((option) => option.value as PortalSort)) {
      for (const search of SEARCHES) {
        for (const page of [1, 2]) {
          const query = { ...EMPTY_PORTAL_FILTERS, ...search, sort };
          const built = await portalPageQuery(db, query, page);
          const prepared = await preparedPortalPage(db, query, page);
          expect(prepared, JSON.stringify({ ...search, sort, page })).toEqual(built);
          if (prepared.length > 0) withRows++;
        }
      }
    }
    // Equal empty pages prove little: most of the sample must find listings.
    expect(withRows).toBeGreaterThan(SEARCHES.length * PORTAL_SORTS.length);
  });

  test("a statement used again takes the new search's values, not the first one's", async () => {
    const { db } = database();
    for (const province of PROVINCES) {
      const query = { ...EMPTY_PORTAL_FILTERS, province, search: "calle", priceMax: 300_000 };
      const rows = await preparedPortalPage(db, query, 1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await portalPageQuery(db, query, 1));
      expect(rows.every((row) => row.address?.endsWith(province))).toBe(true);
    }
  });
});
