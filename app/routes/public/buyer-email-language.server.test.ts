import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, users } from "#app/db/schema/index";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { findLink } from "#tests/support/mail-reader";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerAction } from "./buyer-request";
import { action } from "./property";

/** The seller answers in Spanish; the buyer reads the answer in the language they wrote in. */
const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let sellerCookie: string;
let listingId: string;
beforeEach(async () => {
  ({ smtp, context, seller, listingId } = fixture);
  sellerCookie = await sessionCookie(context, seller);
});

const BUYER = "jane.buyer@example.co.uk";

/** An offer sent from the listing at `prefix` ('' Spanish, '/en' English) and confirmed by its link. */
async function confirmedOfferFrom(prefix: string) {
  const fields = {
    intent: "make-offer",
    ...personFilled(context, listingId),
    email: BUYER,
    phone: "",
    // Written as the page's reader writes it: a British buyer groups thousands with commas.
    amount: prefix === "/en" ? "€250,000" : "250.000",
    financing: "mortgage",
    arrasDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    conditions: "",
  };
  const sent = await runAction(
    (args: never) => action({ ...(args as object), params: { id: listingId } } as never),
    postForm(`${prefix}/propiedad/${listingId}`, fields),
    context,
  );
  expect(sent.kind).toBe("redirect");
  const link = findLink(await smtp.waitFor(BUYER), `${TEST_PUBLIC_URL}/solicitud/`);
  const token = link?.split("/solicitud/")[1] ?? "";
  const confirm = await runAction(
    (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
    postForm(`/solicitud/${token}`, { intent: "confirm-offer" }),
    context,
  );
  expect(confirm.kind).toBe("data");
  await smtp.waitFor(seller.email);
  await context.mailer.idle();
  smtp.messages.length = 0;
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, BUYER));
  if (!lead) throw new Error("no lead");
  return lead.id;
}

async function counter(leadId: string) {
  const countered = await runAction(
    dashboardAction as never,
    postForm(
      "/dashboard",
      { intent: "counter-offer", leadId, counterAmount: "260.000", counterMessage: "Incluyo el garaje." },
      sellerCookie,
    ),
    context,
  );
  expect(countered).toMatchObject({ kind: "redirect", toast: { title: "Contraoferta enviada" } });
  return smtp.waitFor(BUYER);
}

describe("the seller's counteroffer in the buyer's language", () => {
  test("a buyer who wrote from the English listing reads it in English, prices and dates the British way", async () => {
    const mail = await counter(await confirmedOfferFrom("/en"));
    expect(mail.subject).toBe(
      "The seller has come back with a counter-offer on “Ático con vistas en Ruzafa”",
    );
    expect(mail.text).toContain("The seller would accept €260,000 for");
    expect(mail.text).toContain("Their message: Incluyo el garaje.");
    expect(mail.text).toContain("Amount: €250,000");
    expect(mail.text).toMatch(/Proposed date for the deposit contract \(arras\): \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(mail.text).not.toContain("Contraoferta");
  });

  test("a buyer who wrote from the Spanish listing reads it as before", async () => {
    const mail = await counter(await confirmedOfferFrom(""));
    expect(mail.subject).toBe("Contraoferta por «Ático con vistas en Ruzafa»");
    expect(mail.text).toContain("El vendedor te propone 260.000\u00a0€ por «Ático con vistas en Ruzafa».");
    expect(mail.text).toContain("Su mensaje: Incluyo el garaje.");
    expect(mail.text).toContain("Importe: 250.000\u00a0€");
  });

  test("a buyer's account language wins over the page the offer came from", async () => {
    const leadId = await confirmedOfferFrom("/en");
    const account = await createUser(database().db, { email: "konto@example.de" });
    await database().db.update(users).set({ locale: "de" }).where(eq(users.id, account.id));
    await database().db.update(leads).set({ buyerUserId: account.id }).where(eq(leads.id, leadId));
    const mail = await counter(leadId);
    expect(mail.subject).toBe("Gegenangebot für „Ático con vistas en Ruzafa“");
    expect(mail.text).toContain("Betrag: 250.000\u00a0€");
  });
});
