import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, leadViewings, users } from "#app/db/schema/index";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { createLead } from "#tests/factories/leads";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerAction, loader as buyerLoader } from "./buyer-request";
import { action as propertyAction } from "./property";

/** The buyer's page behind their e-mailed link reads in the language their e-mails are written in. */
const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, listingId } = fixture);
});

const BUYER = "jane.buyer@example.co.uk";

/** An offer sent from the listing at `prefix` ('' Spanish, '/en' English): its link's token. */
async function offerFrom(prefix: string) {
  const sent = await runAction(
    (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
    postForm(`${prefix}/propiedad/${listingId}`, {
      intent: "make-offer",
      ...personFilled(context, listingId),
      email: BUYER,
      phone: "",
      amount: prefix === "/en" ? "€250,000" : "250.000",
      financing: "mortgage",
      arrasDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      conditions: "",
    }),
    context,
  );
  expect(sent.kind).toBe("redirect");
  await smtp.waitFor(BUYER);
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, BUYER));
  if (!lead) throw new Error("no lead");
  return { leadId: lead.id, token: buyerLinkToken(context.env.AUTH_SECRET, lead.id) };
}

type OfferPage = {
  kind: "offer";
  locale: string;
  page: { title: string };
  words: {
    title: string;
    confirm: string;
    stateText: string;
    terms: { financingKind: { mortgage: string } };
  };
};

const page = async (token: string) =>
  (await buyerLoader({
    request: new Request(`http://localhost:3000/solicitud/${token}`),
    context,
    params: { token },
  } as never)) as OfferPage;

const confirm = (token: string) =>
  runAction(
    (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
    postForm(`/solicitud/${token}`, { intent: "confirm-offer" }),
    context,
  );

describe("the buyer's link page in the lead's language", () => {
  test("an offer made from the English listing: the page, its button and its answer in English", async () => {
    const { token } = await offerFrom("/en");
    const shown = await page(token);
    expect(shown.locale).toBe("en");
    expect(shown.page.title).toBe("Your request");
    expect(shown.words).toMatchObject({
      title: "Your offer",
      confirm: "Confirm offer",
      stateText: "One step left: confirm your offer so that it reaches the seller.",
      terms: { financingKind: { mortgage: "Mortgage" } },
    });
    const confirmed = await confirm(token);
    expect(confirmed).toMatchObject({
      kind: "data",
      data: {
        ok: true,
        message: "Offer confirmed and sent to the seller. We'll e-mail you when they reply.",
      },
    });
  });

  test("an offer made from the Spanish listing reads as before", async () => {
    const { token } = await offerFrom("");
    const shown = await page(token);
    expect(shown.locale).toBe("es");
    expect(shown.page.title).toBe("Tu solicitud");
    expect(shown.words).toMatchObject({
      title: "Tu oferta",
      confirm: "Confirmar oferta",
      stateText: "Falta un paso: confirma tu oferta para que llegue al vendedor.",
      terms: { financingKind: { mortgage: "Hipoteca" } },
    });
    expect(await confirm(token)).toMatchObject({
      data: {
        ok: true,
        message:
          "Oferta confirmada: se la hemos enviado al vendedor. Te avisaremos por correo de su respuesta.",
      },
    });
  });

  test("a buyer with an account reads it in the account's language, whatever page they wrote from", async () => {
    const { leadId, token } = await offerFrom("");
    const buyer = await createUser(database().db, { email: "konto@example.de" });
    await database().db.update(users).set({ locale: "de" }).where(eq(users.id, buyer.id));
    await database().db.update(leads).set({ buyerUserId: buyer.id }).where(eq(leads.id, leadId));
    const shown = await page(token);
    expect(shown.locale).toBe("de");
    expect(shown.words.confirm).toBe("Angebot bestätigen");
  });
});

/** The seller's 'Aceptar' on the offer, from their panel: the deal is agreed. */
async function sellerAccepts(leadId: string) {
  const cookie = await sessionCookie(context, fixture.seller);
  const accepted = await runAction(
    dashboardAction as never,
    postForm("/dashboard/compradores", { intent: "accept-offer", leadId, confirmed: "yes" }, cookie),
    context,
  );
  expect(accepted).toMatchObject({ kind: "redirect" });
}

/** What the link answers with: its status and its data, returned or thrown. */
async function answerOf(run: () => Promise<unknown>) {
  try {
    const result = (await run()) as { data?: unknown; init?: ResponseInit };
    return "init" in result
      ? { status: result.init?.status ?? 200, data: result.data }
      : { status: 200, data: result };
  } catch (thrown) {
    const error = thrown as { data?: unknown; init?: ResponseInit };
    return { status: error.init?.status ?? 500, data: error.data };
  }
}

const DAY = 86_400_000;

/** A viewing that took place last week, its lead written from a page in `locale`. */
async function viewingHeld(locale: "es" | "en" | "de") {
  const at = new Date(Date.now() - 7 * DAY);
  const lead = await createLead(database().db, listingId, "viewing", {
    state: "confirmed",
    locale,
    createdAt: new Date(at.getTime() - 10 * DAY),
    updatedAt: new Date(at.getTime() - 5 * DAY),
  });
  await database()
    .db.insert(leadViewings)
    .values({ leadId: lead.id, proposedSlots: [at], scheduledAt: at });
  return buyerLinkToken(context.env.AUTH_SECRET, lead.id);
}

const rate = (token: string, rating: string) =>
  runAction(
    (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
    postForm(`/solicitud/${token}`, { intent: "rate-viewing", rating, comment: "" }),
    context,
  );

/** A lead closed 91 days ago: its link has expired. */
async function expiredOffer(locale: "es" | "en" | "de") {
  const lead = await createLead(database().db, listingId, "offer", {
    state: "rejected",
    locale,
    createdAt: new Date(Date.now() - 200 * DAY),
    updatedAt: new Date(Date.now() - 91 * DAY),
  });
  return buyerLinkToken(context.env.AUTH_SECRET, lead.id);
}

const open = (token: string) =>
  answerOf(() =>
    buyerLoader({
      request: new Request(`http://localhost:3000/solicitud/${token}`),
      context,
      params: { token },
    } as never),
  );

type ClosedPage = {
  kind: string;
  locale: string;
  site: { locale: string; signIn: string } | null;
  closed: { eyebrow: string; title: string; lines: string[]; links: { label: string; to: string }[] };
};

describe("the rest of the buyer's link page in the lead's language", () => {
  test("an accepted offer says who accepted what, at the agreed price, in English; Spanish as before", async () => {
    const english = await offerFrom("/en");
    await confirm(english.token);
    await sellerAccepts(english.leadId);
    expect((await page(english.token)).words.stateText).toBe(
      "The seller has accepted your offer of €250,000. Next comes signing the deposit contract (contrato de arras).",
    );
    await database().db.update(leads).set({ locale: "es" }).where(eq(leads.id, english.leadId));
    expect((await page(english.token)).words.stateText).toBe(
      "El vendedor ha aceptado tu oferta de 250.000\u00a0€. El siguiente paso es firmar el contrato de arras.",
    );
    await database().db.update(leads).set({ locale: "de" }).where(eq(leads.id, english.leadId));
    expect((await page(english.token)).words.stateText).toBe(
      "Der Verkäufer hat Ihr Angebot über 250.000\u00a0€ angenommen. Als Nächstes wird der Anzahlungsvertrag (contrato de arras) unterschrieben.",
    );
  });

  test("the offer's and the viewing's link to the listing open it in the lead's language; Spanish as before", async () => {
    const listingOf = async (token: string) =>
      ((await open(token)).data as { words: { listingHref: string } }).words.listingHref;
    const english = await offerFrom("/en");
    expect(await listingOf(english.token)).toBe(`/en/propiedad/${listingId}`);
    await database().db.update(leads).set({ locale: "es" }).where(eq(leads.id, english.leadId));
    expect(await listingOf(english.token)).toBe(`/propiedad/${listingId}`);
    expect(await listingOf(await viewingHeld("de"))).toBe(`/de/propiedad/${listingId}`);
    expect(await listingOf(await viewingHeld("es"))).toBe(`/propiedad/${listingId}`);
  });

  test("a rating out of range is refused in the lead's language; the form is told the same words", async () => {
    const english = await viewingHeld("en");
    const refused = await rate(english, "9");
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data).toMatchObject({
      intent: "rate-viewing",
      result: { error: { rating: ["Choose a rating from 1 to 5."] } },
    });
    const shown = (await open(english)).data as { words: { rateErrors: { ratingRequired: string } } };
    expect(shown.words.rateErrors.ratingRequired).toBe("Choose a rating from 1 to 5.");
    const spanish = await rate(await viewingHeld("es"), "0");
    expect(spanish.kind === "data" && spanish.data).toMatchObject({
      result: { error: { rating: ["Elige una puntuación del 1 al 5."] } },
    });
  });

  test("an expired link answers 410 in English and German, with the header and footer in that language", async () => {
    const english = await open(await expiredOffer("en"));
    expect(english.status).toBe(410);
    const shown = english.data as ClosedPage;
    expect(shown).toMatchObject({ kind: "expired", locale: "en", site: { locale: "en", signIn: "Sign in" } });
    expect(shown.closed.title).toBe("This link has expired");
    expect(shown.closed.links).toEqual([
      { label: "See the listing", to: `/en/propiedad/${listingId}` },
      { label: "Homes for sale", to: "/en/portal" },
    ]);
    const german = (await open(await expiredOffer("de"))).data as ClosedPage;
    expect(german.closed.title).toBe("Dieser Link ist abgelaufen");
    expect(german.site?.locale).toBe("de");
  });

  test("a Spanish expired link reads as before, under the site's own header", async () => {
    const spanish = await open(await expiredOffer("es"));
    expect(spanish.status).toBe(410);
    expect(spanish.data).toMatchObject({
      kind: "expired",
      locale: "es",
      site: null,
      closed: {
        eyebrow: "Enlace caducado",
        title: "Este enlace ha caducado",
        lines: [
          "El enlace de tu solicitud funciona mientras está abierta y hasta 90 días después de que termine.",
          "Si sigues interesado en la vivienda, puedes volver a escribir al vendedor desde el anuncio.",
        ],
        links: [
          { label: "Ver el anuncio", to: `/propiedad/${listingId}` },
          { label: "Ir al Portal", to: "/portal" },
        ],
      },
    });
  });

  test("a form sent on an expired English link is refused in English too; an unknown link stays a Spanish 404", async () => {
    const token = await expiredOffer("en");
    const refused = await answerOf(() =>
      buyerAction({
        request: postForm(`/solicitud/${token}`, { intent: "withdraw-offer" }),
        context,
        params: { token },
      } as never),
    );
    expect(refused.status).toBe(410);
    expect((refused.data as ClosedPage).closed.title).toBe("This link has expired");
    const unknown = buyerLinkToken(context.env.AUTH_SECRET, "00000000-0000-4000-8000-000000000000");
    expect(await open(unknown)).toEqual({ status: 404, data: "Solicitud no encontrada" });
  });
});
