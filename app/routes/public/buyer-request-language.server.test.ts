import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, users } from "#app/db/schema/index";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerAction, loader as buyerLoader } from "./buyer-request";
import { action as propertyAction } from "./property";

/** The buyer's page behind their e-mailed link reads in the language their e-mails are written in. */
const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, listingId } = fixture);
});

const BUYER = "jane.buyer@example.co.uk";

/** An offer sent from the listing at `prefix` ('' Spanish, '/en' English): its link's token. */
async function offerFrom(prefix: string) {
  const sent = await runAction(
    (args: never) => propertyAction({ ...(args as object), params: { id: listingId } } as never),
    postForm(`${prefix}/propiedad/${listingId}`, {
      intent: "make-offer",
      ...personFilled(context, listingId),
      email: BUYER,
      phone: "",
      amount: prefix === "/en" ? "€250,000" : "250.000",
      financing: "mortgage",
      arrasDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      conditions: "",
    }),
    context,
  );
  expect(sent.kind).toBe("redirect");
  await smtp.waitFor(BUYER);
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, BUYER));
  if (!lead) throw new Error("no lead");
  return { leadId: lead.id, token: buyerLinkToken(context.env.AUTH_SECRET, lead.id) };
}

type OfferPage = {
  kind: "offer";
  locale: string;
  page: { title: string };
  words: {
    title: string;
    confirm: string;
    stateText: string;
    terms: { financingKind: { mortgage: string } };
  };
};

const page = async (token: string) =>
  (await buyerLoader({
    request: new Request(`http://localhost:3000/solicitud/${token}`),
    context,
    params: { token },
  } as never)) as OfferPage;

const confirm = (token: string) =>
  runAction(
    (args: never) => buyerAction({ ...(args as object), params: { token } } as never),
    postForm(`/solicitud/${token}`, { intent: "confirm-offer" }),
    context,
  );

describe("the buyer's link page in the lead's language", () => {
  test("an offer made from the English listing: the page, its button and its answer in English", async () => {
    const { token } = await offerFrom("/en");
    const shown = await page(token);
    expect(shown.locale).toBe("en");
    expect(shown.page.title).toBe("Your request");
    expect(shown.words).toMatchObject({
      title: "Your offer",
      confirm: "Confirm offer",
      stateText: "One step left: confirm your offer so that it reaches the seller.",
      terms: { financingKind: { mortgage: "Mortgage" } },
    });
    const confirmed = await confirm(token);
    expect(confirmed).toMatchObject({
      kind: "data",
      data: {
        ok: true,
        message: "Offer confirmed and sent to the seller. We'll e-mail you when they reply.",
      },
    });
  });

  test("an offer made from the Spanish listing reads as before", async () => {
    const { token } = await offerFrom("");
    const shown = await page(token);
    expect(shown.locale).toBe("es");
    expect(shown.page.title).toBe("Tu solicitud");
    expect(shown.words).toMatchObject({
      title: "Tu oferta",
      confirm: "Confirmar oferta",
      stateText: "Falta un paso: confirma tu oferta para que llegue al vendedor.",
      terms: { financingKind: { mortgage: "Hipoteca" } },
    });
    expect(await confirm(token)).toMatchObject({
      data: {
        ok: true,
        message:
          "Oferta confirmada: se la hemos enviado al vendedor. Te avisaremos por correo de su respuesta.",
      },
    });
  });

  test("a buyer with an account reads it in the account's language, whatever page they wrote from", async () => {
    const { leadId, token } = await offerFrom("");
    const buyer = await createUser(database().db, { email: "konto@example.de" });
    await database().db.update(users).set({ locale: "de" }).where(eq(users.id, buyer.id));
    await database().db.update(leads).set({ buyerUserId: buyer.id }).where(eq(leads.id, leadId));
    const shown = await page(token);
    expect(shown.locale).toBe("de");
    expect(shown.words.confirm).toBe("Angebot bestätigen");
  });
});
