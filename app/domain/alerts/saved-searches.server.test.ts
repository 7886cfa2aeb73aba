import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { savedSearches } from "#app/db/schema/index";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { MAX_SAVED_SEARCHES } from "./saved-searches";
import { saveSearch } from "./saved-searches.server";

const database = withTestDatabase();
const queryNumber = (n: number) => `?q=piso+${n}`;

describe("'Guardar búsqueda'", () => {
  test("the same filters saved again rename the search instead of adding one", async () => {
    const { db } = database();
    const buyer = await createUser(db);
    const first = await saveSearch(db, {
      userId: buyer.id,
      name: "Pisos en Valencia",
      query: "?provincia=Valencia",
    });
    const again = await saveSearch(db, { userId: buyer.id, name: "Valencia", query: "?provincia=Valencia" });
    expect(first).toMatchObject({ ok: true, existed: false });
    expect(again).toMatchObject({ ok: true, existed: true, id: first.ok ? first.id : "" });
    const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.id));
    expect(rows.map((row) => row.name)).toEqual(["Valencia"]);
  });

  test("a name is required", async () => {
    const { db } = database();
    const buyer = await createUser(db);
    expect(await saveSearch(db, { userId: buyer.id, name: "   ", query: "" })).toEqual({
      ok: false,
      reason: "name-missing",
    });
  });

  test(`a burst of saves at once keeps at most ${MAX_SAVED_SEARCHES} searches per user, and no other user's count moves`, async () => {
    const { db } = database();
    const [buyer, other] = [await createUser(db), await createUser(db)];
    await saveSearch(db, { userId: other.id, name: "Otra", query: "?provincia=Madrid" });
    const outcomes = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 10 }, (_, n) =>
        saveSearch(db, { userId: buyer.id, name: `Búsqueda ${n}`, query: queryNumber(n) }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "too-many")).toHaveLength(10);
    expect(await db.$count(savedSearches, eq(savedSearches.userId, buyer.id))).toBe(MAX_SAVED_SEARCHES);
    expect(await db.$count(savedSearches, eq(savedSearches.userId, other.id))).toBe(1);
  });
});
