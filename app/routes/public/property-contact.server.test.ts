import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/index";
import { CONTACT_MESSAGES } from "#app/domain/leads/intake/contact.schema";
import { LEAD_FORM_MESSAGES } from "#app/domain/leads/intake/contact-messages";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { listingStamp, personFilled, withListingLeads } from "#tests/support/listing-leads";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action, loader } from "./property";

const database = withTestDatabase();
const fixture = withListingLeads(database);
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, seller, listingId } = fixture);
});

/** A form filled by a person who took ten seconds over it. */
function filled(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "contact",
    ...personFilled(context, listingId),
    phone: "+34 611 222 333",
    message: "Hola, ¿se puede visitar el sábado por la mañana?\nGracias.",
    ...overrides,
  };
}

type Outcome = { status: number; location?: string | null; body?: unknown };

async function send(
  fields: Record<string, string>,
  { id = listingId, cookie, ip }: { id?: string; cookie?: string; ip?: string } = {},
): Promise<Outcome> {
  const ctx = ip ? ({ ...context, clientIp: ip } as AppLoadContext) : context;
  try {
    const result = await action({
      request: postForm(`/propiedad/${id}`, fields, cookie),
      context: ctx,
      params: { id },
    } as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location") };
    const { data, init } = result as unknown as { data: unknown; init?: ResponseInit };
    return { status: init?.status ?? 200, body: data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const { init } = thrown as { init?: ResponseInit };
    return { status: init?.status ?? 500 };
  }
}

const storedLeads = () => database().db.select().from(leads);
const formErrors = (outcome: Outcome) =>
  (outcome.body as { result?: { error?: Record<string, string[]> } })?.result?.error ?? {};

describe("'Contactar con el vendedor' on a published listing", () => {
  test("a valid message is stored as an unread enquiry and mailed to the seller (Reply-To the buyer); the typed address gets a receipt", async () => {
    const outcome = await send(filled());
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(`/propiedad/${listingId}?contacto=enviado#contactar`);

    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      propertyId: listingId,
      kind: "enquiry",
      state: "received",
      buyerName: "Marta Compradora",
      buyerEmail: "marta.compradora@example.es",
      buyerPhone: "+34 611 222 333",
      message: "Hola, ¿se puede visitar el sábado por la mañana?\nGracias.",
      buyerUserId: null,
      readAt: null,
      discardedAt: null,
    });

    const toSeller = await smtp.waitFor(seller.email);
    expect(toSeller.subject).toBe("Nuevo mensaje sobre «Ático con vistas en Ruzafa»");
    expect(toSeller.headers.get("reply-to")).toContain("marta.compradora@example.es");
    expect(toSeller.text).toContain("¿se puede visitar el sábado por la mañana?");
    expect(toSeller.text).toContain("+34 611 222 333");
    // Its link opens the buyer's card in 'Compradores' on this message.
    expect(toSeller.text).toContain(`/dashboard/compradores?propiedad=${listingId}&contacto=${lead?.id}`);

    const receipt = await smtp.waitFor("marta.compradora@example.es");
    expect(receipt.subject).toBe("Mensaje enviado sobre «Ático con vistas en Ruzafa»");
    expect(receipt.text).toContain(
      "Hemos recibido un mensaje enviado desde esta dirección sobre «Ático con vistas en Ruzafa»",
    );
    expect(receipt.text).toContain(`/propiedad/${listingId}`);
    expect(receipt.text).toContain("Si no fuiste tú, ignora este correo");
    // Nothing the buyer gets names the seller's address: not the body, not a header.
    expect(receipt.raw).not.toContain(seller.email);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(2);
  });

  test("the page after sending says 'Mensaje enviado' and never carries the seller's address", async () => {
    const page = (await loader({
      request: new Request(`http://localhost:3000/propiedad/${listingId}?contacto=enviado`),
      context,
      params: { id: listingId },
    } as never)) as { contactSent: boolean; formStamp: string };
    expect(page.contactSent).toBe(true);
    expect(page.formStamp).toMatch(/^\d{13}\./);
    expect(JSON.stringify(page)).not.toContain(seller.email);
  });

  test("a signed-in buyer's message is linked to their account", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    expect((await send(filled({ email: buyer.email }), { cookie })).status).toBe(303);
    const [lead] = await storedLeads();
    expect(lead?.buyerUserId).toBe(buyer.id);
  });

  test("missing or wrong fields come back in Spanish with everything typed kept, and nothing is sent", async () => {
    const outcome = await send(
      filled({ name: "", email: "no-es-un-correo", message: "Hola", acceptPrivacy: "", phone: "abc" }),
    );
    expect(outcome.status).toBe(400);
    expect(formErrors(outcome)).toMatchObject({
      name: [CONTACT_MESSAGES.nameRequired],
      email: ["Introduce un correo electrónico válido."],
      phone: [CONTACT_MESSAGES.phoneInvalid],
      message: [CONTACT_MESSAGES.messageShort],
      acceptPrivacy: [CONTACT_MESSAGES.privacyRequired],
    });
    const initial = (outcome.body as { result: { initialValue: Record<string, string> } }).result
      .initialValue;
    expect(initial).toMatchObject({ email: "no-es-un-correo", message: "Hola", phone: "abc" });
    expect(await storedLeads()).toHaveLength(0);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(0);
  });

  test("the hidden field filled in (a bot) looks like success, but nothing is stored or sent", async () => {
    const outcome = await send(filled({ website: "https://spam.example" }));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toContain("contacto=enviado");
    expect(await storedLeads()).toHaveLength(0);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(0);
  });

  test("a form sent faster than a person types, or with a forged or missing stamp, is asked to be sent again", async () => {
    const tooFast = await send(filled({ formStamp: listingStamp(context, listingId, 500) }));
    expect(tooFast.status).toBe(400);
    expect(formErrors(tooFast)[""]).toEqual([LEAD_FORM_MESSAGES.tooFast]);

    const [, mac] = listingStamp(context, listingId, 0).split(".");
    const forged = await send(filled({ formStamp: `${Date.now() - 60_000}.${mac}` }));
    expect(formErrors(forged)[""]).toEqual([LEAD_FORM_MESSAGES.expired]);
    const missing = await send(filled({ formStamp: "" }));
    expect(formErrors(missing)[""]).toEqual([LEAD_FORM_MESSAGES.expired]);
    const stale = await send(filled({ formStamp: listingStamp(context, listingId, 25 * 3600_000) }));
    expect(formErrors(stale)[""]).toEqual([LEAD_FORM_MESSAGES.expired]);
    expect(await storedLeads()).toHaveLength(0);
  });

  test("a draft, withdrawn or sold listing answers 404 and a reserved one 409; nothing is stored or sent", async () => {
    for (const status of ["draft", "unpublished", "sold"] as const) {
      const listing = await createProperty(database().db, seller.id, { status });
      expect(
        (await send(filled({ formStamp: listingStamp(context, listing.id) }), { id: listing.id })).status,
      ).toBe(404);
    }
    expect(
      (await send(filled({ formStamp: listingStamp(context, "no-es-un-uuid") }), { id: "no-es-un-uuid" }))
        .status,
    ).toBe(404);
    const reserved = await createProperty(database().db, seller.id, { arrasSigned: true });
    const outcome = await send(filled({ formStamp: listingStamp(context, reserved.id) }), {
      id: reserved.id,
    });
    expect(outcome.status).toBe(409);
    expect(await storedLeads()).toHaveLength(0);
    await context.mailer.idle();
    expect(smtp.messages).toHaveLength(0);
  });

  test("a post from another site is refused before it is read", async () => {
    const request = new Request(`http://localhost:3000/propiedad/${listingId}`, {
      method: "POST",
      body: new URLSearchParams(filled()),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    await expect(action({ request, context, params: { id: listingId } } as never)).rejects.toMatchObject({
      init: { status: 403 },
    });
    const rows = await database().db.select().from(leads).where(eq(leads.propertyId, listingId));
    expect(rows).toHaveLength(0);
  });
});
