import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { favourites } from "#app/db/schema/index";
import { addFavourite, savedAmong } from "#app/domain/favourites/favourites.server";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { loader as portalLoader } from "./portal";
import { action as propertyAction } from "./property";

/**
 * A signed-in buyer's portal page says which of its cards they
 * saved, and a card's heart takes one away. Only the account's own favourites; a visitor's page
 * (the one the page cache shares) says nothing of anyone.
 */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
});

const ORIGIN = "http://localhost:3000";
type Person = { user: TestUser; cookie: string; context: AppLoadContext };

async function person(name: string): Promise<Person> {
  const { db } = database();
  const user = await createUser(db, { name });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

async function portal(context: AppLoadContext, search = "", cookie?: string) {
  const request = new Request(`${ORIGIN}/portal${search}`, { headers: cookie ? { cookie } : {} });
  const page = await portalLoader({ request, context, params: {} } as never);
  if (page instanceof Response || !("savedIds" in page)) throw new Error("expected the portal's data");
  return page as { savedIds: string[]; listings: { id: string }[] };
}

describe("the portal's hearts", () => {
  test("each account sees its own saved cards filled, never another's; a visitor sees none", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const bea = await person("Bea Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const anas = await createProperty(db, owner.id, { title: "Piso que guarda Ana" });
    const beas = await createProperty(db, owner.id, { title: "Casa que guarda Bea" });
    await createProperty(db, owner.id, { title: "Ático que nadie guarda" });
    await addFavourite(db, ana.user.id, anas.id);
    await addFavourite(db, bea.user.id, beas.id);

    const anaPage = await portal(ana.context, "", ana.cookie);
    expect(anaPage.listings).toHaveLength(3);
    expect(anaPage.savedIds).toEqual([anas.id]);
    expect((await portal(bea.context, "", bea.cookie)).savedIds).toEqual([beas.id]);
    expect((await portal(createTestContext(db))).savedIds).toEqual([]);
    // A session cookie that names nobody is a visitor.
    expect((await portal(createTestContext(db), "", "zaguan.session_token=forged.value")).savedIds).toEqual(
      [],
    );
  });

  test("only the cards on the page are asked about; ids that are not listings are ignored", async () => {
    const { db } = database();
    const ana = await createUser(db, { name: "Ana Compradora" });
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id);
    const other = await createProperty(db, owner.id);
    await addFavourite(db, ana.id, home.id);
    await addFavourite(db, ana.id, other.id);
    expect([...(await savedAmong(db, ana.id, [home.id, "no-es-un-id"]))]).toEqual([home.id]);
    expect((await savedAmong(db, ana.id, [])).size).toBe(0);
    const stranger = await createUser(db, { name: "Otra Persona" });
    expect((await savedAmong(db, stranger.id, [home.id, other.id])).size).toBe(0);
  });

  test("a saved card's heart takes it away and comes back to the same results, only the buyer's own row", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const bea = await person("Bea Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { title: "Piso en Benimaclet" });
    await addFavourite(db, ana.user.id, home.id);
    await addFavourite(db, bea.user.id, home.id);

    const request = formRequest(`/propiedad/${home.id}`, { intent: "unfavourite" }, ana.cookie);
    request.headers.set("Origin", ORIGIN);
    request.headers.set("Referer", `${ORIGIN}/portal?q=Benimaclet`);
    const response = (await propertyAction({
      request,
      context: ana.context,
      params: { id: home.id },
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/portal?q=Benimaclet");
    expect((await portal(ana.context, "?q=Benimaclet", ana.cookie)).savedIds).toEqual([]);
    expect(await db.$count(favourites, eq(favourites.userId, bea.user.id))).toBe(1);
  });
});
