import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { savedSearches } from "#app/db/schema/index";
import { action as saveSearchAction } from "#app/routes/public/save-search";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, type RouteResult } from "#tests/support/auth-context";
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

describe("the 'Guardar búsqueda' page", () => {
  test("over the cap it says why in Spanish and keeps the name typed and the alert chosen", async () => {
    const { db } = database();
    const buyer = await createUser(db);
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++)
      await saveSearch(db, { userId: buyer.id, name: `Búsqueda ${n}`, query: queryNumber(n) });
    const test = createAuthTestContext(db);
    const cookie = await sessionCookie(test.context, buyer);
    const fields = { query: "provincia=Valencia", name: "Áticos en Valencia", frequency: "daily" };
    const answer = (await callRoute(
      saveSearchAction,
      postForm("/portal/guardar", fields, cookie),
      test.context,
    )) as RouteResult;
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      error: `Ya tienes ${MAX_SAVED_SEARCHES} búsquedas guardadas: elimina alguna en tu panel para guardar otra.`,
      name: "Áticos en Valencia",
      frequency: "daily",
    });
    expect(await db.$count(savedSearches, eq(savedSearches.userId, buyer.id))).toBe(MAX_SAVED_SEARCHES);
  });
});
