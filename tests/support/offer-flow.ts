import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import { action as buyerAction } from "#app/routes/public/buyer-request";
import { action as propertyAction } from "#app/routes/public/property";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { type ListingLeadsFixture, personFilled } from "#tests/support/listing-leads";
import { findLink } from "#tests/support/mail-reader";

/** 'Aceptar oferta' acts only once confirmed: the flows post the second look the page asks for. */
const confirmedAccept = (intent: string): Record<string, string> =>
  intent === "accept-offer" ? { confirmed: "yes" } : {};

import { runAction } from "#tests/support/route-action";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An offer's journey through the real route actions, as the browser posts it: the buyer's form on
 * the listing, their link's buttons, the seller's answers in 'Compradores'. For the offer and deal
 * tests.
 */
export function offerFlow(fixture: ListingLeadsFixture, database: () => { db: Db }) {
  const offerFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    intent: "make-offer",
    ...personFilled(fixture.context, fixture.listingId),
    phone: "",
    amount: "250.000",
    financing: "mortgage",
    arrasDate: inDays(30),
    conditions: "Sujeta a la concesión de la hipoteca.",
    ...overrides,
  });

  const makeOffer = (fields = offerFields(), id = fixture.listingId) =>
    runAction(
      (args: never) => propertyAction({ ...(args as object), params: { id } } as never),
      postForm(`/propiedad/${id}`, fields),
      fixture.context,
    );

  const buyerPost = (token: string, intent: string) =>
    runAction(
      (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
      postForm(`/solicitud/${token}`, { intent }),
      fixture.context,
    );

  const answer = (leadId: string, intent: string, cookie: string, extra: Record<string, string> = {}) =>
    runAction(
      dashboardAction as never,
      postForm("/dashboard/compradores", { intent, leadId, ...confirmedAccept(intent), ...extra }, cookie),
      fixture.context,
    );

  const stateOf = async (leadId: string) =>
    (await database().db.select({ state: leads.state }).from(leads).where(eq(leads.id, leadId)))[0]?.state;

  /** An offer made and confirmed by its buyer: 'submitted', in the seller's log; the outbox emptied. */
  async function confirmedOffer(email: string, overrides: Record<string, string> = {}) {
    expect((await makeOffer(offerFields({ email, ...overrides }))).kind).toBe("redirect");
    const confirmation = await fixture.smtp.waitFor(email);
    const link = findLink(confirmation, `${TEST_PUBLIC_URL}/solicitud/`);
    if (!link) throw new Error("no confirmation link");
    const token = link.split("/solicitud/")[1] ?? "";
    expect((await buyerPost(token, "confirm-offer")).kind).toBe("data");
    await fixture.smtp.waitFor(fixture.seller.email);
    await fixture.context.mailer.idle();
    fixture.smtp.messages.length = 0;
    const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, email));
    if (!lead) throw new Error("no lead");
    return { leadId: lead.id, token };
  }

  return { offerFields, makeOffer, buyerPost, answer, stateOf, confirmedOffer };
}
