import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, users } from "#app/db/schema/index";
import { addDays, madridDay } from "#app/lib/calendar";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import type { ParsedMail } from "#tests/support/mail-reader";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as propertyAction } from "./property";

/**
 * The buyer forms mail the address typed into them. Unless that address is proven the
 * sender's (a signed-in account with that verified e-mail), what reaches it holds nothing they wrote.
 */
const database = withTestDatabase();
const fixture = withListingLeads(database);
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, seller, listingId } = fixture);
});

const VICTIM = "victima@example.es";
/** What a stranger types: a name, a phone and a text that must never reach VICTIM. */
const TYPED = {
  name: "Gana dinero en http://estafa.example",
  phone: "+34 806 000 000",
  message: "Visita http://estafa.example/premio y reclama 5.000 €.",
};
const TITLE = "Ático con vistas en Ruzafa";
const inDays = (days: number, time = "10:30") => `${addDays(madridDay(Date.now()), days)}T${time}`;

const post = (fields: Record<string, string>, cookie?: string) =>
  runAction(
    (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
    postForm(`/propiedad/${listingId}`, fields, cookie),
    context,
  );

const contact = (overrides: Record<string, string>, cookie?: string) =>
  post(
    { intent: "contact", ...personFilled(context, listingId), ...TYPED, email: VICTIM, ...overrides },
    cookie,
  );

/** Every part of a delivered e-mail: subject, plain text, HTML, and the raw message with its headers. */
function expectNothingTyped(mail: ParsedMail & { raw: string }, typed: string[]) {
  for (const part of [mail.subject, mail.text, mail.html, mail.raw])
    for (const text of [...typed, "estafa.example", "806 000 000"]) expect(part).not.toContain(text);
}

async function mailsTo(address: string) {
  await context.mailer.idle();
  return smtp.messages.filter((message) => message.envelopeTo.includes(address));
}

describe("'Contactar con el vendedor'", () => {
  test("a signed-out sender: the typed address gets a receipt without their name, message or phone", async () => {
    expect((await contact({})).kind).toBe("redirect");
    const receipt = await smtp.waitFor(VICTIM);
    expectNothingTyped(receipt, Object.values(TYPED));
    expect(receipt.subject).toBe(`Mensaje enviado sobre «${TITLE}»`);
    expect(receipt.text).toContain(`Hemos recibido un mensaje enviado desde esta dirección sobre «${TITLE}»`);
    expect(receipt.text).toContain(`/propiedad/${listingId}`);
    expect(receipt.text).toContain("Si no fuiste tú, ignora este correo");
    // The seller still gets all of it, and answers the typed address.
    const toSeller = await smtp.waitFor(seller.email);
    expect(toSeller.text).toContain(TYPED.message);
    expect(toSeller.headers.get("reply-to")).toContain(VICTIM);
  });

  test("signed in with a verified address: the copy carries their message; another address typed is replaced by the account's", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    const message = "Hola, ¿admite mascotas la comunidad?";
    expect((await contact({ name: "Pablo", email: buyer.email, phone: "", message }, cookie)).kind).toBe(
      "redirect",
    );
    const copy = await smtp.waitFor(buyer.email);
    expect(copy.subject).toBe(`Tu mensaje sobre «${TITLE}»`);
    expect(copy.text).toContain("Hola, Pablo:");
    expect(copy.text).toContain(`> ${message}`);

    // The server sends from the account's verified address, whatever the form says.
    expect((await contact({ message: "Segundo mensaje, sin enlaces." }, cookie)).kind).toBe("redirect");
    await context.mailer.idle();
    expect(await mailsTo(VICTIM)).toEqual([]);
    const stored = await database()
      .db.select({ email: leads.buyerEmail })
      .from(leads)
      .where(eq(leads.buyerUserId, buyer.id));
    expect(stored.map((lead) => lead.email)).toEqual([buyer.email, buyer.email]);
  });

  test("an account whose e-mail is not verified proves nothing: the receipt only", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    expect((await contact({ email: buyer.email }, cookie)).kind).toBe("redirect");
    const toBuyer = await smtp.waitFor(buyer.email);
    expect(toBuyer.subject).toBe(`Mensaje enviado sobre «${TITLE}»`);
    expectNothingTyped(toBuyer, Object.values(TYPED));
  });
});

describe("'Solicitar visita'", () => {
  const requestViewing = (overrides: Record<string, string> = {}, cookie?: string) =>
    post(
      {
        intent: "request-viewing",
        ...personFilled(context, listingId),
        ...TYPED,
        email: VICTIM,
        slot1: inDays(5),
        slot2: inDays(6, "18:00"),
        ...overrides,
      },
      cookie,
    );

  test("a signed-out sender: the copy has the times and the link, not their name or phone; nor has the seller's answer", async () => {
    expect((await requestViewing()).kind).toBe("redirect");
    const copy = await smtp.waitFor(VICTIM);
    expectNothingTyped(copy, [TYPED.name, TYPED.phone]);
    expect(copy.text.startsWith("Hola:\n")).toBe(true);
    expect(copy.text).toContain("Hemos recibido una solicitud de visita enviada desde esta dirección");
    expect(copy.text).toContain("10:30");
    expect(copy.text).toContain("/solicitud/");
    expect(copy.text).toContain("Si no fuiste tú");
    await context.mailer.idle();
    smtp.messages.length = 0;

    const [lead] = await database().db.select({ id: leads.id }).from(leads);
    const sellerCookie = await sessionCookie(context, seller);
    const proposed = await runAction(
      dashboardAction as never,
      postForm(
        "/dashboard",
        { intent: "propose-viewing-time", leadId: lead?.id ?? "", slot: inDays(8, "17:00") },
        sellerCookie,
      ),
      context,
    );
    expect(proposed).toMatchObject({ kind: "redirect", toast: { title: "Nueva hora propuesta" } });
    const [proposal] = await mailsTo(VICTIM);
    expect(proposal?.subject).toContain("propone otra hora");
    expectNothingTyped(proposal as ParsedMail & { raw: string }, [TYPED.name, TYPED.phone]);
  });

  test("signed in with that verified address: the copy greets them by name", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    expect((await requestViewing({ name: "Pablo", email: buyer.email, phone: "" }, cookie)).kind).toBe(
      "redirect",
    );
    const copy = await smtp.waitFor(buyer.email);
    expect(copy.subject).toBe(`Tu solicitud de visita para «${TITLE}»`);
    expect(copy.text).toContain("Hola, Pablo:");
  });
});

describe("'Hacer una oferta'", () => {
  const makeOffer = (overrides: Record<string, string> = {}, cookie?: string) =>
    post(
      {
        intent: "make-offer",
        ...personFilled(context, listingId),
        name: TYPED.name,
        phone: "",
        email: VICTIM,
        amount: "250.000",
        financing: "cash",
        arrasDate: addDays(madridDay(Date.now()), 30),
        conditions: TYPED.message,
        ...overrides,
      },
      cookie,
    );

  test("the confirmation to an unproven address shows our terms, not the buyer's name or conditions", async () => {
    expect((await makeOffer()).kind).toBe("redirect");
    const confirmation = await smtp.waitFor(VICTIM);
    expectNothingTyped(confirmation, [TYPED.name, TYPED.message]);
    expect(confirmation.text).toMatch(/Importe: 250\.000\s€/);
    expect(confirmation.text).toContain("Confirmar mi oferta");
  });

  test("signed in with a verified address: no confirmation link, the seller gets the offer with their conditions", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    const conditions = "Sujeta a la concesión de la hipoteca.";
    // The address is the account's (VICTIM typed is ignored), proven already.
    const sent = await makeOffer({ name: "Pablo", conditions }, cookie);
    expect(sent).toMatchObject({ kind: "redirect" });
    expect(JSON.stringify(sent)).toContain("oferta=enviada");
    const toSeller = await smtp.waitFor(seller.email);
    expect(toSeller.subject).toBe(`Nueva oferta por «${TITLE}»`);
    expect(toSeller.text).toContain(`Condiciones: ${conditions}`);
    expect(toSeller.headers.get("reply-to")).toContain(buyer.email);
    expect(await mailsTo(VICTIM)).toEqual([]);
    expect(await mailsTo(buyer.email)).toEqual([]);
    const [offer] = await database()
      .db.select({ state: leads.state, email: leads.buyerEmail })
      .from(leads)
      .where(eq(leads.buyerUserId, buyer.id));
    expect(offer).toEqual({ state: "submitted", email: buyer.email });
  });

  test("signed in with an unverified address: the offer still waits for the confirmation link", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Comprador" });
    const cookie = await sessionCookie(context, buyer);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    expect((await makeOffer({ name: "Pablo", email: buyer.email }, cookie)).kind).toBe("redirect");
    const confirmation = await smtp.waitFor(buyer.email);
    expect(confirmation.text).toContain("Confirmar mi oferta");
  });
});
