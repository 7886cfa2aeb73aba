import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { closingEvents, deals, leadOffers, saleBuyers, successFees, users } from "#app/db/schema/index";
import { isDomainError } from "#app/domain/errors";
import { declareBuyer } from "#app/domain/sale/buyer.server";
import { parseMadridLocal } from "#app/lib/calendar";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";
import { type ClosingIntent, parseClosingForm } from "./action-forms";
import { recordClosingChange } from "./actions.server";
import { closingStateOf } from "./events";
import { openClosingRoom } from "./room-access.server";
import { eventsOfDeal } from "./room-data.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const BRAND = { name: "Zaguán", publicUrl: "http://localhost:3000", supportEmail: "soporte@zaguan.es" };
const NOW = new Date("2026-11-20T10:00:00Z");

/** A seller's home at step 6, an accepted offer from a buyer with an account, and their deal. */
async function dealWorld(financing: "cash" | "mortgage" = "cash") {
  const db = database().db;
  const seller = await createUser(db, { name: "Lucía Martín Ortega", email: "lucia@example.es" });
  const buyer = await createUser(db, { name: "Marta Compradora Ruiz", email: "marta@example.es" });
  const otherBuyer = await createUser(db, { name: "Otro Comprador", email: "otro@example.es" });
  const stranger = await createUser(db, { name: "Pedro Extraño", email: "pedro@example.es" });
  const admin = await createUser(db, { role: "admin", name: "Ada Staff", email: "ada@example.es" });
  const property = await createProperty(db, seller.id, {
    title: "Piso con balcón en Russafa",
    marketingActive: true,
    visitsManaged: true,
    arrasSigned: true,
    notaryDone: true,
    paymentStatus: "paid",
  });
  const lead = await createLead(db, property.id, "offer", {
    state: "accepted",
    buyerName: buyer.name,
    buyerEmail: buyer.email,
  });
  await db
    .insert(leadOffers)
    .values({ leadId: lead.id, amount: 250_000, financing, arrasDate: "2026-12-15" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      leadId: lead.id,
      buyerName: buyer.name,
      buyerEmail: "Marta@Example.es",
      price: 250_000,
      deposit: 25_000,
      financing,
      arrasDate: "2026-12-15",
      acceptedBy: "seller",
    })
    .returning();
  if (!deal) throw new Error("no deal");
  return { db, seller, buyer, otherBuyer, stranger, admin, property, deal };
}

const as = (user: { id: string; role: string }) => ({
  id: user.id,
  role: user.role,
  secondFactor: "passed" as const,
});

async function act(
  world: Awaited<ReturnType<typeof dealWorld>>,
  who: { id: string; role: string },
  intent: ClosingIntent,
  fields: Record<string, string>,
) {
  const { mailer, sent } = recordingMailer();
  const room = await openClosingRoom(world.db, { dealId: world.deal.id, user: as(who) });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const parsed = parseClosingForm(intent, form, NOW, "2026-11-20");
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  await recordClosingChange(
    { db: world.db, mailer, brand: BRAND },
    {
      room,
      userId: who.id,
      intent,
      payload: parsed.payload,
    },
  );
  return sent;
}

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
};

describe("who opens the closing room", () => {
  test("the seller, the buyer by verified e-mail and staff; a stranger, another buyer and an unknown id get a 404", async () => {
    const w = await dealWorld();
    const open = (user: { id: string; role: string }, dealId = w.deal.id) =>
      openClosingRoom(w.db, { dealId, user: as(user) });
    expect((await open(w.seller)).party).toBe("seller");
    expect((await open(w.buyer)).party).toBe("buyer");
    expect((await open(w.admin)).party).toBe("staff");
    expect(await status(open(w.stranger))).toBe("not_found");
    expect(await status(open(w.otherBuyer))).toBe("not_found");
    expect(await status(open(w.seller, "3f0c2b1e-0000-4000-8000-000000000000"))).toBe("not_found");
    expect(await status(open(w.seller, "no-es-un-id"))).toBe("not_found");
  });

  test("an unverified account with the buyer's e-mail is no buyer; staff without a second factor are no staff", async () => {
    const w = await dealWorld();
    await w.db.update(users).set({ emailVerified: false }).where(eq(users.id, w.buyer.id));
    expect(await status(openClosingRoom(w.db, { dealId: w.deal.id, user: as(w.buyer) }))).toBe("not_found");
    const unsecured = { id: w.admin.id, role: "admin", secondFactor: "setup-required" as const };
    expect(await status(openClosingRoom(w.db, { dealId: w.deal.id, user: unsecured }))).toBe("not_found");
  });

  test("a released deal stays readable, and nothing in it changes", async () => {
    const w = await dealWorld();
    await w.db
      .update(deals)
      .set({ releasedAt: NOW, releaseReason: "El comprador no obtuvo la hipoteca" })
      .where(eq(deals.id, w.deal.id));
    const room = await openClosingRoom(w.db, { dealId: w.deal.id, user: as(w.seller) });
    expect(room.readOnly).toBe(true);
    expect(await status(act(w, w.seller, "mark-deposit", { on: "2026-11-19" }))).toBe("conflict");
  });
});

describe("what each party records", () => {
  test("the seller marks the señal received; the buyer is told; the buyer cannot mark it", async () => {
    const w = await dealWorld();
    const sent = await act(w, w.seller, "mark-deposit", { on: "2026-11-19" });
    expect(sent.map((m) => m.to)).toEqual(["Marta@Example.es"]);
    expect(sent[0]?.text).toContain("El vendedor confirmó que recibió la señal");
    expect(await status(act(w, w.buyer, "mark-deposit", { on: "2026-11-19" }))).toBe("forbidden");
    expect(closingStateOf(await eventsOfDeal(w.db, w.deal.id)).depositReceivedOn).toBe("2026-11-19");
  });

  test("the buyer records the FEIN; an appointment within its 10 natural days is refused", async () => {
    const w = await dealWorld("mortgage");
    await act(w, w.buyer, "record-mortgage", { valuationOn: "2026-11-10", feinOn: "2026-11-18" });
    const early = { name: "Notaría Centro", address: "Calle Colón 1, Valencia", at: "2026-11-27T10:00" };
    expect(await status(act(w, w.buyer, "choose-notary", early))).toBe("conflict");
    const sent = await act(w, w.buyer, "choose-notary", { ...early, at: "2026-11-28T10:00" });
    expect(sent.map((m) => m.to)).toEqual([w.seller.email]);
    const state = closingStateOf(await eventsOfDeal(w.db, w.deal.id));
    expect(state.notary).toEqual({
      name: "Notaría Centro",
      address: "Calle Colón 1, Valencia",
      at: parseMadridLocal("2026-11-28T10:00")?.toISOString(),
    });
  });

  test("the seller cannot choose the notary; either party changes the appointment once chosen", async () => {
    const w = await dealWorld();
    const notary = { name: "Notaría Centro", address: "Calle Colón 1", at: "2026-12-10T10:00" };
    expect(await status(act(w, w.seller, "choose-notary", notary))).toBe("forbidden");
    expect(await status(act(w, w.seller, "change-appointment", { at: "2026-12-11T10:00" }))).toBe("conflict");
    await act(w, w.buyer, "choose-notary", notary);
    const sent = await act(w, w.seller, "change-appointment", { at: "2026-12-11T12:00" });
    expect(sent.map((m) => m.to)).toEqual(["Marta@Example.es"]);
    const events = await eventsOfDeal(w.db, w.deal.id);
    expect(events.map((e) => [e.party, e.kind])).toEqual([
      ["buyer", "notary_chosen"],
      ["seller", "appointment_changed"],
    ]);
  });

  test("staff read the room but record nothing", async () => {
    const w = await dealWorld();
    expect(await status(act(w, w.admin, "mark-deposit", { on: "2026-11-19" }))).toBe("forbidden");
  });
});

describe("the buyer's deed confirmation is the sale's evidence", () => {
  test("it records the sale to the platform buyer, and step 6 can no longer declare one from outside", async () => {
    const w = await dealWorld();
    expect(await status(act(w, w.seller, "hand-keys", { on: "2026-11-20" }))).toBe("conflict");
    await act(w, w.buyer, "confirm-deed", { on: "2026-11-20", confirmed: "yes" });
    const [sale] = await w.db.select().from(saleBuyers).where(eq(saleBuyers.propertyId, w.property.id));
    expect(sale).toMatchObject({ source: "lead", soldToLeadId: w.deal.leadId });
    // The success fee is owed from that moment: 'Mis Pagos' shows it pending.
    const owed = await w.db.select().from(successFees).where(eq(successFees.propertyId, w.property.id));
    expect(owed).toMatchObject([{ reason: "deed_confirmed" }]);
    const outside = declareBuyer(w.db, {
      user: { id: w.seller.id, role: w.seller.role },
      propertyId: w.property.id,
      choice: { source: "outside", buyer: { name: "Pedro Vecino" }, reason: "Lo conocía", confirmed: true },
    });
    await expect(outside).rejects.toThrow(/El comprador confirmó en la sala de cierre/);
    // The keys follow the deed.
    await act(w, w.seller, "hand-keys", { on: "2026-11-20" });
    const kinds = (await w.db.select().from(closingEvents)).map((e) => e.kind).sort();
    expect(kinds).toEqual(["deed_signed", "keys_handed"]);
  });

  test("the seller's own word is not the evidence: only the buyer may confirm the deed", async () => {
    const w = await dealWorld();
    expect(await status(act(w, w.seller, "confirm-deed", { on: "2026-11-20", confirmed: "yes" }))).toBe(
      "forbidden",
    );
  });
});
