import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { leadOffers, leadViewings } from "#app/db/schema/index";
import { MAX_SAVED_SEARCHES } from "#app/domain/alerts/saved-searches";
import { saveSearch } from "#app/domain/alerts/saved-searches.server";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { setAccountLocale } from "#app/domain/users/account-locale.server";
import { getToast } from "#app/lib/toast.server";
import { loader as requestsLoader } from "#app/routes/dashboard/requests";
import { action as saveSearchAction } from "#app/routes/public/save-search";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * What a buyer reading English or German still met in Spanish: the portal's 'Guardar búsqueda',
 * the cookie banner over their dashboard, the phone button's words when the network fails, a listing left without a title, the
 * load-error toast of 'Mis solicitudes', and the listing linked from their request's own page.
 */
const database = withTestDatabase();
let context: AppLoadContext;
let listingId: string;
let untitledId: string;
let englishCookie: string;
let janeId: string;
let spanishCookie: string;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Ana Propietaria", email: "ana.leftovers@example.es" });
  ({ id: listingId } = await createProperty(db, owner.id, { title: "Ático con vistas en Ruzafa" }));
  ({ id: untitledId } = await createProperty(db, owner.id, { title: null }));
  const jane = await createUser(db, { name: "Jane", email: "jane.leftovers@example.co.uk" });
  await setAccountLocale(db, jane.id, "en");
  janeId = jane.id;
  englishCookie = await sessionCookie(context, jane);
  const rocio = await createUser(db, { name: "Rocío", email: "rocio.leftovers@example.es" });
  spanishCookie = await sessionCookie(context, rocio);
  await createLead(db, untitledId, "enquiry", { buyerUserId: jane.id, locale: "en" });
});

const get = async (path: string, cookie?: string) => {
  const response = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} }),
    context,
  );
  expect(response.status).toBe(200);
  return response.text();
};

/** The cookie banner as the server draws it for a visitor who has not chosen yet. */
const bannerOf = (html: string) =>
  /<section data-consent-banner[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("a foreign buyer's dashboard", () => {
  test("the cookie banner speaks the account's language, marked as such on the Spanish page", async () => {
    const banner = bannerOf(await get("/dashboard/favoritos", englishCookie));
    expect(banner).toContain('lang="en"');
    expect(banner).toContain("Cookies and privacy");
    expect(banner).toContain(">Reject<");
    expect(banner).toContain('href="/en/politica-de-privacidad"');
    expect(banner).not.toContain("Rechazar");
  });

  test("a Spanish account's banner reads as before", async () => {
    const banner = bannerOf(await get("/dashboard/favoritos", spanishCookie));
    expect(banner).toContain("Cookies y privacidad");
    expect(banner).toContain(">Rechazar<");
    expect(banner).not.toContain(" lang=");
  });

  test("'Mis solicitudes' names an untitled listing and its load-error toast in English", async () => {
    const html = await get("/dashboard/solicitudes", englishCookie);
    expect(html).toContain(">Home for sale<");
    expect(html).not.toContain("Vivienda en venta");
    const request = new Request(`${TEST_PUBLIC_URL}/dashboard/solicitudes`, {
      headers: { cookie: englishCookie },
    });
    const data = await requestsLoader({ request, context, params: {} } as never);
    expect(data.words.loadFailedToast).toEqual({
      title: "Error",
      description: "We couldn’t load your requests.",
    });
  });
});

describe("the phone button's words when the number cannot be asked for", () => {
  test("the English listing hands the script its English sentence; the Spanish one none", async () => {
    expect(await get(`/en/propiedad/${listingId}`)).toContain(
      'data-phone-failed="We couldn’t show the phone number. Please try again."',
    );
    expect(await get(`/de/portal`)).toContain(
      'data-phone-failed="Die Telefonnummer konnte nicht angezeigt werden. Bitte versuchen Sie es noch einmal."',
    );
    expect(await get(`/propiedad/${listingId}`)).not.toContain("data-phone-failed");
  });
});

describe("the buyer's link page links the listing in the page's language", () => {
  test("an English viewing links the English listing; a Spanish one the Spanish listing", async () => {
    const { db } = database();
    for (const [locale, prefix] of [
      ["en", "/en"],
      ["es", ""],
    ] as const) {
      const lead = await createLead(db, listingId, "viewing", { locale });
      await db
        .insert(leadViewings)
        .values({ leadId: lead.id, proposedSlots: [new Date(Date.now() + 5 * 86_400_000)] });
      const html = await get(`/solicitud/${buyerLinkToken(context.env.AUTH_SECRET, lead.id)}`);
      expect(html).toContain(`href="${prefix}/propiedad/${listingId}"`);
    }
  });

  test("an English offer on an untitled listing names it in English and links the English listing", async () => {
    const { db } = database();
    const lead = await createLead(db, untitledId, "offer", { locale: "en", message: "" });
    await db.insert(leadOffers).values({
      leadId: lead.id,
      amount: 250_000,
      financing: "cash",
      arrasDate: "2030-01-15",
      confirmedAt: new Date(),
    });
    const html = await get(`/solicitud/${buyerLinkToken(context.env.AUTH_SECRET, lead.id)}`);
    expect(html).toMatch(new RegExp(`href="/en/propiedad/${untitledId}"[^>]*>Home for sale<`));
  });
});

describe("'Guardar búsqueda' in the portal's language", () => {
  const SEARCH = "?provincia=Alicante&tipo=Piso";
  const SPANISH = [
    "Guardar búsqueda",
    "Filtros:",
    "Nombre de la búsqueda",
    "Avisos por correo",
    "Al momento",
  ];

  test("the English portal leads to the English page, which says every word in English", async () => {
    expect(await get(`/en/portal${SEARCH}`)).toContain(
      `href="/en/portal/guardar${SEARCH.replace("&", "&amp;")}"`,
    );
    const page = await get(`/en/portal/guardar${SEARCH}`, englishCookie);
    expect(page).toContain('<html lang="en">');
    for (const words of [
      "Save this search",
      "Filters: <strong",
      "Name of the search",
      "Email alerts",
      ">Back to the results<",
      `href="/en/portal${SEARCH.replace("&", "&amp;")}"`,
    ])
      expect(page).toContain(words);
    const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "";
    for (const spanish of SPANISH) expect(main, spanish).not.toContain(spanish);
  });

  test("a visitor signs in on the German sign-in page first", async () => {
    const response = await handleRequest(
      new Request(`${TEST_PUBLIC_URL}/de/portal/guardar${SEARCH}`),
      context,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/de\/auth\?/);
  });

  test("the French form refuses in French, and a saved search is announced in English", async () => {
    const post = (path: string, fields: Record<string, string>) =>
      callRoute(saveSearchAction, postForm(path, fields, englishCookie), context);
    const refused = (await post("/fr/portal/guardar", { query: SEARCH, name: " " })) as RouteResult;
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe("Donnez un nom à votre recherche.");
    const saved = (await post("/en/portal/guardar", { query: SEARCH, name: "Alicante flats" })) as Response;
    expect(saved.headers.get("Location")).toBe("/dashboard/busquedas");
    const { toast } = await getToast(
      new Request(TEST_PUBLIC_URL, { headers: { cookie: saved.headers.get("Set-Cookie") ?? "" } }),
      { secret: context.env.AUTH_SECRET },
    );
    expect(toast).toMatchObject({
      title: "Search saved",
      description: "We’ll email you about new homes that match.",
    });
  });

  test("over the cap, the German page says why in German", async () => {
    const { db } = database();
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++)
      await saveSearch(db, { userId: janeId, name: `Suche ${n}`, query: `?q=haus+${n}` });
    const refused = (await callRoute(
      saveSearchAction,
      postForm("/de/portal/guardar", { query: "?provincia=Murcia", name: "Murcia" }, englishCookie),
      context,
    )) as RouteResult;
    expect(refused.data.error).toBe(
      `Sie haben bereits ${MAX_SAVED_SEARCHES} Suchaufträge gespeichert. Löschen Sie einen in Ihrem Konto, um einen neuen zu speichern.`,
    );
  });
});
