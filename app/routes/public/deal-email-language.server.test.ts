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

/** The seller accepts in Spanish; each buyer hears of the deal in the language they read. */
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

/** An offer sent from the listing at `prefix` ('' Spanish, '/en' English) and confirmed by its link. */
async function confirmedOfferFrom(prefix: string, email: string, amount: string) {
  const fields = {
    intent: "make-offer",
    ...personFilled(context, listingId),
    email,
    phone: "",
    amount,
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
  const link = findLink(await smtp.waitFor(email), `${TEST_PUBLIC_URL}/solicitud/`);
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
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, email));
  if (!lead) throw new Error("no lead");
  return lead.id;
}

async function accept(leadId: string) {
  const accepted = await runAction(
    dashboardAction as never,
    postForm("/dashboard/compradores", { intent: "accept-offer", leadId, confirmed: "yes" }, sellerCookie),
    context,
  );
  expect(accepted).toMatchObject({ kind: "redirect" });
}

describe("the agreed deal in the buyer's language", () => {
  test("an English buyer reads the deal in English, the seller in Spanish, another German buyer's closed offer in German", async () => {
    const english = await confirmedOfferFrom("/en", "jane.buyer@example.co.uk", "€250,000");
    const other = await confirmedOfferFrom("", "klaus@example.de", "240.000");
    const account = await createUser(database().db, { email: "klaus.konto@example.de" });
    await database().db.update(users).set({ locale: "de" }).where(eq(users.id, account.id));
    await database().db.update(leads).set({ buyerUserId: account.id }).where(eq(leads.id, other));
    await accept(english);

    const deal = await smtp.waitFor("jane.buyer@example.co.uk");
    expect(deal.subject).toBe("Agreement reached: “Ático con vistas en Ruzafa”");
    expect(deal.text).toContain("The seller has accepted your offer of €250,000.");
    expect(deal.text).toContain("deposit contract (contrato de arras)");
    expect(deal.text).toMatch(/Proposed date for the deposit contract \(arras\): \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(findLink(deal, `${TEST_PUBLIC_URL}/solicitud/`)).toBeTruthy();
    expect(deal.text).not.toContain("Acuerdo cerrado");

    const toSeller = await smtp.waitFor(seller.email);
    expect(toSeller.subject).toMatch(/^Acuerdo cerrado con /);

    const closed = await smtp.waitFor("klaus@example.de");
    expect(closed.subject).toBe("Angebot geschlossen: „Ático con vistas en Ruzafa“");
    expect(closed.text).toContain("Betrag: 240.000\u00a0€");
  });

  test("a Spanish buyer reads the deal as before", async () => {
    await accept(await confirmedOfferFrom("", "ana@example.es", "250.000"));
    const deal = await smtp.waitFor("ana@example.es");
    expect(deal.subject).toBe("Acuerdo cerrado: «Ático con vistas en Ruzafa»");
    expect(deal.text).toContain("El vendedor ha aceptado tu oferta de 250.000\u00a0€.");
    expect(deal.text).toContain("¿Necesitas ayuda? Escríbenos a");
  });
});
