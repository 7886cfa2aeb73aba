import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { arrasContracts, auditLog, deals, leads, properties } from "#app/db/schema/index";
import { openClosingRoom } from "#app/domain/closing/room-access.server";
import { signedArrasOf } from "#app/domain/closing/room-data.server";
import { addFavourite } from "#app/domain/favourites/favourites.server";
import { checkFileIntegrity } from "#app/domain/listings/file-integrity.server";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { action as arrasAction } from "#app/routes/sell/steps/arras";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { withListingLeads } from "#tests/support/listing-leads";
import { offerFlow } from "#tests/support/offer-flow";
import { runAction } from "#tests/support/route-action";
import type { FallThroughReason } from "./fallen-through";

const database = withTestDatabase();
const fixture = withListingLeads(database, {
  listing: { price: 450_000, marketingActive: true, visitsManaged: true, paymentStatus: "paid" },
});
const flow = offerFlow(fixture, database);
const MARTA = "marta.compradora@example.es";
const PABLO = "pablo.comprador@example.es";

/** Marta's offer accepted (Pablo's closed by it), Bea saved the home; the outbox emptied. */
async function agreedDeal() {
  const seller = await sessionCookie(fixture.context, fixture.seller);
  const marta = await sessionCookie(fixture.context, await createUser(database().db, { email: MARTA }));
  const bea = await createUser(database().db, { name: "Bea Guardadora", email: "bea@example.es" });
  await addFavourite(database().db, bea.id, fixture.listingId);
  await flow.confirmedOffer(PABLO, { amount: "430.000" });
  const { leadId } = await flow.confirmedOffer(MARTA);
  expect(await flow.answer(leadId, "accept-offer", seller)).toMatchObject({ kind: "redirect" });
  await fixture.context.mailer.idle();
  fixture.smtp.messages.length = 0;
  const [deal] = await database().db.select().from(deals);
  if (!deal) throw new Error("no deal");
  return { seller, marta, leadId, dealId: deal.id };
}

/** The arras signed, penitential, with the financing condition when paid with a mortgage. */
async function signArras(financing: "mortgage" | "cash") {
  const terms = {
    arrasKind: "penitenciales",
    arrasAmount: 45_000,
    facts: { province: "Valencia", deal: { financing, conditions: "" } },
  };
  await database().db.insert(arrasContracts).values({
    userId: fixture.seller.id,
    propertyId: fixture.listingId,
    terms,
    pdfStoragePath: "x.pdf",
    signedAt: new Date(),
  });
  await database()
    .db.update(properties)
    .set({ arrasSigned: true })
    .where(eq(properties.id, fixture.listingId));
}

type Fields = { dealId: string; reason: FallThroughReason | string; note?: string; confirmed?: "yes" };
const bySeller = (cookie: string, fields: Fields) =>
  runAction(
    (args: never) => arrasAction({ ...(args as object), params: { propertyId: fixture.listingId } } as never),
    postForm(`/vender/${fixture.listingId}/arras`, { intent: "record-fall-through", ...fields }, cookie),
    fixture.context,
  );
const byBuyer = (cookie: string, fields: Fields) =>
  runAction(
    dashboardAction as never,
    postForm("/dashboard/solicitudes", { intent: "record-fall-through", ...fields }, cookie),
    fixture.context,
  );

async function mailsAfter() {
  await fixture.context.mailer.idle();
  return fixture.smtp.messages.map((mail) => ({
    to: mail.envelopeTo.join(","),
    subject: mail.subject,
    text: mail.text,
  }));
}

const CASES: {
  party: "seller" | "buyer";
  reason: FallThroughReason;
  arras: "mortgage" | "cash" | null;
  fate: string;
}[] = [
  {
    party: "buyer",
    reason: "financiacion-denegada",
    arras: "mortgage",
    fate: "devuelve la señal de 45.000 € íntegra al comprador (cláusula quinta del contrato)",
  },
  {
    party: "buyer",
    reason: "comprador-desiste",
    arras: "cash",
    fate: "el vendedor conserva la señal de 45.000 €",
  },
  {
    party: "seller",
    reason: "vendedor-desiste",
    arras: "mortgage",
    fate: "devuelve la señal de 45.000 € duplicada",
  },
  {
    party: "seller",
    reason: "mutuo-acuerdo",
    arras: "cash",
    fate: "la señal de 45.000 € queda como lo acordéis",
  },
  { party: "seller", reason: "comprador-desiste", arras: null, fate: "no hay señal que devolver" },
  { party: "buyer", reason: "vendedor-desiste", arras: null, fate: "no hay señal que devolver" },
  { party: "buyer", reason: "mutuo-acuerdo", arras: null, fate: "no hay señal que devolver" },
];

describe("a deal falls through, before or after the arras", () => {
  test.each(CASES)(
    "$party records '$reason' (arras: $arras): asked first, then on sale with the fate stated",
    async (c) => {
      const { seller, marta, leadId, dealId } = await agreedDeal();
      if (c.arras) await signArras(c.arras);
      const post = c.party === "seller" ? bySeller : byBuyer;
      const cookie = c.party === "seller" ? seller : marta;
      const fields = { dealId, reason: c.reason, note: "Lo sentimos mucho." };

      const asked = await post(cookie, fields);
      expect(asked).toMatchObject({
        kind: "data",
        status: 200,
        data: { fallThrough: { dealId, reason: c.reason } },
      });
      expect(JSON.stringify(asked)).toContain(c.fate.replace(/ €/g, "\u00a0€"));
      expect((await database().db.select().from(deals))[0]?.releasedAt).toBeNull();

      const done = await post(cookie, { ...fields, confirmed: "yes" });
      expect(done).toMatchObject({ kind: "redirect", toast: { title: "Venta terminada" } });
      const [deal] = await database().db.select().from(deals);
      expect(deal).toMatchObject({
        fallThroughReason: c.reason,
        releasedBy: c.party,
        releaseReason: "Lo sentimos mucho.",
      });
      expect(deal?.releasedAt).toBeInstanceOf(Date);
      expect(deal?.senalFate?.replace(/\u00a0/g, " ")).toContain(c.fate);
      expect(await flow.stateOf(leadId)).toBe("released");
      expect((await getPublishedProperty(database().db, fixture.listingId, null))?.isReserved).toBe(false);
      const [listing] = await database()
        .db.select()
        .from(properties)
        .where(eq(properties.id, fixture.listingId));
      expect(listing).toMatchObject({ arrasSigned: false, notaryDone: false, visitsManaged: false });
      expect(await database().db.select().from(arrasContracts)).toHaveLength(0);
      if (c.arras)
        expect(deal?.signedArras).toMatchObject({ pdfStoragePath: "x.pdf", terms: { arrasAmount: 45_000 } });
      else expect(deal?.signedArras).toBeNull();
      expect(await database().db.select().from(auditLog)).toEqual([
        expect.objectContaining({ action: "deal.fell_through", targetId: fixture.listingId }),
      ]);

      const mails = await mailsAfter();
      const other = c.party === "seller" ? MARTA : fixture.seller.email;
      expect(mails.map((mail) => mail.to).sort()).toEqual([other, "bea@example.es", PABLO].sort());
      const toOther = mails.find((mail) => mail.to === other);
      expect(toOther?.subject).toBe("La venta no sigue adelante: «Ático con vistas en Ruzafa»");
      expect(toOther?.text.replace(/\u00a0/g, " ")).toContain(c.fate);
      expect(mails.find((mail) => mail.to === PABLO)?.subject).toBe(
        "Vuelve a estar en venta: «Ático con vistas en Ruzafa»",
      );

      // Once: the deal no longer holds, so a second confirmation finds nothing and sends nothing.
      fixture.smtp.messages.length = 0;
      expect(await post(cookie, { ...fields, confirmed: "yes" })).toMatchObject({
        kind: "data",
        status: 404,
      });
      expect(await mailsAfter()).toEqual([]);
    },
  );

  test("the signed contract stays with the ended deal: its room reads it, the sweep keeps its PDF, and the home takes a new buyer's deal", async () => {
    const { seller, dealId } = await agreedDeal();
    await signArras("mortgage");
    const fields = { dealId, reason: "mutuo-acuerdo", confirmed: "yes" } as const;
    expect(await bySeller(seller, fields)).toMatchObject({ kind: "redirect" });

    const staffless = { id: fixture.seller.id, role: "user" };
    const room = await openClosingRoom(database().db, { dealId, user: staffless });
    expect(room.readOnly).toBe(true);
    expect(await signedArrasOf(database().db, room)).toMatchObject({ sellerResidence: "residente" });
    // Referenced, so never swept as an orphan (here no file was stored: it reads as missing instead).
    const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "kept-arras-")));
    expect((await checkFileIntegrity({ db: database().db, storage })).missing).toEqual([
      expect.objectContaining({ kind: "arras-contract", key: "x.pdf", propertyId: fixture.listingId }),
    ]);

    // On sale again: a new buyer's offer makes the listing's next deal, whose room starts unsigned.
    const next = await flow.confirmedOffer("nuria.compradora@example.es");
    expect(await flow.answer(next.leadId, "accept-offer", seller)).toMatchObject({ kind: "redirect" });
    const newDeal = (await database().db.select().from(deals)).find((row) => row.id !== dealId);
    expect(newDeal).toMatchObject({ leadId: next.leadId, signedArras: null, releasedAt: null });
    const newRoom = await openClosingRoom(database().db, { dealId: newDeal?.id ?? "", user: staffless });
    expect(await signedArrasOf(database().db, newRoom)).toBeNull();
  });

  test("financing refused is offered only under the contract's condition", async () => {
    const { marta, dealId } = await agreedDeal();
    await signArras("cash");
    const refused = await byBuyer(marta, { dealId, reason: "financiacion-denegada", confirmed: "yes" });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect((await database().db.select().from(deals))[0]?.releasedAt).toBeNull();
  });

  test("only the deal's two parties record it: another buyer, a stranger and the other role get a 404", async () => {
    const { seller, marta, dealId } = await agreedDeal();
    await signArras("mortgage");
    const pablo = await sessionCookie(fixture.context, await createUser(database().db, { email: PABLO }));
    const stranger = await sessionCookie(
      fixture.context,
      await createUser(database().db, { email: "x@example.es" }),
    );
    const fields = { dealId, reason: "mutuo-acuerdo", confirmed: "yes" } as const;
    for (const attempt of [
      byBuyer(pablo, fields),
      byBuyer(stranger, fields),
      bySeller(stranger, fields),
      bySeller(marta, fields),
      byBuyer(seller, fields),
    ])
      expect(await attempt).toMatchObject({ kind: "data", status: 404 });
    const [deal] = await database().db.select().from(deals);
    expect(deal?.releasedAt).toBeNull();
    expect((await database().db.select().from(leads).where(eq(leads.buyerEmail, MARTA)))[0]?.state).toBe(
      "accepted",
    );
    expect(await mailsAfter()).toEqual([]);
  });
});
