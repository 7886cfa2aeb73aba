import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { saveSearch } from "#app/domain/alerts/saved-searches.server";
import { addFavourite } from "#app/domain/favourites/favourites.server";
import { getToast } from "#app/lib/toast.server";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { loader as layoutLoader } from "./dashboard";
import { loader as favouritesLoader } from "./favourites";
import { loader as profileLoader } from "./profile";
import { loader as propertiesLoader } from "./properties";
import { loader as requestsLoader } from "./requests";
import { loader as searchesLoader } from "./searches";

const database = withTestDatabase();

const SEARCH = "?provincia=Alicante&tipo=Piso&extras=garaje&extras=terraza";
beforeEach(() => database().truncate());

type Person = { user: TestUser; cookie: string; context: AppLoadContext };

async function person(name = "Emma"): Promise<Person> {
  const { db } = database();
  const user = await createUser(db, { name });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

const args = (who: Person, url: string) =>
  ({
    request: new Request(new URL(url, "http://localhost:3000"), { headers: { cookie: who.cookie } }),
    context: who.context,
    params: {},
  }) as never;

const post = (who: Person, fields: Record<string, string>) =>
  dashboardAction({
    request: formRequest("/dashboard/datos", fields, who.cookie),
    context: who.context,
  }) as Promise<Response | { data: unknown; init: ResponseInit | null }>;

async function localeOf(userId: string) {
  const [row] = await database().db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

describe("'Idioma de los correos' in 'Mis Datos'", () => {
  test("changes the signed-in person's own language and says so in the new one", async () => {
    const emma = await person();
    const response = (await post(emma, { intent: "set-locale", locale: "de" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/datos");
    const toast = await getToast(
      new Request("http://localhost:3000", {
        headers: { cookie: response.headers.get("Set-Cookie") ?? "" },
      }),
      { secret: emma.context.env.AUTH_SECRET },
    );
    expect(toast.toast?.title).toBe("Sprache gespeichert");
    expect(await localeOf(emma.user.id)).toBe("de");
  });

  test("never another account's, whatever id the form carries", async () => {
    const emma = await person("Emma");
    const klaus = await person("Klaus");
    await post(emma, { intent: "set-locale", locale: "fr", userId: klaus.user.id, id: klaus.user.id });
    expect(await localeOf(emma.user.id)).toBe("fr");
    expect(await localeOf(klaus.user.id)).toBe("es");
  });

  test("a language not offered is refused (400) and nothing changes", async () => {
    const emma = await person();
    for (const locale of ["pt", "EN", ""]) {
      const answer = (await post(emma, { intent: "set-locale", locale })) as { init: ResponseInit | null };
      expect(answer.init?.status).toBe(400);
    }
    expect(await localeOf(emma.user.id)).toBe("es");
  });

  test("without a session the form leads to sign-in", async () => {
    const { db } = database();
    const context = createTestContext(db);
    const answer = (await dashboardAction({
      request: formRequest("/dashboard/datos", { intent: "set-locale", locale: "de" }),
      context,
    }).catch((thrown: unknown) => thrown)) as Response;
    expect(answer.headers.get("Location")).toMatch(/^\/auth/);
  });
});

describe("the buyer's space reads the account's language", () => {
  test("German after the change: the panel's buyer tabs, favourites, searches and requests", async () => {
    const emma = await person("Emma");
    const seller = await createUser(database().db);
    const home = await createProperty(database().db, seller.id, { status: "published", price: 350000 });
    await addFavourite(database().db, emma.user.id, home.id);
    await saveSearch(database().db, { userId: emma.user.id, name: "Küste", query: SEARCH });
    await post(emma, { intent: "set-locale", locale: "de" });

    const layout = await layoutLoader(args(emma, "/dashboard/favoritos"));
    expect(layout.shell).toMatchObject({ locale: "de", title: "Mein Konto" });
    expect(layout.shell.tabs.favoritos).toBe("Merkliste");
    expect(layout.shell.lead).toMatch(/^Hallo Emma\./);
    const favourites = await favouritesLoader(args(emma, "/dashboard/favoritos"));
    expect(favourites.words).toMatchObject({ locale: "de", remove: "Entfernen" });
    expect(favourites.favourites?.map((favourite) => favourite.id)).toEqual([home.id]);
    const searches = await searchesLoader(args(emma, "/dashboard/busquedas"));
    expect(searches.words.frequency).toEqual({ instant: "Sofort", daily: "Tägliche Übersicht", off: "Aus" });
    expect(searches.savedSearches?.searches.map((search) => search.summary)).toEqual([
      "Wohnung · Alicante · mit Stellplatz und Terrasse",
    ]);
    const requests = await requestsLoader(args(emma, "/dashboard/solicitudes"));
    expect(requests.words.kind.offer).toBe("Angebot");
    const profile = await profileLoader(args(emma, "/dashboard/datos"));
    expect(profile.language).toMatchObject({ current: "de", words: { label: "Sprache der E-Mails" } });
  });

  test("an English account's panel: every tab it sees, the header and the footer in English", async () => {
    const emma = await person("Emma");
    await post(emma, { intent: "set-locale", locale: "en" });
    const layout = await layoutLoader(args(emma, "/dashboard/favoritos"));
    expect(layout.shell.tabs).toMatchObject({
      propiedades: "My properties",
      datos: "My details",
      documentos: "My documents",
      pagos: "My payments",
      favoritos: "Favourites",
      busquedas: "Saved searches",
    });
    expect(layout.hasListings).toBe(false);
    expect(layout.site).toMatchObject({ locale: "en", dashboard: "My account", signOut: "Sign out" });
    expect(layout.site?.nav.map((item) => item.label)).toEqual(["Homes for sale", "Buying in Spain"]);
    expect(layout.site?.footer.rights).toMatch(/All rights reserved\.$/);
    expect(layout.site?.sell).toBeNull();
  });

  test("a German owner's panel names the seller's tabs in German; the pages behind them stay Spanish", async () => {
    const klaus = await person("Klaus");
    await createProperty(database().db, klaus.user.id, { status: "published" });
    await post(klaus, { intent: "set-locale", locale: "de" });
    const layout = await layoutLoader(args(klaus, "/dashboard"));
    expect(layout.hasListings).toBe(true);
    expect(layout.shell.tabs).toMatchObject({
      propiedades: "Meine Immobilien",
      pagos: "Meine Zahlungen",
      compradores: "Interessenten",
    });
    expect(layout.site?.footer.rights).toMatch(/Alle Rechte vorbehalten\.$/);
    expect(layout.site?.nav.map((item) => item.to)).toContain("/de/portal");
  });

  test("an account in another language with nothing yet opens on its favourites, a Spanish one on 'Mis Propiedades'", async () => {
    const emma = await person("Emma");
    await post(emma, { intent: "set-locale", locale: "en" });
    const opened = await propertiesLoader(args(emma, "/dashboard")).catch((thrown: unknown) => thrown);
    expect((opened as Response).headers.get("Location")).toBe("/dashboard/favoritos");
    const rocio = await person("Rocío");
    const spanish = await propertiesLoader(args(rocio, "/dashboard"));
    expect(spanish.properties).toEqual([]);
  });

  test("the space's forms answer in the account's language", async () => {
    const emma = await person("Emma");
    await post(emma, { intent: "set-locale", locale: "nl" });
    const answer = (await dashboardAction({
      request: formRequest(
        "/dashboard/busquedas",
        { intent: "set-price-drop-alert", frequency: "daily" },
        emma.cookie,
      ),
      context: emma.context,
    })) as Response;
    const toast = await getToast(
      new Request("http://localhost:3000", { headers: { cookie: answer.headers.get("Set-Cookie") ?? "" } }),
      { secret: emma.context.env.AUTH_SECRET },
    );
    expect(toast.toast?.title).toBe("Meldingen opgeslagen");
    const refused = (await dashboardAction({
      request: formRequest(
        "/dashboard/busquedas",
        { intent: "delete-search", searchId: crypto.randomUUID() },
        emma.cookie,
      ),
      context: emma.context,
    })) as { data: { toast: { description: string } }; init: ResponseInit | null };
    expect(refused.init?.status).toBe(404);
    expect(refused.data.toast.description).toBe("Die zoekopdracht hebben we niet gevonden.");
  });

  test("a Spanish account's panel reads as it always has", async () => {
    const rocio = await person("Rocío");
    const layout = await layoutLoader(args(rocio, "/dashboard"));
    expect(layout.shell.title).toBe("Mi Panel de Control");
    expect(Object.values(layout.shell.tabs)).toEqual([
      "Mis Propiedades",
      "Mis Datos",
      "Mis Documentos",
      "Mis Pagos",
      "Compradores",
      "Favoritos",
      "Búsquedas",
      "Mis solicitudes",
    ]);
    // The root's header and footer, the address's, as before.
    expect(layout.site).toBeNull();
    expect(layout.shell.lead).toBe(
      "Hola, Rocío. Aquí tienes tus propiedades, tus datos, tus documentos, tus pagos, tus compradores, tus favoritos, tus búsquedas y tus solicitudes.",
    );
    const favourites = await favouritesLoader(args(rocio, "/dashboard/favoritos"));
    expect(favourites.words.empty).toEqual([
      "Todavía no has guardado ninguna propiedad. Pulsa el corazón de un anuncio del ",
      " para tenerla aquí.",
    ]);
    await saveSearch(database().db, { userId: rocio.user.id, name: "Costa", query: SEARCH });
    const searches = await searchesLoader(args(rocio, "/dashboard/busquedas"));
    expect(searches.savedSearches?.searches.map((search) => search.summary)).toEqual([
      "Piso · Alicante · con garaje y terraza",
    ]);
    const profile = await profileLoader(args(rocio, "/dashboard/datos"));
    expect(profile.language.words.label).toBe("Idioma de los correos");
  });
});
