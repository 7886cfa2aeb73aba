import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { portalSearch } from "#app/db/schema/portal-search";
import type { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { findListedAt, findSimilarListings } from "./similar-listings.server";

/** Up to 4 listings like the one open, on both engines. */
const database = withTestDatabase();
let ownerId = "";
const ids: Record<string, string> = {};

async function listing(title: string, fields: Partial<typeof properties.$inferInsert> = {}) {
  const created = await createProperty(database().db, ownerId, {
    title,
    province: "Valencia",
    propertyType: "Piso",
    ...fields,
  });
  ids[title] = created.id;
  return created;
}

const titlesOf = (cards: { title: string | null }[]) => cards.map((card) => card.title);

beforeAll(async () => {
  ownerId = randomUUID();
  await database()
    .db.insert(users)
    .values({ id: ownerId, name: "Lucía Fernández", email: "lucia@example.es" });
  await listing("Este", { price: 265_000 });
  await listing("A 5.000", { price: 270_000 });
  await listing("Ático a 10.000", { price: 255_000, propertyType: "Ático" });
  await listing("A 20.000", { price: 285_000 });
  await listing("A 45.000", { price: 220_000 });
  await listing("A 100.000", { price: 365_000 });
  await listing("Sin precio", { price: null });
  await listing("Casa", { price: 265_000, propertyType: "Casa" });
  await listing("En Madrid", { price: 265_000, province: "Madrid" });
  await listing("Borrador", { price: 265_000, status: "draft" });
  await listing("Vendido", { price: 265_000, status: "sold" });
  await listing("De prueba", { price: 265_000, isTest: true });
});

describe("similar listings", () => {
  test("the same province and broad type, nearest in price, never this one, at most 4", async () => {
    const similar = await findSimilarListings(database().db, {
      id: ids.Este ?? "",
      province: "Valencia",
      propertyType: "Piso",
      price: 265_000,
    });
    expect(titlesOf(similar)).toEqual(["A 5.000", "Ático a 10.000", "A 20.000", "A 45.000"]);
    // A card's columns, as the portal's: no description, no cadastral reference.
    expect(Object.keys(similar[0] ?? {})).not.toContain("description");
  });

  test("drafts, sold, test listings, other provinces and other types never show", async () => {
    const similar = await findSimilarListings(database().db, {
      id: ids.Este ?? "",
      province: "Valencia",
      propertyType: "Piso",
      price: 10_000_000,
    });
    const titles = titlesOf(similar);
    for (const hidden of ["Borrador", "Vendido", "De prueba", "En Madrid", "Casa", "Este"])
      expect(titles).not.toContain(hidden);
    // The dearest first when this one costs more than all of them.
    expect(titles).toEqual(["A 100.000", "A 20.000", "A 5.000", "Ático a 10.000"]);
  });

  test("an 'Ático' finds the flats; a house only houses", async () => {
    const forAttic = await findSimilarListings(database().db, {
      id: ids["Ático a 10.000"] ?? "",
      province: "Valencia",
      propertyType: "Ático",
      price: 255_000,
    });
    expect(titlesOf(forAttic)).toEqual(["Este", "A 5.000", "A 20.000", "A 45.000"]);
    const forHouse = await findSimilarListings(database().db, {
      id: ids.Casa ?? "",
      province: "Valencia",
      propertyType: "Casa",
      price: 265_000,
    });
    expect(forHouse).toEqual([]);
  });

  test("a listing without a price gets the newest of its kind; without a province, none", async () => {
    const newest = await findSimilarListings(database().db, {
      id: ids["Sin precio"] ?? "",
      province: "Valencia",
      propertyType: "Piso",
      price: null,
    });
    expect(newest).toHaveLength(4);
    expect(titlesOf(newest)).not.toContain("Sin precio");
    expect(
      await findSimilarListings(database().db, {
        id: ids.Este ?? "",
        province: null,
        propertyType: "Piso",
        price: 1,
      }),
    ).toEqual([]);
  });

  test("a listing without a price comes after every priced one, from above and from below", async () => {
    await listing("Soria barato", { province: "Soria", price: 90_000 });
    await listing("Soria sin precio", { province: "Soria", price: null });
    await listing("Soria caro", { province: "Soria", price: 160_000 });
    const similar = await findSimilarListings(database().db, {
      id: randomUUID(),
      province: "Soria",
      propertyType: "Piso",
      price: 140_000,
    });
    expect(titlesOf(similar)).toEqual(["Soria caro", "Soria barato", "Soria sin precio"]);
  });

  test("the publication day is when the listing entered the portal; a draft has none", async () => {
    const [row] = await database()
      .db.select({ listedAt: portalSearch.listedAt })
      .from(portalSearch)
      .where(eq(portalSearch.propertyId, ids.Este ?? ""));
    expect(await findListedAt(database().db, ids.Este ?? "")).toEqual(row?.listedAt);
    expect(await findListedAt(database().db, ids.Borrador ?? "")).toBeNull();
  });
});
