import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { leadOffers, leadViewings } from "#app/db/schema/index";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { setAccountLocale } from "#app/domain/users/account-locale.server";
import { loader as requestsLoader } from "#app/routes/dashboard/requests";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * What a buyer reading English or German still met in Spanish: the cookie banner over their
 * dashboard, the phone button's words when the network fails, a listing left without a title, the
 * load-error toast of 'Mis solicitudes', and the listing linked from their request's own page.
 */
const database = withTestDatabase();
let context: AppLoadContext;
let listingId: string;
let untitledId: string;
let englishCookie: string;
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
    await db
      .insert(leadOffers)
      .values({
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
