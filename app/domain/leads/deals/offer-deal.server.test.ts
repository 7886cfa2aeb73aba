import { describe, expect, test } from "vitest";
import { deals } from "#app/db/schema/index";
import { listOwnProperties } from "#app/domain/dashboard/dashboard.server";
import { EMPTY_PORTAL_FILTERS } from "#app/domain/listings/filters";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { findPublishedProperties } from "#app/domain/listings/portal.server";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { loader as buyerLoader } from "#app/routes/public/buyer-request";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { withListingLeads } from "#tests/support/listing-leads";
import { offerFlow } from "#tests/support/offer-flow";
import { listOwnLeads } from "../log/lead-log.server";
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
