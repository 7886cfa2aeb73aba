import { eq, isNull } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { alertSettings, deals, properties } from "#app/db/schema/index";
import { listOwnProperties } from "#app/domain/dashboard/dashboard.server";
import { addFavourite } from "#app/domain/favourites/favourites.server";
import { EMPTY_PORTAL_FILTERS } from "#app/domain/listings/filters";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { findPublishedProperties } from "#app/domain/listings/portal.server";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { loader as buyerLoader } from "#app/routes/public/buyer-request";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { withListingLeads } from "#tests/support/listing-leads";
import { offerFlow } from "#tests/support/offer-flow";
import { listOwnLeads } from "../log/lead-log.server";
import { DEAL_TEXTS } from "./offer-deal";
import { acceptedOffer } from "./offer-views.server";

const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 450_000 } });
const flow = offerFlow(fixture, database);
const MARTA = "marta.compradora@example.es";
const PABLO = "pablo.comprador@example.es";
const TITLE = "Ático con vistas en Ruzafa";

const sellerCookie = () => sessionCookie(fixture.context, fixture.seller);
const buyerPage = async (token: string) =>
  (
    (await buyerLoader({
      request: new Request(`http://localhost/solicitud/${token}`),
      context: fixture.context,
      params: { token },
    } as never)) as {
      offer: {
        state: string;
        deal: { price: number; sentence: string; releaseReason: string | null } | null;
      };
    }
  ).offer;
const reserved = async () => ({
  page: (await getPublishedProperty(database().db, fixture.listingId, null))?.isReserved,
  card: (
    await findPublishedProperties({ db: database().db, filters: EMPTY_PORTAL_FILTERS, page: 1 })
  ).listings.find((listing) => listing.id === fixture.listingId)?.hasActiveDeal,
  badge: (await listOwnProperties(database().db, fixture.seller.id))[0]?.badge,
});
const mailsTo = (address: string) =>
  fixture.smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

describe("the agreed deal (issue #35)", () => {
  test("offer 420.000, counteroffer 440.000, accepted: every page, card and e-mail says 'Precio acordado: 440.000 €'", async () => {
    const cookie = await sellerCookie();
    const { leadId, token } = await flow.confirmedOffer(MARTA, { amount: "420.000" });
    await flow.answer(leadId, "counter-offer", cookie, { counterAmount: "440.000" });
    await fixture.smtp.waitFor(MARTA);
    await fixture.context.mailer.idle();
    fixture.smtp.messages.length = 0;

    expect(await flow.buyerPost(token, "accept-counteroffer")).toMatchObject({ data: { ok: true } });
    const stored = await database().db.select().from(deals);
    expect(stored).toEqual([
      expect.objectContaining({
        leadId,
        price: 440_000,
        deposit: 44_000,
        acceptedBy: "buyer",
        releasedAt: null,
      }),
    ]);

    const toBuyer = await fixture.smtp.waitFor(MARTA);
    expect(toBuyer.subject).toBe(`Acuerdo cerrado: «${TITLE}»`);
    expect(toBuyer.text).toContain("Has aceptado la contraoferta del vendedor de 440.000");
    const toSeller = await fixture.smtp.waitFor(fixture.seller.email);
    expect(toSeller.text).toContain("Marta Compradora ha aceptado tu contraoferta de 440.000");
    for (const mail of [toBuyer, toSeller]) {
      expect(mail.text).toContain("Precio acordado: 440.000");
      expect(mail.text).toContain("Señal propuesta (arras): 44.000");
      expect(mail.text).not.toContain("420.000");
    }

    expect((await buyerPage(token)).deal).toMatchObject({
      price: 440_000,
      sentence: expect.stringContaining("Has aceptado la contraoferta del vendedor de 440.000"),
    });
    const [card] = await listOwnLeads(database().db, fixture.seller.id);
    expect(card?.offer?.deal).toMatchObject({
      price: 440_000,
      sentence: expect.stringContaining("Marta Compradora ha aceptado tu contraoferta de 440.000"),
    });
    expect(await acceptedOffer(database().db, fixture.listingId)).toMatchObject({
      amount: 440_000,
      deposit: 44_000,
    });
  });

  test("an accepted offer reserves the home: 'Reservado' everywhere, no new offers, the other buyers answered and mailed", async () => {
    const cookie = await sellerCookie();
    expect(await reserved()).toEqual({ page: false, card: false, badge: "En venta" });
    const first = await flow.confirmedOffer(MARTA);
    const second = await flow.confirmedOffer(PABLO);
    expect((await flow.makeOffer(flow.offerFields({ email: "ana.sinconfirmar@example.es" }))).kind).toBe(
      "redirect",
    );
    await fixture.smtp.waitFor("ana.sinconfirmar@example.es");
    await fixture.context.mailer.idle();
    fixture.smtp.messages.length = 0;

    expect(await flow.answer(first.leadId, "accept-offer", cookie)).toMatchObject({ kind: "redirect" });
    expect(await flow.stateOf(second.leadId)).toBe("closed");
    const closed = await fixture.smtp.waitFor(PABLO);
    expect(closed.subject).toBe(`Oferta cerrada: «${TITLE}»`);
    expect(closed.text).toContain("El vendedor ha aceptado otra oferta");
    await fixture.context.mailer.idle();
    // An address nobody proved hears nothing; its offer reads 'closed' if its link is ever opened.
    expect(mailsTo("ana.sinconfirmar@example.es")).toHaveLength(0);
    expect((await buyerPage(second.token)).state).toBe("closed");

    expect(await reserved()).toEqual({ page: true, card: true, badge: "Reservado" });
    const late = await flow.makeOffer(flow.offerFields({ email: "luis.tarde@example.es" }));
    expect(late).toMatchObject({ status: 409 });
    expect(JSON.stringify(late)).toContain(RESERVED_CONTACT_MESSAGE);
    // A stale 'Aceptar oferta' on the closed offer is refused in Spanish.
    expect(await flow.answer(second.leadId, "accept-offer", cookie)).toMatchObject({
      status: 409,
      data: { toast: { title: "Ya hay una oferta aceptada" } },
    });
    expect(await database().db.select().from(deals)).toHaveLength(1);
  });

  test("two acceptances at once make one deal; the other is refused", async () => {
    const cookie = await sellerCookie();
    const first = await flow.confirmedOffer(MARTA);
    const second = await flow.confirmedOffer(PABLO);
    const outcomes = await Promise.all([
      flow.answer(first.leadId, "accept-offer", cookie),
      flow.answer(second.leadId, "accept-offer", cookie),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["data", "redirect"]);
    expect(outcomes.find((outcome) => outcome.kind === "data")).toMatchObject({ status: 409 });
    expect(await database().db.select().from(deals)).toHaveLength(1);
    const states = [await flow.stateOf(first.leadId), await flow.stateOf(second.leadId)].sort();
    expect(states).toEqual(["accepted", "closed"]);
  });
});

describe("releasing the reservation (the deal fell through)", () => {
  test("with a reason: on sale again, the buyer told why, the buyers who saved it told", async () => {
    const cookie = await sellerCookie();
    const bea = await createUser(database().db, { name: "Bea Guardadora", email: "bea@example.es" });
    const quiet = await createUser(database().db, { name: "Quino Silencio", email: "quino@example.es" });
    await database().db.insert(alertSettings).values({ userId: quiet.id, priceDropFrequency: "off" });
    for (const user of [bea, quiet, fixture.seller])
      await addFavourite(database().db, user.id, fixture.listingId);
    const { leadId, token } = await flow.confirmedOffer(MARTA);
    await flow.answer(leadId, "accept-offer", cookie);
    await fixture.context.mailer.idle();
    fixture.smtp.messages.length = 0;
    const release = (reason: string, as = cookie) =>
      flow.answer(leadId, "release-deal", as, { propertyId: fixture.listingId, reason });

    expect(await release("   ")).toMatchObject({
      status: 400,
      data: {
        release: { leadId, error: "Escribe el motivo: se lo contaremos al comprador.", reason: "   " },
      },
    });
    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    expect(await release("Me la quedo yo", await sessionCookie(fixture.context, stranger))).toMatchObject({
      status: 404,
      data: { release: { error: DEAL_TEXTS.noActiveDeal } },
    });
    expect(await reserved()).toMatchObject({ page: true });

    expect(await release("La hipoteca no se ha concedido.")).toMatchObject({
      kind: "redirect",
      toast: { title: "Reserva liberada" },
    });
    expect(await reserved()).toEqual({ page: false, card: false, badge: "En venta" });
    expect(await flow.stateOf(leadId)).toBe("released");
    expect(await database().db.select().from(deals).where(isNull(deals.releasedAt))).toHaveLength(0);
    const toBuyer = await fixture.smtp.waitFor(MARTA);
    expect(toBuyer.subject).toBe(`Reserva liberada: «${TITLE}»`);
    expect(toBuyer.text).toContain("Su motivo: La hipoteca no se ha concedido.");
    expect(await buyerPage(token)).toMatchObject({
      state: "released",
      deal: { releaseReason: "La hipoteca no se ha concedido." },
    });
    const toBea = await fixture.smtp.waitFor(bea.email);
    expect(toBea.subject).toBe(`Vuelve a estar en venta: «${TITLE}»`);
    await fixture.context.mailer.idle();
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(fixture.seller.email)).toHaveLength(0);

    // On sale again: a new offer is taken, and accepting it makes the listing's next deal.
    const next = await flow.confirmedOffer(PABLO);
    expect(await flow.answer(next.leadId, "accept-offer", cookie)).toMatchObject({ kind: "redirect" });
    expect(await database().db.select().from(deals)).toHaveLength(2);
    expect(await acceptedOffer(database().db, fixture.listingId)).toMatchObject({ leadId: next.leadId });
  });

  test("once the arras are signed the button cannot release it", async () => {
    const cookie = await sellerCookie();
    const { leadId } = await flow.confirmedOffer(MARTA);
    await flow.answer(leadId, "accept-offer", cookie);
    await database()
      .db.update(properties)
      .set({ arrasSigned: true })
      .where(eq(properties.id, fixture.listingId));
    expect(
      await flow.answer(leadId, "release-deal", cookie, {
        propertyId: fixture.listingId,
        reason: "Cambio de planes",
      }),
    ).toMatchObject({ status: 409, data: { release: { error: DEAL_TEXTS.releaseArrasSigned } } });
    expect(await acceptedOffer(database().db, fixture.listingId)).not.toBeNull();
  });
});
