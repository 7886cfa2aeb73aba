import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { favourites, priceChanges, properties } from "#app/db/schema/index";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { exportUserData } from "#app/domain/account/data-export.server";
import { recentPriceChanges } from "#app/domain/listings/price-history.server";
import { configureStorage } from "#app/lib/storage.server";
import { getToast } from "#app/lib/toast.server";
import { loader as dashboardLoader } from "#app/routes/dashboard/favourites";
import { action as propertyAction, loader as propertyLoader } from "#app/routes/public/property";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { addFavourite, listOwnFavourites, removeFavourite } from "./favourites.server";

const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
});

type Person = { user: TestUser; cookie: string; context: AppLoadContext };

async function person(name: string): Promise<Person> {
  const { db } = database();
  const user = await createUser(db, { name });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

const ORIGIN = "http://localhost:3000";

async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return new Response(null, { status: (thrown as { init: ResponseInit }).init.status });
    throw thrown;
  }
}

/** The listing page's heart, posted as the browser's form does. */
function pressHeart(context: AppLoadContext, propertyId: string, intent: string, cookie?: string) {
  const request = formRequest(`/propiedad/${propertyId}`, { intent }, cookie);
  request.headers.set("Origin", ORIGIN);
  return settle(() => propertyAction({ request, context, params: { id: propertyId } } as never));
}

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

describe("favourites: the heart saves a published listing for its user", () => {
  test("adding twice keeps one row, removing twice is no error, and only the user's own row goes", async () => {
    const { db } = database();
    const ana = await createUser(db, { name: "Ana Compradora" });
    const bea = await createUser(db, { name: "Bea Compradora" });
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { title: "Piso en Ruzafa" });

    expect(await addFavourite(db, ana.id, home.id)).toBe(true);
    expect(await addFavourite(db, ana.id, home.id)).toBe(true);
    expect(await addFavourite(db, bea.id, home.id)).toBe(true);
    expect(await db.$count(favourites, eq(favourites.propertyId, home.id))).toBe(2);

    await removeFavourite(db, ana.id, home.id);
    await removeFavourite(db, ana.id, home.id);
    expect(await listOwnFavourites(db, ana.id)).toEqual([]);
    expect((await listOwnFavourites(db, bea.id)).map((favourite) => favourite.id)).toEqual([home.id]);
  });

  test("a draft, an unknown id or a malformed one cannot be saved", async () => {
    const { db } = database();
    const ana = await createUser(db, { name: "Ana Compradora" });
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const draft = await createProperty(db, owner.id, { status: "draft" });
    expect(await addFavourite(db, ana.id, draft.id)).toBe(false);
    expect(await addFavourite(db, ana.id, "00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await addFavourite(db, ana.id, "not-a-uuid")).toBe(false);
    expect(await db.$count(favourites)).toBe(0);
  });

  test("'Favoritos' lists each saved listing at today's price and state; a sold or withdrawn one stays and says so", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const onSale = await createProperty(db, owner.id, { title: "Piso en venta", price: 250_000 });
    const sold = await createProperty(db, owner.id, { title: "Casa vendida", price: 400_000 });
    const withdrawn = await createProperty(db, owner.id, { title: "Ático retirado", price: 310_000 });
    for (const listing of [onSale, sold, withdrawn]) await addFavourite(db, ana.user.id, listing.id);
    await db.update(properties).set({ status: "sold" }).where(eq(properties.id, sold.id));
    await db.update(properties).set({ status: "unpublished" }).where(eq(properties.id, withdrawn.id));
    await db.update(properties).set({ price: 240_000 }).where(eq(properties.id, onSale.id));

    const page = (await dashboardLoader({
      request: new Request(`${ORIGIN}/dashboard/favoritos`, { headers: { cookie: ana.cookie } }),
      context: ana.context,
      params: {},
    } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
    const shown = Object.fromEntries(
      (page.favourites ?? []).map((favourite) => [
        favourite.title,
        [favourite.price, favourite.status, favourite.previousPrice],
      ]),
    );
    // The one still on sale dropped its price: the tab says so, with the price before.
    expect(shown).toEqual({
      "Piso en venta": [240_000, "En venta", 250_000],
      "Casa vendida": [400_000, "Vendida", null],
      "Ático retirado": [310_000, "Retirado", null],
    });
    // Only the columns the tab shows.
    expect(Object.keys(page.favourites?.[0] ?? {}).sort()).toEqual(
      ["address", "coverImage", "id", "previousPrice", "price", "savedAt", "status", "title"].sort(),
    );
  });

  test("nobody reads another's favourites, and 'Quitar' removes only the caller's own", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const bea = await person("Bea Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { title: "Piso de los favoritos de Ana" });
    await addFavourite(db, ana.user.id, home.id);

    const beaPage = (await dashboardLoader({
      request: new Request(`${ORIGIN}/dashboard/favoritos`, { headers: { cookie: bea.cookie } }),
      context: bea.context,
      params: {},
    } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
    expect(beaPage.favourites).toEqual([]);

    const remove = (who: Person) => {
      const request = formRequest(
        "/dashboard",
        { intent: "remove-favourite", propertyId: home.id },
        who.cookie,
      );
      return settle(() => dashboardAction({ request, context: who.context, params: {} } as never));
    };
    await remove(bea);
    expect(await db.$count(favourites, eq(favourites.userId, ana.user.id))).toBe(1);
    const removed = await remove(ana);
    expect(removed.headers.get("Location")).toBe("/dashboard/favoritos");
    const toast = await getToast(
      new Request(ORIGIN, { headers: { cookie: cookiesOf(removed).join("; ") } }),
      { secret: ana.context.env.AUTH_SECRET },
    );
    expect(toast.toast?.title).toBe("Quitado de favoritos");
    expect(await db.$count(favourites)).toBe(0);
  });
});

describe("the listing page's heart", () => {
  test("a visitor goes to /auth and, back signed in on the same listing, finds it saved", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { title: "Piso con terraza" });

    const asVisitor = await pressHeart(ana.context, home.id, "favourite");
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.headers.get("Location")).toBe(
      `/auth?from=favorito&redirectTo=${encodeURIComponent(`/propiedad/${home.id}`)}`,
    );
    expect(await db.$count(favourites)).toBe(0);
    const pending = cookiesOf(asVisitor).join("; ");

    // Signed in now, the browser comes back to the listing with the waiting heart.
    const back = await settle(() =>
      propertyLoader({
        request: new Request(`${ORIGIN}/propiedad/${home.id}`, {
          headers: { cookie: `${ana.cookie}; ${pending}` },
        }),
        context: ana.context,
        params: { id: home.id },
      } as never),
    );
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`/propiedad/${home.id}`);
    expect(back.headers.getSetCookie().some((cookie) => /^zaguan-favorito=;/.test(cookie))).toBe(true);
    const toast = await getToast(new Request(ORIGIN, { headers: { cookie: cookiesOf(back).join("; ") } }), {
      secret: ana.context.env.AUTH_SECRET,
    });
    expect(toast.toast?.title).toBe("Guardado en favoritos");
    expect((await listOwnFavourites(db, ana.user.id)).map((favourite) => favourite.id)).toEqual([home.id]);

    const page = (await propertyLoader({
      request: new Request(`${ORIGIN}/propiedad/${home.id}`, { headers: { cookie: ana.cookie } }),
      context: ana.context,
      params: { id: home.id },
    } as never)) as Awaited<ReturnType<typeof propertyLoader>>;
    expect(page.saved).toBe(true);
  });

  test("a waiting heart is not saved on another listing's page, nor from a forged cookie", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const wanted = await createProperty(db, owner.id, { title: "El que quería" });
    const other = await createProperty(db, owner.id, { title: "Otro" });
    const pending = cookiesOf(await pressHeart(ana.context, wanted.id, "favourite")).join("; ");
    const visit = (id: string, cookie: string) =>
      propertyLoader({
        request: new Request(`${ORIGIN}/propiedad/${id}`, {
          headers: { cookie: `${ana.cookie}; ${cookie}` },
        }),
        context: ana.context,
        params: { id },
      } as never);
    const elsewhere = (await visit(other.id, pending)) as Awaited<ReturnType<typeof propertyLoader>>;
    expect(elsewhere.saved).toBe(false);
    const forged = `zaguan-favorito=${Buffer.from(JSON.stringify(other.id)).toString("base64")}`;
    await visit(other.id, forged);
    expect(await db.$count(favourites)).toBe(0);
  });

  test("signed in, the heart saves and takes away with its toasts; a form from another site is refused", async () => {
    const { db } = database();
    const ana = await person("Ana Compradora");
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id);
    const saved = await pressHeart(ana.context, home.id, "favourite", ana.cookie);
    expect(saved.headers.get("Location")).toBe(`/propiedad/${home.id}`);
    expect(await db.$count(favourites, eq(favourites.userId, ana.user.id))).toBe(1);
    const removed = await pressHeart(ana.context, home.id, "unfavourite", ana.cookie);
    expect(removed.headers.get("Location")).toBe(`/propiedad/${home.id}`);
    expect(await db.$count(favourites)).toBe(0);

    const request = formRequest(`/propiedad/${home.id}`, { intent: "favourite" }, ana.cookie);
    request.headers.set("Origin", "https://otro-sitio.example");
    const crossSite = await settle(() =>
      propertyAction({ request, context: ana.context, params: { id: home.id } } as never),
    );
    expect(crossSite.status).toBe(403);
    expect(await db.$count(favourites)).toBe(0);
  });
});

describe("price history", () => {
  test("the trigger records a published listing's price changes, not a draft's", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const published = await createProperty(db, owner.id, { price: 300_000 });
    const draft = await createProperty(db, owner.id, { status: "draft", price: 300_000 });
    await db.update(properties).set({ price: 280_000 }).where(eq(properties.id, published.id));
    await db.update(properties).set({ title: "Sin cambio de precio" }).where(eq(properties.id, published.id));
    await db.update(properties).set({ price: 250_000 }).where(eq(properties.id, draft.id));

    expect(
      (await recentPriceChanges(db, published.id)).map(({ previousPrice, newPrice }) => [
        previousPrice,
        newPrice,
      ]),
    ).toEqual([[300_000, 280_000]]);
    expect(await db.$count(priceChanges, eq(priceChanges.propertyId, draft.id))).toBe(0);
  });

  test("the listing page says 'Ha bajado de precio' with the price before, and not for a change older than 30 days", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { price: 300_000 });
    const context = createTestContext(db);
    const view = async () =>
      (await propertyLoader({
        request: new Request(`${ORIGIN}/propiedad/${home.id}`),
        context,
        params: { id: home.id },
      } as never)) as Awaited<ReturnType<typeof propertyLoader>>;
    expect((await view()).previousPrice).toBeNull();
    await db.update(properties).set({ price: 275_000 }).where(eq(properties.id, home.id));
    expect((await view()).previousPrice).toBe(300_000);
    await db
      .update(priceChanges)
      .set({ changedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(priceChanges.propertyId, home.id));
    expect((await view()).previousPrice).toBeNull();
  });
});

describe("privacy: favourites are the user's data", () => {
  test("they are in 'Descargar mis datos' and go with the account; others' hearts on a deleted listing go too", async () => {
    const { db } = database();
    const ana = await createUser(db, { name: "Ana Compradora" });
    const bea = await createUser(db, { name: "Bea Compradora" });
    const owner = await createUser(db, { name: "Olga Propietaria" });
    const home = await createProperty(db, owner.id, { title: "Piso guardado" });
    const anas = await createProperty(db, ana.id, { title: "Piso de Ana" });
    await addFavourite(db, ana.id, home.id);
    await addFavourite(db, bea.id, anas.id);

    const exported = await exportUserData(db, ana.id);
    expect(exported?.favourites).toEqual([
      { propertyId: home.id, title: "Piso guardado", savedAt: expect.any(Date) },
    ]);

    const storage = configureStorage({
      rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-fav-")),
    });
    expect((await deleteAccount({ db, storage, userId: ana.id })).deleted).toBe(true);
    expect(await db.$count(favourites, eq(favourites.userId, ana.id))).toBe(0);
    expect(
      await db.$count(favourites, and(eq(favourites.userId, bea.id), eq(favourites.propertyId, anas.id))),
    ).toBe(0);
  });
});
