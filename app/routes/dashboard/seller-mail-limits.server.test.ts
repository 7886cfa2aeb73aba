import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leadOffers, leads, leadViewings } from "#app/db/schema/index";
import { MAX_COUNTEROFFERS_PER_OFFER } from "#app/domain/leads/offers/offer-states";
import { MAX_TIME_PROPOSALS } from "#app/domain/leads/viewings/viewing-slots";
import { addDays, madridDay, parseMadridLocal, toMadridLocal } from "#app/lib/calendar";
import { action as propertyAction } from "#app/routes/public/property";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { type ActionOutcome, runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";

/**
 * A seller's answers mail the buyer, so the ones that can repeat are capped per lead,
 * counted in the database (a burst, or several instances, cannot pass the cap).
 */
const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let listingId: string;
let sellerCookie: string;
beforeEach(async () => {
  ({ smtp, context, listingId } = fixture);
  sellerCookie = await sessionCookie(context, fixture.seller);
});

const BUYER = "marta.compradora@example.es";
const inDays = (days: number, time = "10:00") => `${addDays(madridDay(Date.now()), days)}T${time}`;

const asSeller = (fields: Record<string, string>) =>
  runAction(dashboardAction as never, postForm("/dashboard", fields, sellerCookie), context);

async function mailsToBuyer(subjectPart: string) {
  await context.mailer.idle();
  return smtp.messages.filter(
    (message) => message.envelopeTo.includes(BUYER) && message.subject.includes(subjectPart),
  );
}

async function requestedViewing() {
  const outcome = await runAction(
    (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
    postForm(`/propiedad/${listingId}`, {
      intent: "request-viewing",
      ...personFilled(context, listingId),
      slot1: inDays(5),
    }),
    context,
  );
  expect(outcome.kind).toBe("redirect");
  const [lead] = await database().db.select({ id: leads.id }).from(leads);
  if (!lead) throw new Error("no viewing stored");
  return lead.id;
}

const propose = (leadId: string, index: number) =>
  asSeller({ intent: "propose-viewing-time", leadId, slot: inDays(7 + index, "17:00") });

const proposalsCounted = async (leadId: string) =>
  (
    await database()
      .db.select({ n: leadViewings.timeProposals })
      .from(leadViewings)
      .where(eq(leadViewings.leadId, leadId))
  )[0]?.n;

describe("'Proponer otra hora'", () => {
  test(`${MAX_TIME_PROPOSALS} proposals per viewing reach the buyer; the next is refused in Spanish and mails nobody`, async () => {
    const leadId = await requestedViewing();
    for (let index = 0; index < MAX_TIME_PROPOSALS; index++)
      expect(await propose(leadId, index)).toMatchObject({
        kind: "redirect",
        toast: { title: "Nueva hora propuesta" },
      });
    const refused = await propose(leadId, MAX_TIME_PROPOSALS);
    expect(refused).toMatchObject({
      kind: "data",
      status: 409,
      data: {
        toast: {
          title: "No puedes proponer más horas",
          description: `Ya has propuesto otra hora ${MAX_TIME_PROPOSALS} veces para esta visita: espera la respuesta del comprador, o rechaza la visita.`,
        },
      },
    });
    expect(await mailsToBuyer("propone otra hora")).toHaveLength(MAX_TIME_PROPOSALS);
    expect(await proposalsCounted(leadId)).toBe(MAX_TIME_PROPOSALS);
    // The last time proposed stands; the refused one changed nothing.
    const [viewing] = await database()
      .db.select({ scheduledAt: leadViewings.scheduledAt })
      .from(leadViewings)
      .where(eq(leadViewings.leadId, leadId));
    expect(viewing?.scheduledAt).toEqual(parseMadridLocal(inDays(7 + MAX_TIME_PROPOSALS - 1, "17:00")));
  });

  test("a burst of proposals sent at once passes the cap by none", async () => {
    const leadId = await requestedViewing();
    const outcomes: ActionOutcome[] = await Promise.all(
      Array.from({ length: 8 }, (_, index) => propose(leadId, index)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "redirect")).toHaveLength(MAX_TIME_PROPOSALS);
    expect(outcomes.filter((outcome) => outcome.kind === "data" && outcome.status === 409)).toHaveLength(
      8 - MAX_TIME_PROPOSALS,
    );
    expect(await mailsToBuyer("propone otra hora")).toHaveLength(MAX_TIME_PROPOSALS);
    expect(await proposalsCounted(leadId)).toBe(MAX_TIME_PROPOSALS);
  });

  test("a seller's time obeys the buyer's window: 03:00, in 2099 or within two hours is refused", async () => {
    const leadId = await requestedViewing();
    const soon = new Date(Date.now() + 90 * 60_000);
    for (const slot of [inDays(3, "03:00"), "2099-06-01T10:00", toMadridLocal(soon), "2027-02-30T10:00"]) {
      expect(await asSeller({ intent: "propose-viewing-time", leadId, slot })).toMatchObject({
        kind: "data",
        status: 400,
        data: { toast: { title: "Hora no válida" } },
      });
    }
    expect(await mailsToBuyer("propone otra hora")).toHaveLength(0);
    expect(await proposalsCounted(leadId)).toBe(0);
  });
});

describe("'Contraoferta'", () => {
  async function submittedOffer() {
    const made = await runAction(
      (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
      postForm(`/propiedad/${listingId}`, {
        intent: "make-offer",
        ...personFilled(context, listingId),
        amount: "250.000",
        financing: "cash",
        arrasDate: addDays(madridDay(Date.now()), 30),
      }),
      context,
    );
    expect(made.kind).toBe("redirect");
    const [lead] = await database().db.select({ id: leads.id }).from(leads);
    if (!lead) throw new Error("no offer stored");
    // As if the buyer had pressed 'Confirmar oferta' behind their link.
    await database().db.update(leads).set({ state: "submitted" }).where(eq(leads.id, lead.id));
    await context.mailer.idle();
    smtp.messages.length = 0;
    return lead.id;
  }

  const counter = (leadId: string, amount: string) =>
    asSeller({ intent: "counter-offer", leadId, counterAmount: amount, counterMessage: "Última oferta." });

  test(`${MAX_COUNTEROFFERS_PER_OFFER} counteroffer per offer; another is refused in Spanish and mails nobody`, async () => {
    const leadId = await submittedOffer();
    expect(await counter(leadId, "260.000")).toMatchObject({
      kind: "redirect",
      toast: { title: "Contraoferta enviada" },
    });
    expect(await counter(leadId, "255.000")).toMatchObject({
      kind: "data",
      status: 409,
      data: { toast: { title: "Ya has enviado una contraoferta" } },
    });
    expect(await mailsToBuyer("Contraoferta")).toHaveLength(MAX_COUNTEROFFERS_PER_OFFER);
    const [terms] = await database()
      .db.select({ counterAmount: leadOffers.counterAmount })
      .from(leadOffers)
      .where(eq(leadOffers.leadId, leadId));
    expect(terms?.counterAmount).toBe(260_000);
  });

  test("a burst of counteroffers sent at once: one goes out, the others are refused", async () => {
    const leadId = await submittedOffer();
    const outcomes = await Promise.all(
      ["251.000", "252.000", "253.000", "254.000", "255.000"].map((amount) => counter(leadId, amount)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "redirect")).toHaveLength(
      MAX_COUNTEROFFERS_PER_OFFER,
    );
    for (const outcome of outcomes.filter((outcome) => outcome.kind === "data"))
      expect(outcome).toMatchObject({
        status: 409,
        data: { toast: { title: "Ya has enviado una contraoferta" } },
      });
    expect(await mailsToBuyer("Contraoferta")).toHaveLength(MAX_COUNTEROFFERS_PER_OFFER);
  });
});
