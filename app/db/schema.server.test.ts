import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { withTestDatabase } from "#tests/setup/db";
import { queryRows } from "./client.server";
import { payments, properties, propertyContracts, users } from "./schema/index";

const database = withTestDatabase();
const db = () => database().db;

beforeEach(() => database().truncate());

async function createOwner(id = "owner-1") {
  await db()
    .insert(users)
    .values({ id, name: "Lucía Fernández", email: `${id}@example.es` });
  return id;
}

describe("data model", () => {
  test("a property starts as a draft, private owner, nothing paid, +34", async () => {
    const userId = await createOwner();
    const [property] = await db().insert(properties).values({ userId, title: "Piso luminoso" }).returning();
    expect(property).toMatchObject({
      status: "draft",
      propertyOrigin: "particular",
      paymentStatus: "pending",
      countryCode: "+34",
      images: [],
      features: [],
      marketingActive: false,
      saleConfirmed: false,
    });
  });

  test("a role outside user, tester and admin is refused by the database", async () => {
    await expect(
      db()
        .insert(users)
        .values({ id: "x", name: "X", email: "x@example.es", role: "superuser" as "admin" }),
    ).rejects.toThrow();
  });

  test("deleting a user removes their properties and contracts but keeps anonymised payments", async () => {
    const userId = await createOwner();
    const [property] = await db().insert(properties).values({ userId, title: "Chalet" }).returning();
    if (!property) throw new Error("no property");
    await db().insert(propertyContracts).values({
      userId,
      propertyId: property.id,
      contractHtml: "<p>Contrato</p>",
      acceptedAt: new Date(),
    });
    await db().insert(payments).values({
      userId,
      propertyId: property.id,
      propertyTitle: "Chalet",
      productType: "marketing",
      amount: 60500,
      provider: "test",
      providerPaymentId: "test_marketing_1",
      status: "succeeded",
    });

    await db().delete(users).where(eq(users.id, userId));

    expect(await db().select().from(properties)).toHaveLength(0);
    expect(await db().select().from(propertyContracts)).toHaveLength(0);
    const kept = await db().select().from(payments);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, propertyId: null, propertyTitle: "Chalet", amount: 60500 });
  });

  test("a property cannot be charged twice for the same product", async () => {
    const userId = await createOwner();
    const [property] = await db().insert(properties).values({ userId, title: "Ático" }).returning();
    if (!property) throw new Error("no property");
    const payment = (id: string, status: "failed" | "succeeded") => ({
      userId,
      propertyId: property.id,
      productType: "marketing" as const,
      amount: 60500,
      provider: "test" as const,
      providerPaymentId: id,
      status,
    });
    await db().insert(payments).values(payment("a", "failed"));
    await db().insert(payments).values(payment("b", "succeeded"));
    await expect(db().insert(payments).values(payment("c", "succeeded"))).rejects.toThrow();
  });

  test("search ignores accents and case: 'atico' finds 'Ático en Chamberí'", async () => {
    const userId = await createOwner();
    await db()
      .insert(properties)
      .values([
        { userId, title: "Ático en Chamberí", address: "Calle de Fuencarral 120, Madrid" },
        { userId, title: "Casa de pueblo", address: "Plaza Mayor 3, Cuenca" },
      ]);
    const term = "ATICO";
    const found = await db()
      .select({ title: properties.title })
      .from(properties)
      .where(
        sql`immutable_unaccent(lower(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.address}, ''))) like '%' || immutable_unaccent(lower(${term})) || '%'`,
      );
    expect(found.map((row) => row.title)).toEqual(["Ático en Chamberí"]);
  });

  test("the portal's indexes exist: status + date, province, type, origin and trigram search", async () => {
    const rows = await queryRows<{ indexname: string }>(
      db(),
      sql`select indexname from pg_indexes where tablename = 'properties' order by indexname`,
    );
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        "properties_status_created_at_idx",
        "properties_province_idx",
        "properties_type_idx",
        "properties_origin_idx",
        "properties_search_trgm_idx",
      ]),
    );
  });
});
