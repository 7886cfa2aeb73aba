import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leadOffers, leads } from "#app/db/schema/index";
import { acceptedOffer } from "#app/domain/leads/deals/offer-views.server";
import { listListingLeadsForStaff, listOwnLeads } from "#app/domain/leads/log/lead-log.server";
import { deleteExpiredLeads } from "#app/domain/leads/log/retention.server";
import { OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { OFFER_FORM_MESSAGES } from "#app/domain/leads/offers/offer-messages";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { loadArrasStep } from "#app/routes/sell/sale-steps.server";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { listingStamp, personFilled, withListingLeads } from "#tests/support/listing-leads";
import { findLink } from "#tests/support/mail-reader";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerAction, loader as buyerLoader } from "./buyer-request";
import { action } from "./property";

const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let sellerCookie: string;
let listingId: string;
const BUYER = "marta.compradora@example.es";
beforeEach(async () => {
  ({ smtp, context, seller, listingId } = fixture);
  sellerCookie = await sessionCookie(context, seller);
});

const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function offer(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "make-offer",
    ...personFilled(context, listingId),
    phone: "",
    amount: "250.000",
    financing: "mortgage",
    arrasDate: tomorrowPlus(30),
    conditions: "Sujeta a la concesión de la hipoteca.",
    ...overrides,
  };
}

async function makeOffer(fields = offer(), id = listingId) {
  return runAction(
    (args: never) => action({ ...(args as object), params: { id } } as never),
    postForm(`/propiedad/${id}`, fields),
    context,
  );
}

const buyerPost = (token: string, intent: string) =>
  runAction(
    (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
    postForm(`/solicitud/${token}`, { intent }),
    context,
  );

const answer = (leadId: string, intent: string, cookie = sellerCookie, extra: Record<string, string> = {}) =>
  runAction(
    dashboardAction as never,
    postForm(
      "/dashboard",
      { intent, leadId, ...(intent === "accept-offer" ? { confirmed: "yes" } : {}), ...extra },
      cookie,
    ),
    context,
  );

const offerLead = async () => {
  const [lead] = await database().db.select().from(leads).where(eq(leads.kind, "offer"));
  if (!lead) throw new Error("no offer stored");
  return lead;
};
const stateOf = async (leadId: string) =>
  (await database().db.select({ state: leads.state }).from(leads).where(eq(leads.id, leadId)))[0]?.state;

/** An offer made and confirmed by its buyer: 'submitted', in the seller's log. */
async function confirmedOffer(email = BUYER) {
  expect((await makeOffer(offer({ email }))).kind).toBe("redirect");
  const confirmation = await smtp.waitFor(email);
  const link = findLink(confirmation, `${TEST_PUBLIC_URL}/solicitud/`);
  if (!link) throw new Error("no confirmation link");
  const token = link.split("/solicitud/")[1] ?? "";
  expect((await buyerPost(token, "confirm-offer")).kind).toBe("data");
  await smtp.waitFor(seller.email);
  await context.mailer.idle();
  smtp.messages.length = 0;
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, email));
  if (!lead) throw new Error("no lead");
  return { leadId: lead.id, token };
}

describe("'Hacer una oferta' and the buyer's confirmation link", () => {
  test("an offer waits unconfirmed, unseen by the seller, until the buyer presses 'Confirmar oferta' behind their link", async () => {
    const sent = await makeOffer();
    expect(sent).toMatchObject({
      kind: "redirect",
      location: `/propiedad/${listingId}?oferta=pendiente#oferta`,
    });
    const lead = await offerLead();
    expect(lead).toMatchObject({ state: "unconfirmed", buyerEmail: BUYER });
    const [terms] = await database().db.select().from(leadOffers);
    expect(terms).toMatchObject({ amount: 250_000, financing: "mortgage", confirmedAt: null });

    const confirmation = await smtp.waitFor(BUYER);
    expect(confirmation.subject).toBe("Confirma tu oferta por «Ático con vistas en Ruzafa»");
    expect(confirmation.raw).not.toContain(seller.email);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(1);
    expect(await listOwnLeads(database().db, seller.id)).toHaveLength(0);

    const link = findLink(confirmation, `${TEST_PUBLIC_URL}/solicitud/`);
    const token = link?.split("/solicitud/")[1] ?? "";
    // Opening the link (a mail scanner does) confirms nothing.
    const page = (await buyerLoader({
      request: new Request(link ?? ""),
      context,
      params: { token },
    } as never)) as { offer: { state: string; amount: number } };
    expect(page.offer).toMatchObject({ state: "unconfirmed", amount: 250_000 });
    expect(JSON.stringify(page)).not.toContain(seller.email);
    expect(await stateOf(lead.id)).toBe("unconfirmed");

    const confirmed = await buyerPost(token, "confirm-offer");
    expect(confirmed).toMatchObject({ kind: "data", status: 200, data: { ok: true } });
    expect(await stateOf(lead.id)).toBe("submitted");
    const toSeller = await smtp.waitFor(seller.email);
    expect(toSeller.subject).toBe("Nueva oferta por «Ático con vistas en Ruzafa»");
    expect(toSeller.headers.get("reply-to")).toContain(BUYER);
    expect(toSeller.text).toContain("Importe: 250.000");
    expect(toSeller.text).toContain("Financiación: Hipoteca");
    expect(toSeller.text).toContain(`contacto=${lead.id}`);
    const log = await listOwnLeads(database().db, seller.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: "offer",
      stateLabel: "Oferta recibida",
      offer: { amount: 250_000 },
    });

    // A second press changes nothing and mails nobody.
    expect(await buyerPost(token, "confirm-offer")).toMatchObject({ status: 409 });
    await context.mailer.idle();
    expect(smtp.messages.filter((mail) => mail.to.includes(seller.email))).toHaveLength(1);
  });

  test("bad amounts and dates come back in Spanish with what was typed kept; nothing is stored", async () => {
    const errorsOf = (outcome: Awaited<ReturnType<typeof makeOffer>>) =>
      outcome.kind === "data" ? (outcome.data.result as { error: Record<string, string[]> }).error : {};
    const words = await makeOffer(
      offer({ amount: "doscientos mil", arrasDate: "2020-01-01", financing: "" }),
    );
    expect(errorsOf(words)).toMatchObject({
      amount: [OFFER_MESSAGES.amountInvalid],
      arrasDate: [OFFER_MESSAGES.arrasDatePast],
      financing: [OFFER_MESSAGES.financingRequired],
    });
    expect(
      words.kind === "data" && (words.data.result as { initialValue: Record<string, string> }).initialValue,
    ).toMatchObject({ amount: "doscientos mil", conditions: "Sujeta a la concesión de la hipoteca." });
    expect(errorsOf(await makeOffer(offer({ amount: "999" })))).toMatchObject({
      amount: [OFFER_MESSAGES.amountTooLow],
    });
    const absurd = await makeOffer(offer({ amount: "30.000.000" }));
    expect(absurd).toMatchObject({ kind: "data", status: 400 });
    expect(errorsOf(absurd)).toMatchObject({ amount: [OFFER_MESSAGES.amountTooHigh] });
    // Far below the price is the buyer's call.
    expect((await makeOffer(offer({ amount: "120.000" }))).kind).toBe("redirect");
    expect(await database().db.select().from(leads)).toHaveLength(1);
  });

  test("an offer sent faster than a person types is asked again, naming its own button «Enviar oferta»", async () => {
    const tooFast = await makeOffer(offer({ formStamp: listingStamp(context, listingId, 500) }));
    expect(tooFast).toMatchObject({ kind: "data", status: 400 });
    const errors =
      tooFast.kind === "data" ? (tooFast.data.result as { error: Record<string, string[]> }).error : {};
    expect(errors[""]).toEqual([OFFER_FORM_MESSAGES.tooFast]);
    expect(OFFER_FORM_MESSAGES.tooFast).toBe(
      "Has enviado el formulario demasiado rápido. Revisa tu oferta y vuelve a pulsar «Enviar oferta».",
    );
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  test("a forged link, or the link of an enquiry, does nothing", async () => {
    const [enquiry] = await database()
      .db.insert(leads)
      .values({
        propertyId: listingId,
        kind: "enquiry",
        state: "received",
        buyerName: "Ana",
        buyerEmail: "ana@example.es",
      })
      .returning();
    const enquiryToken = buyerLinkToken(context.env.AUTH_SECRET, enquiry?.id ?? "");
    expect(await buyerPost(enquiryToken, "confirm-offer")).toMatchObject({ status: 404 });
    expect(await stateOf(enquiry?.id ?? "")).toBe("received");
    await makeOffer();
    const lead = await offerLead();
    const forged = `${lead.id}.${"A".repeat(43)}`;
    const refused = await buyerAction({
      request: postForm(`/solicitud/${forged}`, { intent: "confirm-offer" }),
      context,
      params: { token: forged },
    } as never).catch((thrown: { init?: ResponseInit }) => thrown.init?.status);
    expect(refused).toBe(404);
    expect(buyerLinkToken("otro-secreto-de-al-menos-32-caracteres!!", lead.id)).not.toBe(
      buyerLinkToken(context.env.AUTH_SECRET, lead.id),
    );
    expect(await stateOf(lead.id)).toBe("unconfirmed");
  });

  test("unconfirmed offers go after 7 days; confirmed ones stay", async () => {
    await makeOffer();
    const stale = await offerLead();
    await database()
      .db.update(leads)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(leads.id, stale.id));
    const { leadId } = await confirmedOffer("otra.compradora@example.es");
    expect(await deleteExpiredLeads(database().db, new Date())).toBe(1);
    expect(await stateOf(stale.id)).toBeUndefined();
    expect(await stateOf(leadId)).toBe("submitted");
    expect(await database().db.select().from(leadOffers)).toHaveLength(1);
  });
});

describe("the seller answers in 'Compradores'; the buyer hears of each answer", () => {
  test("'Aceptar oferta': the buyer is mailed the deal, step 4 shows the accepted offer", async () => {
    const { leadId } = await confirmedOffer();
    const accepted = await answer(leadId, "accept-offer");
    expect(accepted).toMatchObject({ kind: "redirect", toast: { title: "Oferta aceptada" } });
    const mail = await smtp.waitFor(BUYER);
    expect(mail.subject).toBe("Acuerdo cerrado: «Ático con vistas en Ruzafa»");
    expect(mail.text).toContain("El vendedor ha aceptado tu oferta de 250.000");
    expect(mail.raw).not.toContain(seller.email);
    expect(await acceptedOffer(database().db, listingId)).toMatchObject({
      buyerName: "Marta Compradora",
      amount: 250_000,
      financing: "mortgage",
      conditions: "Sujeta a la concesión de la hipoteca.",
    });
    // Step 4 of the sale, the arras, starts from it.
    const step = await loadArrasStep({
      context,
      user: { ...seller, emailVerified: true } as never,
      propertyId: listingId,
    });
    expect(step.acceptedOffer).toMatchObject({ buyerName: "Marta Compradora", amount: 250_000 });
  });

  test("'Aceptar oferta' asks first: unconfirmed, nothing is reserved or mailed and the question comes back", async () => {
    const { leadId } = await confirmedOffer();
    const asked = await runAction(
      dashboardAction as never,
      postForm(
        "/dashboard",
        { intent: "accept-offer", leadId, confirmKey: `accept-offer-${leadId}` },
        sellerCookie,
      ),
      context,
    );
    expect(asked).toMatchObject({
      kind: "data",
      status: 200,
      data: { confirm: { key: `accept-offer-${leadId}`, fields: { intent: "accept-offer", leadId } } },
    });
    expect(await stateOf(leadId)).toBe("submitted");
    expect(await acceptedOffer(database().db, listingId)).toBeNull();
    // The same form posted again with the second look does it.
    expect(await answer(leadId, "accept-offer")).toMatchObject({ kind: "redirect" });
    expect(await stateOf(leadId)).toBe("accepted");
  });

  test("'Rechazar oferta' mails the buyer; the offer cannot then be accepted", async () => {
    const { leadId } = await confirmedOffer();
    expect(await answer(leadId, "reject-offer")).toMatchObject({
      kind: "redirect",
      toast: { title: "Oferta rechazada" },
    });
    expect((await smtp.waitFor(BUYER)).subject).toBe("Oferta rechazada: «Ático con vistas en Ruzafa»");
    expect(await answer(leadId, "accept-offer")).toMatchObject({ kind: "data", status: 409 });
    expect(await stateOf(leadId)).toBe("rejected");
  });

  test("'Contraoferta': the buyer gets the amount and their link, accepts it, and the agreed amount is the counteroffer", async () => {
    const { leadId, token } = await confirmedOffer();
    const bad = await answer(leadId, "counter-offer", sellerCookie, {
      counterAmount: "mucho",
      counterMessage: "Hablemos",
    });
    expect(bad).toMatchObject({
      kind: "data",
      status: 400,
      data: {
        counter: { leadId, error: OFFER_MESSAGES.amountInvalid, amount: "mucho", message: "Hablemos" },
      },
    });
    const countered = await answer(leadId, "counter-offer", sellerCookie, {
      counterAmount: "260.000",
      counterMessage: "Incluyo la plaza de garaje.",
    });
    expect(countered).toMatchObject({ kind: "redirect", toast: { title: "Contraoferta enviada" } });
    const mail = await smtp.waitFor(BUYER);
    expect(mail.subject).toBe("Contraoferta por «Ático con vistas en Ruzafa»");
    expect(mail.text).toContain("260.000");
    expect(mail.text).toContain("Incluyo la plaza de garaje.");
    expect(findLink(mail, `${TEST_PUBLIC_URL}/solicitud/${token}`)).not.toBeNull();
    await context.mailer.idle();
    smtp.messages.length = 0;

    expect(await buyerPost(token, "accept-counteroffer")).toMatchObject({ kind: "data", data: { ok: true } });
    expect(await stateOf(leadId)).toBe("accepted");
    expect((await smtp.waitFor(seller.email)).subject).toBe(
      "Acuerdo cerrado con Marta Compradora: «Ático con vistas en Ruzafa»",
    );
    expect((await acceptedOffer(database().db, listingId))?.amount).toBe(260_000);
  });

  test("the buyer may decline a counteroffer: withdrawn, and the seller is told", async () => {
    const { leadId, token } = await confirmedOffer();
    await answer(leadId, "counter-offer", sellerCookie, { counterAmount: "280000" });
    await smtp.waitFor(BUYER);
    expect(await buyerPost(token, "withdraw-offer")).toMatchObject({ kind: "data", data: { ok: true } });
    expect(await stateOf(leadId)).toBe("withdrawn");
    expect((await smtp.waitFor(seller.email)).subject).toContain("retira su oferta");
  });

  test("one accepted offer per listing: the second is closed, and accepting it is refused in Spanish", async () => {
    const first = await confirmedOffer();
    const second = await confirmedOffer("pablo.comprador@example.es");
    await answer(first.leadId, "accept-offer");
    const refused = await answer(second.leadId, "accept-offer");
    expect(refused).toMatchObject({
      kind: "data",
      status: 409,
      data: { toast: { title: "Ya hay una oferta aceptada" } },
    });
    expect(await stateOf(second.leadId)).toBe("closed");
  });

  test("a stranger cannot answer, nor can staff; the offer stays as it was and nobody is mailed", async () => {
    const { leadId } = await confirmedOffer();
    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    const admin = await createUser(database().db, { name: "Ada Admin", role: "admin" });
    for (const cookie of [await sessionCookie(context, stranger), await sessionCookie(context, admin)]) {
      for (const intent of ["accept-offer", "reject-offer"])
        expect(await answer(leadId, intent, cookie)).toMatchObject({ kind: "data", status: 404 });
      expect(await answer(leadId, "counter-offer", cookie, { counterAmount: "1.000" })).toMatchObject({
        status: 404,
      });
    }
    expect(await stateOf(leadId)).toBe("submitted");
    // Staff still read it.
    const staffView = await listListingLeadsForStaff(
      database().db,
      { id: admin.id, role: "admin" },
      listingId,
    );
    expect(staffView?.leads).toHaveLength(1);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(0);
  });

  test("the seller cannot answer an offer whose buyer has not confirmed it", async () => {
    await makeOffer();
    const lead = await offerLead();
    expect(await answer(lead.id, "accept-offer")).toMatchObject({ kind: "data", status: 404 });
    expect(await stateOf(lead.id)).toBe("unconfirmed");
  });
});
