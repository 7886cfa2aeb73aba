import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/leads";
import { payments } from "#app/db/schema/payments";
import { users } from "#app/db/schema/users";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { findAdminProperties, findAdminUsers, getAdminTotals } from "./overview.server";
import { loadAdminOverview } from "./overview-page.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

async function userWith(name: string, dni: string | null, email?: string) {
  const { db } = database();
  const user = await createUser(db, { name, email });
  if (dni) await db.update(users).set({ dni }).where(eq(users.id, user.id));
  return user;
}

async function payment(
  userId: string,
  propertyId: string,
  amount: number,
  status: "succeeded" | "failed" | "pending",
  n: number,
) {
  await database()
    .db.insert(payments)
    .values({
      userId,
      propertyId,
      propertyTitle: "Piso",
      productType: n % 2 === 0 ? "marketing" : "final_fee",
      amount,
      status,
      provider: "test",
      providerPaymentId: `pi_test_${n}`,
    });
}

describe("the totals", () => {
  test("count users, properties, published and sold, and add up only succeeded payments", async () => {
    const { db } = database();
    const owner = await createUser(db);
    await createUser(db, { role: "tester" });
    const published = await createProperty(db, owner.id);
    const sold = await createProperty(db, owner.id, { status: "sold", saleConfirmed: true });
    await createProperty(db, owner.id, { status: "draft" });
    await createProperty(db, owner.id, { status: "unpublished" });
    await payment(owner.id, published.id, 60500, "succeeded", 0);
    await payment(owner.id, sold.id, 60500, "succeeded", 1);
    await payment(owner.id, sold.id, 60500, "failed", 2);
    await payment(owner.id, published.id, 60500, "pending", 3);
    const lead = (propertyId: string, discardedAt: Date | null = null) => ({
      propertyId,
      kind: "enquiry" as const,
      state: "received",
      buyerName: "Marta",
      buyerEmail: "marta@example.es",
      discardedAt,
    });
    await db.insert(leads).values([lead(published.id), lead(published.id, new Date()), lead(sold.id)]);

    expect(await getAdminTotals(db)).toEqual({
      users: 2,
      properties: 4,
      published: 1,
      sold: 1,
      receivedCents: 121000,
      leads: 3,
    });
    const listed = await findAdminProperties({ db, search: "", page: 1 });
    const counts = Object.fromEntries(listed.rows.map((row) => [row.id, row.leadCount]));
    expect(counts[published.id]).toBe(2);
    expect(counts[sold.id]).toBe(1);
    expect(listed.rows.filter((row) => row.leadCount === 0)).toHaveLength(2);
  });

  test("an empty platform is all zeros", async () => {
    expect(await getAdminTotals(database().db)).toEqual({
      users: 0,
      properties: 0,
      published: 0,
      sold: 0,
      receivedCents: 0,
      leads: 0,
    });
  });
});

describe("searching clients", () => {
  test("by DNI, as stored or as printed on the card", async () => {
    await userWith("Marta Gil Navarro", "48273615X");
    await userWith("Jordi Puig Soler", "38567204K");
    const { db } = database();
    for (const search of ["48273615X", "48273615x", "48.273.615-X", "273615"]) {
      const { rows, total } = await findAdminUsers({ db, search, page: 1 });
      expect(
        rows.map((row) => row.name),
        search,
      ).toEqual(["Marta Gil Navarro"]);
      expect(total).toBe(1);
    }
  });

  test("by name without accents or capitals, by every word, and by e-mail", async () => {
    await userWith("José Ángel Núñez", null, "jangel@ejemplo.es");
    await userWith("Josefa Martín", null, "josefa@ejemplo.es");
    const { db } = database();
    const names = async (search: string) =>
      (await findAdminUsers({ db, search, page: 1 })).rows.map((row) => row.name);
    expect(await names("angel nunez")).toEqual(["José Ángel Núñez"]);
    expect(await names("JOSE")).toHaveLength(2);
    expect(await names("josefa@")).toEqual(["Josefa Martín"]);
    expect(await names("martín núñez")).toEqual([]);
  });

  test("% and _ in the search are literal characters, not wildcards", async () => {
    await userWith("Ana 100% Real", null);
    await userWith("Ana Cien", null);
    const { db } = database();
    expect((await findAdminUsers({ db, search: "100%", page: 1 })).rows.map((row) => row.name)).toEqual([
      "Ana 100% Real",
    ]);
    expect((await findAdminUsers({ db, search: "%", page: 1 })).rows.map((row) => row.name)).toEqual([
      "Ana 100% Real",
    ]);
    expect((await findAdminUsers({ db, search: "_", page: 1 })).total).toBe(0);
  });

  test("returns only the columns the list shows", async () => {
    await userWith("Marta Gil Navarro", "48273615X");
    const [row] = (await findAdminUsers({ db: database().db, search: "", page: 1 })).rows;
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "createdAt",
      "dni",
      "email",
      "emailVerified",
      "id",
      "name",
      "role",
    ]);
  });
});

describe("searching properties", () => {
  test("by province, accent- and case-insensitive, whatever the status", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Xoana Castro" });
    await createProperty(db, owner.id, { title: "Casa de piedra", province: "La Coruña", status: "draft" });
    await createProperty(db, owner.id, { title: "Piso en Ruzafa", province: "Valencia" });
    const { rows, total } = await findAdminProperties({ db, search: "la coruna", page: 1 });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      title: "Casa de piedra",
      province: "La Coruña",
      status: "draft",
      statusLabel: "Ficha Creada",
      owner: { name: "Xoana Castro" },
    });
  });

  test("by title and address, every word somewhere in them", async () => {
    const { db } = database();
    const owner = await createUser(db);
    await createProperty(db, owner.id, {
      title: "Ático con vistas",
      address: "Calle Mayor 3, Madrid",
      province: "Madrid",
    });
    await createProperty(db, owner.id, {
      title: "Ático luminoso",
      address: "Avenida del Puerto 8, Valencia",
      province: "Valencia",
    });
    const titles = async (search: string) =>
      (await findAdminProperties({ db, search, page: 1 })).rows.map((row) => row.title);
    expect(await titles("atico mayor")).toEqual(["Ático con vistas"]);
    expect(await titles("ATICO")).toHaveLength(2);
    expect(await titles("puerto valencia")).toEqual(["Ático luminoso"]);
  });

  test("the status label follows spec §4's precedence", async () => {
    const { db } = database();
    const owner = await createUser(db);
    await createProperty(db, owner.id, { title: "A", status: "sold", saleConfirmed: true });
    await createProperty(db, owner.id, { title: "B", notaryDone: true, marketingActive: true });
    await createProperty(db, owner.id, { title: "C", marketingActive: true });
    await createProperty(db, owner.id, { title: null, status: "draft" });
    const { rows } = await findAdminProperties({ db, search: "", page: 1 });
    const labels = Object.fromEntries(rows.map((row) => [row.title ?? "(sin título)", row.statusLabel]));
    expect(labels).toEqual({ A: "Vendido", B: "Notaría", C: "Marketing", "(sin título)": "Iniciado" });
  });
});

describe("paging", () => {
  test("20 rows a page, newest first, the rest on the next page, with both tabs' counts", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Propietaria" });
    const base = Date.parse("2025-01-01T10:00:00Z");
    for (let index = 0; index < 23; index++) {
      await createProperty(db, owner.id, {
        title: `Piso ${index + 1}`,
        createdAt: new Date(base + index * 60_000),
      });
    }
    const first = await loadAdminOverview(db, { tab: "propiedades", search: "", page: 1 });
    const second = await loadAdminOverview(db, { tab: "propiedades", search: "", page: 2 });
    expect(first.page.rows).toHaveLength(20);
    expect(first.page.rows[0]).toMatchObject({ title: "Piso 23" });
    expect(second.page.rows.map((row) => ("title" in row ? row.title : null))).toEqual([
      "Piso 3",
      "Piso 2",
      "Piso 1",
    ]);
    expect(first.lastPage).toBe(2);
    expect(first.counts).toEqual({ clientes: 1, propiedades: 23 });
  });
});
