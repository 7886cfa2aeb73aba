import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { heldLeadDigests, leads } from "#app/db/schema/index";
import { LEAD_FORM_MESSAGES } from "#app/domain/leads/intake/contact-messages";
import { FORM_ALREADY_SENT } from "#app/domain/leads/intake/lead-form-messages";
import { LEAD_RATE_LIMITS } from "#app/domain/leads/intake/rate-limits.server";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import {
  formErrorOf,
  listingStamp,
  personFilled,
  postLeadForm,
  withListingLeads,
} from "#tests/support/listing-leads";
import type { SmtpCapture } from "#tests/support/smtp-capture";

const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, seller, listingId } = fixture);
});

const SENDER_LIMIT = LEAD_RATE_LIMITS.perAddress.limit;
const LISTING_RATE = LEAD_RATE_LIMITS.perListingBeforeHold.limit;
const REFUSED = /^Has enviado demasiados mensajes seguidos\. Inténtalo de nuevo en 60 minutos\.$/;

let sequence = 0;
/** A message from its own buyer (a fresh e-mail each time unless given) on a form loaded ten seconds ago. */
function message(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    intent: "contact",
    ...personFilled(context, listingId),
    email: `comprador-${sequence}@example.es`,
    message: "Hola, ¿se puede visitar el sábado por la mañana?",
    ...overrides,
  };
}

const madridLocal = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:30`;

const send = (fields: Record<string, string>, options: { ip?: string; cookie?: string; id?: string } = {}) =>
  postLeadForm(context, options.id ?? listingId, fields, options);

const stored = () => database().db.select().from(leads).where(eq(leads.propertyId, listingId));

/** What reached the outbox, once every queued e-mail is delivered. */
async function delivered() {
  await context.mailer.idle();
  return {
    toSeller: smtp.messages.filter((mail) => mail.envelopeTo.includes(seller.email)),
    to: (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address)),
  };
}

describe("limits keyed on the sender", () => {
  test("one address sends 10 contacts an hour; the 11th gets 429, Retry-After and the Spanish message; another address is still heard", async () => {
    for (let index = 0; index < SENDER_LIMIT; index++)
      expect((await send(message(), { ip: "198.51.100.20" })).status).toBe(303);
    const refused = await send(message(), { ip: "198.51.100.20" });
    expect(refused.status).toBe(429);
    expect(formErrorOf(refused)).toMatch(REFUSED);
    expect(Number(refused.headers?.get("Retry-After"))).toBeGreaterThan(3500);
    expect((await send(message(), { ip: "198.51.100.21" })).status).toBe(303);
    expect(await stored()).toHaveLength(SENDER_LIMIT + 1);
  });

  test("every address of one IPv6 /64 is one sender; the next /64 is another", async () => {
    for (let index = 1; index <= SENDER_LIMIT; index++)
      expect((await send(message(), { ip: `2001:db8:1:2::${index.toString(16)}` })).status).toBe(303);
    expect((await send(message(), { ip: "2001:db8:1:2:ffff:ffff:ffff:fffe" })).status).toBe(429);
    expect((await send(message(), { ip: "2001:db8:1:3::1" })).status).toBe(303);
  });

  test("one e-mail sends 10 contacts an hour from any address however it is spelled; other buyers are still heard", async () => {
    const spellings = (index: number) =>
      index % 2 === 0 ? `Ana.Garcia+${index}@Example.es` : ` ana.garcia@example.es`;
    for (let index = 0; index < SENDER_LIMIT; index++)
      expect(
        (await send(message({ email: spellings(index) }), { ip: `198.51.100.${index + 1}` })).status,
      ).toBe(303);
    const refused = await send(message({ email: "ANA.GARCIA@example.es" }), { ip: "203.0.113.50" });
    expect(refused.status).toBe(429);
    expect(formErrorOf(refused)).toMatch(REFUSED);
    expect((await send(message(), { ip: "203.0.113.50" })).status).toBe(303);
  });

  test("a signed-in buyer sends 10 contacts an hour whatever address and e-mail they use", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    for (let index = 0; index < SENDER_LIMIT; index++)
      expect((await send(message(), { ip: `198.51.100.${index + 1}`, cookie })).status).toBe(303);
    expect((await send(message(), { ip: "203.0.113.60", cookie })).status).toBe(429);
    expect((await send(message(), { ip: "203.0.113.60" })).status).toBe(303);
  });
});

describe("a listing is never silenced: past its rate, contacts are held, not refused", () => {
  test("a new sender past the listing's rate gets 'Mensaje enviado'; the seller is not mailed it, the buyer gets their copy", async () => {
    for (let index = 0; index < LISTING_RATE; index++)
      expect((await send(message(), { ip: `198.51.100.${index + 1}` })).status).toBe(303);
    const late = await send(message({ email: "nueva.compradora@example.es" }), { ip: "203.0.113.99" });
    expect(late.status).toBe(303);
    expect(late.location).toBe(`/propiedad/${listingId}?contacto=enviado#contactar`);

    const rows = await stored();
    expect(rows).toHaveLength(LISTING_RATE + 1);
    expect(rows.filter((lead) => lead.review === null)).toHaveLength(LISTING_RATE);
    expect(rows.find((lead) => lead.buyerEmail === "nueva.compradora@example.es")).toMatchObject({
      review: "held",
      heldReason: "listing_rate",
      digestedAt: null,
    });
    const mail = await delivered();
    expect(mail.toSeller).toHaveLength(LISTING_RATE);
    expect(mail.to("nueva.compradora@example.es")).toHaveLength(1);
    // One digest is open for the listing, due in an hour.
    const digests = await database().db.select().from(heldLeadDigests);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.sentAt).toBeNull();
    expect(digests[0]?.dueAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  test("viewing requests and offers past the rate are accepted and held too", async () => {
    for (let index = 0; index < LISTING_RATE; index++)
      expect((await send(message(), { ip: `198.51.100.${index + 1}` })).status).toBe(303);
    const viewing = await send(
      { ...message({ intent: "request-viewing" }), slot1: madridLocal(5), slot2: "", slot3: "" },
      { ip: "203.0.113.101" },
    );
    expect(viewing.status).toBe(303);
    expect(viewing.location).toContain("visita=solicitada");
    const offer = await send(
      {
        ...message({ intent: "make-offer" }),
        amount: "250.000",
        financing: "cash",
        arrasDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        conditions: "",
      },
      { ip: "203.0.113.102" },
    );
    expect(offer.status).toBe(303);
    const held = (await stored()).filter((lead) => lead.review === "held");
    expect(held.map((lead) => lead.kind).sort()).toEqual(["offer", "viewing"]);
    expect((await delivered()).toSeller).toHaveLength(LISTING_RATE);
  });
});

describe("a form stamp serves one submission", () => {
  test("30 posts from 3 addresses with one page's stamp: one is stored, 29 are asked to send again; a new buyer is then heard", async () => {
    const stamp = listingStamp(context, listingId);
    const answers = [];
    for (let index = 0; index < 30; index++)
      answers.push(await send(message({ formStamp: stamp }), { ip: `198.51.100.${(index % 3) + 1}` }));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(29);
    expect(new Set(refused.map(formErrorOf))).toEqual(new Set([FORM_ALREADY_SENT]));
    expect(await stored()).toHaveLength(1);

    const buyer = await send(message({ email: "compradora.real@example.es" }), { ip: "203.0.113.200" });
    expect(buyer.status).toBe(303);
    expect(buyer.location).toContain("contacto=enviado");
    const mail = await delivered();
    expect(mail.toSeller).toHaveLength(2);
  });

  test("two posts with one stamp at the same moment store one lead", async () => {
    const stamp = listingStamp(context, listingId);
    const answers = await Promise.all([
      send(message({ formStamp: stamp }), { ip: "198.51.100.1" }),
      send(message({ formStamp: stamp }), { ip: "198.51.100.2" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400]);
    expect(await stored()).toHaveLength(1);
  });

  test("a stamp handed out on another listing's page is refused here, and stores nothing", async () => {
    const { db } = database();
    const other = await createProperty(db, seller.id, { title: "Ático en Ruzafa" });
    const answer = await send(message({ formStamp: listingStamp(context, other.id) }));
    expect(answer.status).toBe(400);
    expect(formErrorOf(answer)).toBe(LEAD_FORM_MESSAGES.expired);
    expect(await stored()).toHaveLength(0);
    // Its own listing's stamp goes through.
    expect((await send(message())).status).toBe(303);
  });

  test("a form refused for a field error keeps its stamp: corrected, it is sent", async () => {
    const stamp = listingStamp(context, listingId);
    const mistaken = await send(message({ formStamp: stamp, message: "Hola" }));
    expect(mistaken.status).toBe(400);
    expect((await send(message({ formStamp: stamp }))).status).toBe(303);
    expect(await stored()).toHaveLength(1);
  });
});
