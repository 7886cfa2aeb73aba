import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { favourites, leadOffers, leads, leadViewings, users } from "#app/db/schema/index";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { setAccountLocale } from "#app/domain/users/account-locale.server";
import { addDays, madridDay, parseMadridLocal } from "#app/lib/calendar";
import { createLead } from "#tests/factories/leads";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerLinkAction } from "../public/buyer-request";
import { loader as listingLoader, action as propertyAction } from "../public/property";
import { loader as propertiesLoader } from "./properties";
import { loader as requestsLoader } from "./requests";

/**
 * 'Mis solicitudes'. A signed-in buyer's message, viewing and offer, the
 * seller's answers, and the buyer's own moves from the dashboard — each one checked against the
 * account (another buyer gets 404 and changes nothing), each one the e-mailed link's own transition.
 */
const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
let buyer: TestUser;
let buyerCookie: string;
let sellerCookie: string;
beforeEach(async () => {
  ({ smtp, context, seller, listingId } = fixture);
  buyer = await createUser(database().db, { name: "Pablo Comprador", email: "pablo.comprador@example.es" });
  buyerCookie = await sessionCookie(context, buyer);
  sellerCookie = await sessionCookie(context, seller);
});

const TITLE = "Ático con vistas en Ruzafa";
const inDays = (days: number, time = "10:30") => `${addDays(madridDay(Date.now()), days)}T${time}`;

const fromListing = (fields: Record<string, string>, cookie = buyerCookie) =>
  runAction(
    (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
    postForm(
      `/propiedad/${listingId}`,
      { ...personFilled(context, listingId), name: buyer.name, ...fields },
      cookie,
    ),
    context,
  );

const dashboardPost = (fields: Record<string, string>, cookie: string) =>
  runAction(dashboardAction as never, postForm("/dashboard/solicitudes", fields, cookie), context);

async function tabOf(cookie: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/dashboard/solicitudes`, { headers: { cookie } });
  return requestsLoader({ request, context, params: {} } as never);
}

async function requestsOf(cookie: string) {
  const data = await tabOf(cookie);
  if (!data.requests) throw new Error("requests failed to load");
  return data.requests;
}

const cardOf = async (kind: string) =>
  (await requestsOf(buyerCookie)).find((request) => request.kind === kind);

/** The three kinds, sent signed in from the listing; the offer goes straight to the seller. */
async function sendAllThree() {
  expect((await fromListing({ intent: "contact", message: "¿Tiene trastero?" })).kind).toBe("redirect");
  expect((await fromListing({ intent: "request-viewing", slot1: inDays(5) })).kind).toBe("redirect");
  const offer = await fromListing({
    intent: "make-offer",
    amount: "240.000",
    financing: "mortgage",
    arrasDate: addDays(madridDay(Date.now()), 30),
  });
  expect(offer).toMatchObject({ kind: "redirect", location: expect.stringContaining("oferta=enviada") });
  const rows = await database()
    .db.select({ id: leads.id, kind: leads.kind })
    .from(leads)
    .where(eq(leads.buyerUserId, buyer.id));
  const idOf = (kind: string) => rows.find((row) => row.kind === kind)?.id ?? "";
  await context.mailer.idle();
  smtp.messages.length = 0;
  return { enquiryId: idOf("enquiry"), viewingId: idOf("viewing"), offerId: idOf("offer") };
}

async function counter(offerId: string, amount = "255.000") {
  const answer = await runAction(
    dashboardAction as never,
    postForm(
      "/dashboard/compradores",
      { intent: "counter-offer", leadId: offerId, counterAmount: amount, counterMessage: "Con el garaje." },
      sellerCookie,
    ),
    context,
  );
  expect(answer).toMatchObject({ kind: "redirect" });
  await smtp.waitFor(buyer.email);
  await context.mailer.idle();
  smtp.messages.length = 0;
}

const stateOf = async (leadId: string) =>
  (await database().db.select({ state: leads.state }).from(leads).where(eq(leads.id, leadId)))[0]?.state;

describe("'Mis solicitudes'", () => {
  test("the buyer sees their message, viewing and offer, with the seller's counteroffer", async () => {
    const { offerId } = await sendAllThree();
    await counter(offerId);
    const requests = await requestsOf(buyerCookie);
    expect(requests.map((request) => request.kind).sort()).toEqual(["enquiry", "offer", "viewing"]);
    const offer = requests.find((request) => request.kind === "offer");
    expect(offer).toMatchObject({
      stateLabel: "Contraoferta del vendedor",
      awaitsYou: true,
      listing: { id: listingId, title: TITLE, isPublic: true },
      offer: { amount: 240_000, counterAmount: 255_000, counterMessage: "Con el garaje." },
    });
    expect(offer?.offer?.moves).toEqual(["accept-counter", "counter-back", "withdraw"]);
    expect(requests.find((request) => request.kind === "enquiry")).toMatchObject({
      message: "¿Tiene trastero?",
      stateLabel: "Mensaje enviado",
    });
    expect(requests.find((request) => request.kind === "viewing")?.viewing).toMatchObject({
      canPropose: true,
      canCancel: true,
    });
    // The seller has none of them as a buyer; another buyer sees nothing.
    expect(await requestsOf(sellerCookie)).toEqual([]);
    const other = await createUser(database().db, { name: "Bruno Curioso" });
    expect(await requestsOf(await sessionCookie(context, other))).toEqual([]);
  });

  test("another buyer gets 404 on every action and changes nothing", async () => {
    const { viewingId, offerId } = await sendAllThree();
    await counter(offerId);
    const other = await createUser(database().db, { name: "Bruno Curioso" });
    const otherCookie = await sessionCookie(context, other);
    const attempts: Array<[string, string, Record<string, string>]> = [
      ["propose-other-time", viewingId, { slot: inDays(6, "11:00") }],
      ["accept-seller-time", viewingId, {}],
      ["cancel-my-viewing", viewingId, {}],
      ["accept-counteroffer", offerId, {}],
      ["counter-counteroffer", offerId, { amount: "250.000" }],
      ["withdraw-offer", offerId, {}],
    ];
    for (const [intent, leadId, extra] of attempts) {
      const answer = await dashboardPost({ intent, leadId, ...extra }, otherCookie);
      expect(answer, intent).toMatchObject({ kind: "data", status: 404 });
    }
    // A lead of another kind is not found either (an offer's id for a viewing's answer).
    expect(await dashboardPost({ intent: "cancel-my-viewing", leadId: offerId }, buyerCookie)).toMatchObject({
      status: 404,
    });
    expect(await stateOf(viewingId)).toBe("requested");
    expect(await stateOf(offerId)).toBe("countered");
    await context.mailer.idle();
    expect(smtp.messages).toEqual([]);
  });

  test("answering a counteroffer with another amount: the seller is mailed it and may accept or reject only", async () => {
    const { offerId } = await sendAllThree();
    await counter(offerId);
    const refused = await dashboardPost(
      { intent: "counter-counteroffer", leadId: offerId, amount: "mucho" },
      buyerCookie,
    );
    expect(refused).toMatchObject({ kind: "data", status: 400, data: { counter: { leadId: offerId } } });
    const answer = await dashboardPost(
      { intent: "counter-counteroffer", leadId: offerId, amount: "248.000" },
      buyerCookie,
    );
    expect(answer).toMatchObject({
      kind: "redirect",
      location: "/dashboard/solicitudes",
      toast: { title: "Nueva oferta enviada" },
    });
    const mail = await smtp.waitFor(seller.email);
    expect(mail.subject).toBe(`Pablo Comprador responde a tu contraoferta por «${TITLE}»`);
    expect(mail.text).toMatch(/255\.000\s€ con 248\.000\s€/);
    expect(await stateOf(offerId)).toBe("buyer_countered");
    const [terms] = await database()
      .db.select({ amount: leadOffers.amount, counterAmount: leadOffers.counterAmount })
      .from(leadOffers)
      .where(eq(leadOffers.leadId, offerId));
    expect(terms).toEqual({ amount: 248_000, counterAmount: 255_000 });
    // A second counteroffer is not open: the seller's answer is accept or reject.
    const again = await runAction(
      dashboardAction as never,
      postForm(
        "/dashboard/compradores",
        { intent: "counter-offer", leadId: offerId, counterAmount: "252.000" },
        sellerCookie,
      ),
      context,
    );
    expect(again).toMatchObject({ kind: "data", status: 409 });
    const accepted = await runAction(
      dashboardAction as never,
      postForm(
        "/dashboard/compradores",
        { intent: "accept-offer", leadId: offerId, confirmed: "yes" },
        sellerCookie,
      ),
      context,
    );
    expect(accepted).toMatchObject({ kind: "redirect" });
    const [offer] = (await requestsOf(buyerCookie)).filter((request) => request.kind === "offer");
    expect(offer?.stateLabel).toBe("Oferta aceptada");
    expect(offer?.offer?.deal?.price).toBe(248_000);
  });

  test("the e-mailed link answers a counteroffer with another amount the same way", async () => {
    const { offerId } = await sendAllThree();
    await counter(offerId);
    const token = buyerLinkToken(context.env.AUTH_SECRET, offerId);
    const answer = await runAction(
      (args: never) => buyerLinkAction({ ...(args as object), params: { token } } as never),
      postForm(`/solicitud/${token}`, { intent: "counter-counteroffer", amount: "250.000" }),
      context,
    );
    expect(answer).toMatchObject({ kind: "data", data: { ok: true } });
    expect(await stateOf(offerId)).toBe("buyer_countered");
    expect((await smtp.waitFor(seller.email)).subject).toContain("responde a tu contraoferta");
  });

  test("accepting the counteroffer from the dashboard: accepted at the seller's amount", async () => {
    const { offerId } = await sendAllThree();
    await counter(offerId, "252.000");
    const answer = await dashboardPost({ intent: "accept-counteroffer", leadId: offerId }, buyerCookie);
    expect(answer).toMatchObject({ kind: "redirect", toast: { title: "Contraoferta aceptada" } });
    expect(await stateOf(offerId)).toBe("accepted");
    const [offer] = (await requestsOf(buyerCookie)).filter((request) => request.kind === "offer");
    expect(offer?.offer?.deal?.price).toBe(252_000);
    // A Spanish account reads the card as it always has.
    expect(offer?.texts.deal?.sentence).toBe("Has aceptado la contraoferta del vendedor de 252.000\u00a0€.");
    expect(offer?.texts.deal?.terms).toMatch(
      /^Precio acordado: 252\.000\u00a0€ · Señal propuesta \(arras\): [\d.]+\u00a0€$/,
    );
    expect((await cardOf("viewing"))?.texts.proposedTimes).toEqual([
      expect.stringMatching(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, 10:30$/),
    ]);
    expect((await smtp.waitFor(seller.email)).subject).toContain(TITLE);
  });

  test("withdrawing an offer: 'withdrawn', and the seller is told by e-mail", async () => {
    const { offerId } = await sendAllThree();
    const answer = await dashboardPost({ intent: "withdraw-offer", leadId: offerId }, buyerCookie);
    expect(answer).toMatchObject({ kind: "redirect", toast: { title: "Oferta retirada" } });
    expect(await stateOf(offerId)).toBe("withdrawn");
    expect((await smtp.waitFor(seller.email)).subject).toBe(
      `Pablo Comprador retira su oferta por «${TITLE}»`,
    );
    // Withdrawn is final: a second withdrawal is refused.
    expect(await dashboardPost({ intent: "withdraw-offer", leadId: offerId }, buyerCookie)).toMatchObject({
      status: 409,
    });
  });

  test("proposing another viewing time: a new request with that time, mailed to the seller", async () => {
    const { viewingId } = await sendAllThree();
    const tooSoon = await dashboardPost(
      { intent: "propose-other-time", leadId: viewingId, slot: inDays(0, "06:00") },
      buyerCookie,
    );
    expect(tooSoon).toMatchObject({ kind: "data", status: 400, data: { propose: { leadId: viewingId } } });
    const slot = inDays(7, "18:30");
    const answer = await dashboardPost(
      { intent: "propose-other-time", leadId: viewingId, slot },
      buyerCookie,
    );
    expect(answer).toMatchObject({ kind: "redirect", toast: { title: "Hora propuesta" } });
    expect(await stateOf(viewingId)).toBe("requested");
    const [viewing] = await database()
      .db.select({ slots: leadViewings.proposedSlots, proposals: leadViewings.timeProposals })
      .from(leadViewings)
      .where(eq(leadViewings.leadId, viewingId));
    expect(viewing?.slots.map((time) => time.getTime())).toEqual([parseMadridLocal(slot)?.getTime()]);
    expect(viewing?.proposals).toBe(1);
    const mail = await smtp.waitFor(seller.email);
    expect(mail.subject).toBe(`Pablo Comprador propone otra hora para visitar «${TITLE}»`);
    expect(mail.text).toContain("18:30");
  });

  test("leads sent to the account's verified address are its own; an unverified account sees only what it sent signed in", async () => {
    await createLead(database().db, listingId, "enquiry", { buyerEmail: buyer.email });
    expect(await requestsOf(buyerCookie)).toHaveLength(1);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    expect(await requestsOf(buyerCookie)).toEqual([]);
  });
});

describe("'Mis solicitudes' in the account's language", () => {
  const sellerProposes = (viewingId: string, slot: string) =>
    runAction(
      dashboardAction as never,
      postForm(
        "/dashboard/compradores",
        { intent: "propose-viewing-time", leadId: viewingId, slot },
        sellerCookie,
      ),
      context,
    );

  test("an English account reads its cards' states, times, amounts and answers in English", async () => {
    await setAccountLocale(database().db, buyer.id, "en");
    const { offerId } = await sendAllThree();
    await counter(offerId);
    const tab = await tabOf(buyerCookie);
    expect(tab.words.card.viewing).toMatchObject({
      yourTime: "The time you suggested:",
      madrid: "(Madrid time)",
    });
    expect(tab.words.card.offer).toMatchObject({
      yours: "Your offer",
      acceptCounter: "Accept counter-offer",
    });
    const viewing = await cardOf("viewing");
    expect(viewing?.stateLabel).toBe("Waiting for the seller");
    expect(viewing?.texts.proposedTimes).toEqual([
      expect.stringMatching(/^[A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4} at 10:30$/),
    ]);
    expect((await cardOf("offer"))?.stateLabel).toBe("Counter-offer from the seller");

    const accepted = await dashboardPost({ intent: "accept-counteroffer", leadId: offerId }, buyerCookie);
    expect(accepted).toMatchObject({
      kind: "redirect",
      toast: {
        title: "Counter-offer accepted",
        description: "The seller will get in touch to sign the deposit contract (arras).",
      },
    });
    const offer = await cardOf("offer");
    expect(offer?.stateLabel).toBe("Offer accepted");
    expect(offer?.texts.deal?.sentence).toBe("You have accepted the seller’s counter-offer of €255,000.");
    expect(offer?.texts.deal?.terms).toMatch(
      /^Agreed price: €255,000 · Proposed deposit \(arras\): €[\d,]+$/,
    );
    const again = await dashboardPost({ intent: "withdraw-offer", leadId: offerId }, buyerCookie);
    expect(again).toMatchObject({ status: 409, data: { toast: { title: "That change couldn’t be made" } } });
  });

  test("a German account reads the seller's time and its own answers in German", async () => {
    await setAccountLocale(database().db, buyer.id, "de");
    const { viewingId, offerId } = await sendAllThree();
    expect(await sellerProposes(viewingId, inDays(8, "17:15"))).toMatchObject({ kind: "redirect" });
    const viewing = await cardOf("viewing");
    expect(viewing?.stateLabel).toBe("Der Verkäufer schlägt eine andere Uhrzeit vor");
    expect(viewing?.texts.scheduledTime).toMatch(/^[A-Z][a-z]+, \d{1,2}\. [A-ZÄ][a-zäöü]+ \d{4} um 17:15$/);
    expect((await tabOf(buyerCookie)).words.card.viewing).toMatchObject({
      sellerProposes: "Der Verkäufer schlägt vor",
      accept: "Diesen Termin annehmen",
    });
    expect(
      await dashboardPost({ intent: "accept-seller-time", leadId: viewingId }, buyerCookie),
    ).toMatchObject({
      kind: "redirect",
      toast: {
        title: "Besichtigung bestätigt",
        description: "Wir haben Ihnen eine Kalendereinladung geschickt.",
      },
    });
    expect((await cardOf("viewing"))?.stateLabel).toBe("Besichtigung bestätigt");

    // The answer to a counteroffer is read as a German writes an amount, and refused in German.
    await counter(offerId);
    const ambiguous = await dashboardPost(
      { intent: "counter-counteroffer", leadId: offerId, amount: "248,000" },
      buyerCookie,
    );
    expect(ambiguous).toMatchObject({ status: 400, data: { counter: { amount: "248,000" } } });
    expect(ambiguous.kind === "data" && JSON.stringify(ambiguous.data)).toContain(
      "Wir können nicht erkennen, ob der Betrag Cent enthält",
    );
    expect(
      await dashboardPost(
        { intent: "counter-counteroffer", leadId: offerId, amount: "248.000 €" },
        buyerCookie,
      ),
    ).toMatchObject({ kind: "redirect", toast: { title: "Neues Angebot gesendet" } });
    const offer = await cardOf("offer");
    expect(offer?.stateLabel).toBe("Neues Angebot gesendet");
    expect(offer?.offer?.amount).toBe(248_000);
    expect(await dashboardPost({ intent: "withdraw-offer", leadId: offerId }, buyerCookie)).toMatchObject({
      kind: "redirect",
      toast: { title: "Angebot zurückgezogen" },
    });
    const unknown = await dashboardPost(
      { intent: "cancel-my-viewing", leadId: crypto.randomUUID() },
      buyerCookie,
    );
    expect(unknown).toMatchObject({ status: 404, data: { toast: { title: "Anfrage nicht gefunden" } } });
  });
});

describe("a signed-in buyer's forms on a listing", () => {
  const listingData = async (cookie?: string) => {
    const request = new Request(`${TEST_PUBLIC_URL}/propiedad/${listingId}`, {
      headers: cookie ? { cookie } : {},
    });
    return listingLoader({ request, context, params: { id: listingId } } as never);
  };

  test("start with the account's name and verified e-mail; a visitor's page (the one the cache shares) has none", async () => {
    expect((await listingData(buyerCookie)).buyer).toEqual({
      name: "Pablo Comprador",
      email: "pablo.comprador@example.es",
      isVerified: true,
    });
    const visitor = await listingData();
    expect(visitor.buyer).toBeNull();
    expect(JSON.stringify(visitor)).not.toContain("pablo.comprador@example.es");
  });
});

describe("where /dashboard opens", () => {
  const openDashboard = async (cookie: string, query = "") => {
    const request = new Request(`${TEST_PUBLIC_URL}/dashboard${query}`, { headers: { cookie } });
    try {
      await propertiesLoader({ request, context, params: {} } as never);
      return "propiedades";
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location");
      throw thrown;
    }
  };

  test("a buyer on their requests, else their favourites; an owner and the tab itself on 'Mis Propiedades'", async () => {
    expect(await openDashboard(buyerCookie)).toBe("propiedades");
    await database().db.insert(favourites).values({ userId: buyer.id, propertyId: listingId });
    expect(await openDashboard(buyerCookie)).toBe("/dashboard/favoritos");
    await fromListing({ intent: "contact", message: "¿Tiene trastero?" });
    expect(await openDashboard(buyerCookie)).toBe("/dashboard/solicitudes");
    expect(await openDashboard(buyerCookie, "?ver=propiedades")).toBe("propiedades");
    expect(await openDashboard(sellerCookie)).toBe("propiedades");
  });
});
