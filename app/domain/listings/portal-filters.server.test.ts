import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { matchQueries } from "#app/domain/alerts/matching.server";
import { filtersOfSavedQuery, savedQueryOf } from "#app/domain/alerts/saved-searches";
import { parsePortalQuery } from "#app/domain/listings/filters";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { findPublishedProperties } from "./portal.server";

/**
 * The buyer's budget, rooms, bathrooms, surface and features, and the orders, on
 * portal_search (migration 0020) — the same filters for the portal and the saved searches' alerts.
 */
const database = withTestDatabase();
const HOUR = 3_600_000;
const now = Date.now();
let ownerId = "";
let hoursAgo = 0;
const ids: Record<string, string> = {};

/** A published flat in Madrid, one hour older than the previous one, with only the facts given. */
async function listing(title: string, fields: Partial<typeof properties.$inferInsert>) {
  hoursAgo += 1;
  const facts = { price: null, bedrooms: null, bathrooms: null, size: null };
  const created = await createProperty(database().db, ownerId, {
    ...facts,
    title,
    province: "Madrid",
    createdAt: new Date(now - hoursAgo * HOUR),
    ...fields,
  });
  return created.id;
}

/** The titles the portal shows for a query string, in its order. */
async function titles(query: string) {
  const { page: _page, ...filters } = parsePortalQuery(new URLSearchParams(query));
  const { listings } = await findPublishedProperties({ db: database().db, filters, page: 1 });
  return listings.map((card) => card.title);
}

beforeAll(async () => {
  ownerId = randomUUID();
  await database()
    .db.insert(users)
    .values({ id: ownerId, name: "Lucía Fernández", email: "lucia@example.es" });
  // Newest first, as created.
  ids.estudio = await listing("Estudio", { price: 120_000, bedrooms: 1, bathrooms: 1, size: 35 });
  ids.piso = await listing("Piso familiar", {
    price: 300_000,
    bedrooms: 3,
    bathrooms: 2,
    size: 100,
    features: ["Ascensor", "Garaje"],
  });
  ids.chalet = await listing("Chalet", {
    price: 650_000,
    bedrooms: 5,
    bathrooms: 3,
    size: 260,
    features: ["Piscina", "Garaje", "Jardín"],
  });
  ids.sinPrecio = await listing("Sin precio ni superficie", { price: null, bedrooms: 2, size: null });
  ids.borrador = await listing("Borrador barato", { price: 90_000, bedrooms: 4, status: "draft" });
});

describe("the buyer's filters", () => {
  test("a budget is inclusive at both ends, and a listing without a price never passes it", async () => {
    expect(await titles("precio_max=300000")).toEqual(["Estudio", "Piso familiar"]);
    expect(await titles("precio_min=300000&precio_max=650000")).toEqual(["Piso familiar", "Chalet"]);
    expect(await titles("precio_min=700000")).toEqual([]);
  });

  test("bedrooms and bathrooms are 'at least'", async () => {
    expect(await titles("habitaciones=2")).toEqual(["Piso familiar", "Chalet", "Sin precio ni superficie"]);
    expect(await titles("habitaciones=3&banos=3")).toEqual(["Chalet"]);
  });

  test("the built surface is a range", async () => {
    expect(await titles("m2_min=40&m2_max=260")).toEqual(["Piso familiar", "Chalet"]);
  });

  test("every feature asked for must be there", async () => {
    expect(await titles("extras=garaje")).toEqual(["Piso familiar", "Chalet"]);
    expect(await titles("extras=garaje&extras=piscina")).toEqual(["Chalet"]);
    expect(await titles("extras=aire-acondicionado")).toEqual([]);
  });

  test("they combine with the province, the type and the words", async () => {
    expect(await titles("provincia=Madrid&tipo=Piso&q=familiar&precio_max=400000&habitaciones=3")).toEqual([
      "Piso familiar",
    ]);
    expect(await titles("provincia=Valencia&precio_max=400000")).toEqual([]);
  });
});

describe("the orders", () => {
  test("by price, up and down, with listings without a price last", async () => {
    expect(await titles("orden=precio-asc")).toEqual([
      "Estudio",
      "Piso familiar",
      "Chalet",
      "Sin precio ni superficie",
    ]);
    expect(await titles("orden=precio-desc")).toEqual([
      "Chalet",
      "Piso familiar",
      "Estudio",
      "Sin precio ni superficie",
    ]);
  });

  test("by price per m² (2.500, 3.000 and 3.429 €/m²) and by size, the largest first", async () => {
    expect(await titles("orden=euro-m2")).toEqual([
      "Chalet",
      "Piso familiar",
      "Estudio",
      "Sin precio ni superficie",
    ]);
    expect(await titles("orden=superficie")).toEqual([
      "Chalet",
      "Piso familiar",
      "Estudio",
      "Sin precio ni superficie",
    ]);
  });

  test("an order applies to the filtered results", async () => {
    expect(await titles("extras=garaje&orden=precio-asc")).toEqual(["Piso familiar", "Chalet"]);
  });
});

describe("portal_search follows the new facts (migration 0020)", () => {
  test("a lowered price enters the budget at once; the draft stays out whatever its price", async () => {
    expect(await titles("precio_max=600000&habitaciones=5")).toEqual([]);
    await database()
      .db.update(properties)
      .set({ price: 590_000 })
      .where(eq(properties.id, ids.chalet as string));
    expect(await titles("precio_max=600000&habitaciones=5")).toEqual(["Chalet"]);
    await database()
      .db.update(properties)
      .set({ price: 650_000 })
      .where(eq(properties.id, ids.chalet as string));
    expect(await titles("precio_max=100000")).toEqual([]);
  });
});

describe("a saved search's alert uses the same filters", () => {
  test("whatever the filters, the alert's match (place and words in SQL, figures after) finds what the portal shows", async () => {
    const queries = [
      "",
      "precio_max=300000",
      "precio_min=120000&precio_max=300000",
      "habitaciones=2&banos=2",
      "m2_min=40&m2_max=260",
      "extras=garaje",
      "extras=garaje&extras=piscina",
      "provincia=Madrid&habitaciones=3&precio_min=100000",
      "q=piso&precio_max=400000",
      "tipo=Piso&m2_max=100",
      "precio_min=700000",
      "extras=aire-acondicionado",
    ].map((query) => savedQueryOf(new URLSearchParams(query)));
    const everyId = Object.values(ids);
    const matches = await matchQueries(database().db, queries, everyId);
    for (const query of queries) {
      const { listings } = await findPublishedProperties({
        db: database().db,
        filters: filtersOfSavedQuery(query),
        page: 1,
      });
      expect([...(matches.get(query) ?? [])].sort(), query).toEqual(listings.map((card) => card.id).sort());
    }
  });

  test("a new listing under the budget matches, one over it does not", async () => {
    const underBudget = savedQueryOf(
      new URLSearchParams("precio_max=350000&habitaciones=2&orden=precio-asc"),
    );
    const matches = await matchQueries(
      database().db,
      [underBudget],
      [ids.piso as string, ids.chalet as string],
    );
    expect(matches.get(underBudget)).toEqual([ids.piso]);
    const withPool = savedQueryOf(new URLSearchParams("extras=piscina"));
    expect(
      (await matchQueries(database().db, [withPool], [ids.piso as string, ids.chalet as string])).get(
        withPool,
      ),
    ).toEqual([ids.chalet]);
  });
});
