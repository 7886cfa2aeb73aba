import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { Db } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import {
  EMPTY_PORTAL_FILTERS,
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
} from "#app/domain/listings/filters";
import { withTestDatabase } from "#tests/setup/db";
import { findPublishedProperties, hasPublishedListings } from "./portal.server";
import { portalWhere } from "./portal-where.server";

const database = withTestDatabase();
const HOUR = 3_600_000;
const now = Date.now();
let ownerId = "";
let hoursAgo = 0;

type NewProperty = typeof properties.$inferInsert;

async function listing(title: string, fields: Partial<NewProperty> = {}) {
  hoursAgo += 1;
  const [row] = await database()
    .db.insert(properties)
    .values({
      userId: ownerId,
      title,
      address: "Calle Mayor 1, 28013 Madrid",
      province: "Madrid",
      propertyType: "Piso",
      propertyOrigin: "particular",
      price: 200000,
      status: "published",
      dni: "12345678Z",
      email: "dueno@example.es",
      catastralReference: "9872023VH5797S0001WX",
      createdAt: new Date(now - hoursAgo * HOUR),
      ...fields,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("listing not created");
  return row.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  ownerId = randomUUID();
  await database()
    .db.insert(users)
    .values({ id: ownerId, name: "Lucía Fernández", email: "lucia@example.es" });
  // Newest first: the order they are created in is the order the portal must show.
  ids.atico = await listing("Ático con terraza en el Soho", {
    address: "Calle Tomás Heredia 18, 29001 Málaga",
    province: "Málaga",
    propertyType: "Ático",
    images: ["/files/property-images/u/p/1-a-1920.webp", "/files/property-images/u/p/2-b-1920.webp"],
  });
  ids.local = await listing("Local a pie de calle en Gràcia", {
    address: "Carrer Gran de Gràcia 120, 08012 Barcelona",
    province: "Barcelona",
    propertyType: "Local comercial",
  });
  ids.agency = await listing("Piso para reformar en Tetuán", {
    propertyType: "Piso",
    propertyOrigin: "agency",
    agencyDetails: {
      company_name: "Vértice Hogar S.L.",
      company_nif: "B98472613",
      company_address: "Calle de Colón 22, Valencia",
      legal_rep_name: "Javier Morales",
      legal_rep_dni: "29384756B",
    },
  });
  ids.chamberi = await listing("Piso exterior de 3 dormitorios en Chamberí", {
    address: "Calle de Fuencarral 142, 28010 Madrid",
  });
  ids.discount = await listing("Garaje con 50% de descuento", { propertyType: "Garaje" });
  ids.fiveHundred = await listing("Garaje para 500 coches", { propertyType: "Garaje" });
  ids.underscore = await listing("Trastero P_12 en el sótano", { propertyType: "Trastero" });
  ids.sold = await listing("Ático vendido en Málaga", {
    province: "Málaga",
    propertyType: "Ático",
    status: "sold",
  });
  ids.draft = await listing("Ático en borrador", { propertyType: "Ático", status: "draft" });
});

async function find(filters: Partial<PortalFilters>, page = 1) {
  return findPublishedProperties({
    db: database().db,
    filters: { ...EMPTY_PORTAL_FILTERS, ...filters },
    page,
  });
}
const foundIds = async (filters: Partial<PortalFilters>) =>
  (await find(filters)).listings.map((row) => row.id);

describe("the portal lists published listings only, newest first", () => {
  test("sold and draft listings never show", async () => {
    const result = await find({});
    expect(result.listings.map((row) => row.id)).toEqual([
      ids.atico,
      ids.local,
      ids.agency,
      ids.chamberi,
      ids.discount,
      ids.fiveHundred,
      ids.underscore,
    ]);
    expect(result).toMatchObject({ total: 7, isCapped: false });
  });

  test("a card gets its public fields and the cover photo only: whether there is a phone, never the number", async () => {
    const [first] = (await find({})).listings;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "address",
        "arrasSigned",
        "bathrooms",
        "bedrooms",
        "coverImage",
        "energyRating",
        "hasActiveDeal",
        "id",
        "hasPhone",
        "origin",
        "price",
        "propertyType",
        "size",
        "title",
      ].sort(),
    );
    expect(first?.coverImage).toBe("/files/property-images/u/p/1-a-1920.webp");
    expect((await find({ search: "chamberi" })).listings[0]?.coverImage).toBeNull();
  });

  test("a card knows when the arras are signed, so it can say 'Reservado'", async () => {
    const reserved = await listing("Piso reservado en Lavapiés", {
      arrasSigned: true,
      marketingActive: true,
    });
    const card = (await find({ search: "lavapies" })).listings[0];
    expect(card).toMatchObject({ id: reserved, arrasSigned: true });
    expect((await find({ search: "chamberi" })).listings[0]?.arrasSigned).toBe(false);
    await database().db.delete(properties).where(eq(properties.id, reserved));
  });
});

describe("whether the portal has any listing at all", () => {
  test("true while one listing is published, false when none is (drafts and sold ones do not count)", async () => {
    expect(await hasPublishedListings(database().db)).toBe(true);
    class RolledBack extends Error {}
    await expect(
      database().db.transaction(async (tx) => {
        await tx.delete(properties).where(eq(properties.status, "published"));
        expect(await hasPublishedListings(tx as unknown as Db)).toBe(false);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await hasPublishedListings(database().db)).toBe(true);
  });
});

describe("the text search (spec §5)", () => {
  test("ignores case and accents: 'atico' finds 'Ático', 'MALAGA' finds 'Málaga' in the address", async () => {
    expect(await foundIds({ search: "atico" })).toEqual([ids.atico]);
    expect(await foundIds({ search: "MALAGA" })).toEqual([ids.atico]);
    expect(await foundIds({ search: "gracia" })).toEqual([ids.local]);
  });

  test("looks in the title or the address, and every word must appear in one of them", async () => {
    expect(await foundIds({ search: "fuencarral" })).toEqual([ids.chamberi]);
    expect(await foundIds({ search: "piso madrid" })).toEqual([ids.agency, ids.chamberi]);
    expect(await foundIds({ search: "piso barcelona" })).toEqual([]);
  });

  test("'%', '_' and '\\' typed by a user are plain characters, not wildcards", async () => {
    expect(await foundIds({ search: "50%" })).toEqual([ids.discount]);
    expect(await foundIds({ search: "p_12" })).toEqual([ids.underscore]);
    expect(await foundIds({ search: "\\" })).toEqual([]);
  });
});

describe("the province and type filters (spec §5)", () => {
  test("the province matches exactly", async () => {
    expect(await foundIds({ province: "Málaga" })).toEqual([ids.atico]);
    expect(await foundIds({ province: "Soria" })).toEqual([]);
  });

  test("the origin matches who publishes, whatever the type", async () => {
    expect(await foundIds({ origin: "agencia" })).toEqual([ids.agency]);
    expect(await foundIds({ origin: "particular" })).not.toContain(ids.agency);
  });

  test("a portal type matches listings of its form types, an agency's as well as a private seller's", async () => {
    expect(await foundIds({ type: "Piso" })).toEqual([ids.atico, ids.agency, ids.chamberi]);
    expect(await foundIds({ type: "Piso", origin: "particular" })).toEqual([ids.atico, ids.chamberi]);
    expect(await foundIds({ type: "Piso", origin: "agencia" })).toEqual([ids.agency]);
    expect(await foundIds({ type: "Local" })).toEqual([ids.local]);
    expect(await foundIds({ type: "Garaje" })).toEqual([ids.discount, ids.fiveHundred, ids.underscore]);
    expect(await foundIds({ type: "Nave" })).toEqual([]);
  });

  test("the filters combine", async () => {
    expect(await foundIds({ search: "garaje", province: "Madrid", type: "Garaje" })).toEqual([
      ids.discount,
      ids.fiveHundred,
    ]);
    expect(await foundIds({ search: "atico", province: "Madrid" })).toEqual([]);
  });
});

describe("paging and counting in the database", () => {
  test("pages of PORTAL_PAGE_SIZE with a stable order even when listings share a timestamp", async () => {
    const { db } = database();
    const createdAt = new Date(now - 1000 * HOUR);
    await db.insert(properties).values(
      Array.from({ length: PORTAL_PAGE_SIZE + 6 }, (_, index) => ({
        userId: ownerId,
        title: `Nave en lote ${index}`,
        province: "Zaragoza",
        propertyType: "Nave industrial",
        status: "published" as const,
        createdAt,
      })),
    );
    const first = await find({ province: "Zaragoza" }, 1);
    const second = await find({ province: "Zaragoza" }, 2);
    expect(first.listings).toHaveLength(PORTAL_PAGE_SIZE);
    expect(second.listings).toHaveLength(6);
    expect(first.total).toBe(PORTAL_PAGE_SIZE + 6);
    // A page that is not full tells the total without a count query.
    expect(second).toMatchObject({ total: PORTAL_PAGE_SIZE + 6, isCapped: false });
    const seen = new Set([...first.listings, ...second.listings].map((row) => row.id));
    expect(seen.size).toBe(PORTAL_PAGE_SIZE + 6);
  });

  test("a page past the last still tells the total, so the old link can go to the last page", async () => {
    const { db } = database();
    await db.insert(properties).values(
      Array.from({ length: PORTAL_PAGE_SIZE + 2 }, (_, index) => ({
        userId: ownerId,
        title: `Local en lote ${index}`,
        province: "Teruel",
        propertyType: "Local",
        status: "published" as const,
      })),
    );
    const full = await find({ province: "Teruel" }, 1);
    expect(full).toMatchObject({ total: PORTAL_PAGE_SIZE + 2, isCapped: false });
    // The count travels with the page's rows but is not part of a card.
    expect(Object.keys(full.listings[0] ?? {})).not.toContain("matchCount");
    const past = await find({ province: "Teruel" }, 5);
    expect(past).toMatchObject({ listings: [], total: PORTAL_PAGE_SIZE + 2, isCapped: false });
  });

  test("counting stops past the cap and says so", async () => {
    const { db } = database();
    await db.execute(sql`
      INSERT INTO properties (user_id, title, province, property_type, status, created_at)
      SELECT ${ownerId}, 'Terreno ' || n, 'Soria', 'Terreno', 'published', now() - interval '2000 hours'
      FROM generate_series(1, ${PORTAL_COUNT_CAP + 5}) AS n`);
    const result = await find({ province: "Soria" });
    expect(result).toMatchObject({ total: PORTAL_COUNT_CAP, isCapped: true });
    expect(result.listings).toHaveLength(PORTAL_PAGE_SIZE);
  });

  test("the search runs on the trigram index of portal_search (its filters' GIN index)", async () => {
    const { db } = database();
    await db.execute(sql`ANALYZE portal_search`);
    const plan = await db.transaction(async (tx) => {
      // On a test's few rows reading a whole index is cheaper than any lookup; what is checked is
      // that the visitor's word can be looked up, so only a lookup is left to the planner.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
      const query = tx
        .select({ id: portalSearch.propertyId })
        .from(portalSearch)
        .where(portalWhere({ ...EMPTY_PORTAL_FILTERS, search: "soho" }));
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      return result.rows;
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/portal_search_filters_idx/);
  });
});

describe("portal_search follows every write to a listing (the trigger of migration 0005)", () => {
  const titles = async (search: string) => (await find({ search })).listings.map((row) => row.title);

  test("a listing appears when published, follows its edits and leaves when unpublished", async () => {
    const { db } = database();
    const id = await listing("Chalet con piscina en Jávea", { status: "draft", province: "Alicante" });
    expect(await titles("javea")).toEqual([]);

    await db.update(properties).set({ status: "published" }).where(eq(properties.id, id));
    expect(await titles("javea")).toEqual(["Chalet con piscina en Jávea"]);

    await db
      .update(properties)
      .set({ title: "Chalet junto al Montgó", province: "Valencia" })
      .where(eq(properties.id, id));
    expect(await titles("javea")).toEqual([]);
    expect(await titles("montgo")).toEqual(["Chalet junto al Montgó"]);
    expect((await find({ province: "Valencia" })).listings.map((row) => row.id)).toContain(id);
    expect((await find({ province: "Alicante" })).listings.map((row) => row.id)).not.toContain(id);

    await db.update(properties).set({ status: "sold" }).where(eq(properties.id, id));
    expect(await titles("montgo")).toEqual([]);
    expect(await db.select().from(portalSearch).where(eq(portalSearch.propertyId, id))).toEqual([]);
  });

  test("a deleted listing leaves the portal with its row", async () => {
    const { db } = database();
    const id = await listing("Casa rural en Taramundi", { province: "Asturias" });
    expect(await titles("taramundi")).toEqual(["Casa rural en Taramundi"]);
    await db.delete(properties).where(eq(properties.id, id));
    expect(await titles("taramundi")).toEqual([]);
    expect(await db.select().from(portalSearch).where(eq(portalSearch.propertyId, id))).toEqual([]);
  });

  test("holds exactly the published listings, whatever was written", async () => {
    const { db } = database();
    const mismatches = await db.execute(sql`
      SELECT id FROM properties p WHERE (status = 'published') <> EXISTS (
        SELECT 1 FROM portal_search s WHERE s.property_id = p.id
          AND s.search_text = immutable_unaccent(lower(coalesce(p.title, '') || ' ' || coalesce(p.address, '')))
          AND s.province IS NOT DISTINCT FROM p.province
          AND s.property_type IS NOT DISTINCT FROM p.property_type
          AND s.property_origin = p.property_origin
          AND s.created_at = p.created_at)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
