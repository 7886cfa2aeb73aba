import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { AGENCY_PROPERTY_TYPE } from "#app/domain/listings/catalogues";
import { EMPTY_PORTAL_FILTERS, PORTAL_COUNT_CAP, type PortalFilters } from "#app/domain/listings/filters";
import { withTestDatabase } from "#tests/setup/db";
import { findPublishedProperties, portalWhere } from "./portal.server";

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
    propertyType: AGENCY_PROPERTY_TYPE,
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

  test("a card gets its public fields and the cover photo only", async () => {
    const [first] = (await find({})).listings;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "address",
        "bathrooms",
        "bedrooms",
        "countryCode",
        "coverImage",
        "energyRating",
        "id",
        "origin",
        "phone",
        "price",
        "propertyType",
        "size",
        "title",
      ].sort(),
    );
    expect(first?.coverImage).toBe("/files/property-images/u/p/1-a-1920.webp");
    expect((await find({ search: "chamberi" })).listings[0]?.coverImage).toBeNull();
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

  test("'agency' matches agency listings by origin", async () => {
    expect(await foundIds({ type: "agency" })).toEqual([ids.agency]);
  });

  test("a portal type matches private listings of its form types, never agency ones", async () => {
    expect(await foundIds({ type: "Piso" })).toEqual([ids.atico, ids.chamberi]);
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
  test("pages of 24 with a stable order even when listings share a timestamp", async () => {
    const { db } = database();
    const createdAt = new Date(now - 1000 * HOUR);
    await db.insert(properties).values(
      Array.from({ length: 30 }, (_, index) => ({
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
    expect(first.listings).toHaveLength(24);
    expect(second.listings).toHaveLength(6);
    expect(first.total).toBe(30);
    // A page that is not full tells the total without a count query.
    expect(second).toMatchObject({ total: 30, isCapped: false });
    const seen = new Set([...first.listings, ...second.listings].map((row) => row.id));
    expect(seen.size).toBe(30);
  });

  test("counting stops past the cap and says so", async () => {
    const { db } = database();
    await db.execute(sql`
      INSERT INTO properties (user_id, title, province, property_type, status, created_at)
      SELECT ${ownerId}, 'Terreno ' || n, 'Soria', 'Terreno', 'published', now() - interval '2000 hours'
      FROM generate_series(1, ${PORTAL_COUNT_CAP + 5}) AS n`);
    const result = await find({ province: "Soria" });
    expect(result).toMatchObject({ total: PORTAL_COUNT_CAP, isCapped: true });
    expect(result.listings).toHaveLength(24);
  });

  test("the search runs on the trigram index (the WHERE spells the indexed expression exactly)", async () => {
    const { db } = database();
    await db.execute(sql`ANALYZE properties`);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = tx
        .select({ id: properties.id })
        .from(properties)
        .where(portalWhere({ ...EMPTY_PORTAL_FILTERS, search: "soho" }));
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      return result.rows;
    });
    // Either trigram index will do (the partial one on published listings is the portal's own).
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
      /properties_(published_)?search_trgm_idx/,
    );
  });
});
