import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, deals, leadOffers, users } from "#app/db/schema/index";
import { parseMadridLocal } from "#app/lib/calendar";
import type { Locale } from "#app/lib/i18n/locales";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";
import { type ClosingIntent, parseClosingForm } from "./action-forms";
import { recordClosingChange } from "./actions.server";
import { markDocumentReceived } from "./documents.server";
import { sendClosingReminders } from "./reminder-job.server";
import { openClosingRoom } from "./room-access.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const BRAND = { name: "Zaguán", publicUrl: "http://localhost:3000", supportEmail: "soporte@zaguan.es" };
const NOW = new Date("2026-11-20T10:00:00Z");

/**
 * A deal whose buyer reads `account` (their account's language, linked to the offer) or, with no
 * account, `lead` (the page the offer was sent from); the seller's account is Spanish.
 */
async function dealWorld(buyerLocale: { account?: Locale; lead: Locale }) {
  const db = database().db;
  const seller = await createUser(db, { name: "Lucía Martín Ortega", email: "lucia@example.es" });
  const buyer = buyerLocale.account
    ? await createUser(db, { name: "Jane Buyer", email: "jane@example.co.uk" })
    : null;
  if (buyer && buyerLocale.account)
    await db.update(users).set({ locale: buyerLocale.account }).where(eq(users.id, buyer.id));
  const property = await createProperty(db, seller.id, { title: "Piso con balcón en Russafa" });
  const lead = await createLead(db, property.id, "offer", {
    state: "accepted",
    buyerName: "Jane Buyer",
    buyerEmail: "jane@example.co.uk",
    buyerUserId: buyer?.id ?? null,
    locale: buyerLocale.lead,
  });
  await db
    .insert(leadOffers)
    .values({ leadId: lead.id, amount: 250_000, financing: "cash", arrasDate: "2027-01-20" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      leadId: lead.id,
      buyerName: "Jane Buyer",
      buyerEmail: "jane@example.co.uk",
      price: 250_000,
      deposit: 25_000,
      financing: "cash",
      arrasDate: "2027-01-20",
      acceptedBy: "seller",
      agreedAt: new Date("2026-11-10T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  const act = async (
    who: { id: string; role: string },
    intent: ClosingIntent,
    fields: Record<string, string>,
  ) => {
    const { mailer, sent } = recordingMailer();
    const room = await openClosingRoom(db, { dealId: deal.id, user: { ...who, secondFactor: "passed" } });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const parsed = parseClosingForm(intent, form, NOW, "2026-11-20");
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await recordClosingChange(
      { db, mailer, brand: BRAND },
      { room, userId: who.id, intent, payload: parsed.payload },
    );
    return sent;
  };
  return { db, seller, buyer, property, deal, act };
}

describe("the closing room's e-mails in the reader's language", () => {
  test("an English buyer reads the seller's change in English; the seller reads the buyer's in Spanish", async () => {
    const w = await dealWorld({ account: "en", lead: "es" });
    const [toBuyer] = await w.act(w.seller, "mark-deposit", { on: "2026-11-19" });
    expect(toBuyer?.subject).toBe(
      "Closing room: The seller has confirmed receiving the deposit (señal) on 19 November 2026",
    );
    expect(toBuyer?.text).toContain("Hello Jane Buyer,");
    expect(toBuyer?.text).toContain("News about the sale of “Piso con balcón en Russafa”.");
    expect(toBuyer?.html).toContain('<html lang="en">');
    expect(toBuyer?.html).toContain("Open the closing room");
    if (!w.buyer) throw new Error("no buyer account");
    const notary = { name: "Notaría Centro", address: "Calle Mayor 1", at: "2026-11-28T10:00" };
    const [toSeller] = await w.act(w.buyer, "choose-notary", notary);
    expect(toSeller?.to).toBe("lucia@example.es");
    expect(toSeller?.subject).toBe(
      "Sala de cierre: El comprador eligió la notaría Notaría Centro (Calle Mayor 1), cita el 28 de noviembre de 2026 a las 10:00",
    );
    expect(toSeller?.text).toContain("Hola, Lucía Martín Ortega:");
    expect(toSeller?.html).toContain('<html lang="es">');
  });

  test("a German buyer without an account reads the language of the page the offer came from", async () => {
    const w = await dealWorld({ lead: "de" });
    const [toBuyer] = await w.act(w.seller, "mark-deposit", { on: "2026-11-19" });
    expect(toBuyer?.subject).toBe(
      "Abschlussraum: Der Verkäufer hat den Eingang der Anzahlung (señal) am 19. November 2026 bestätigt",
    );
    expect(toBuyer?.text).toContain("Abschlussraum öffnen: http://localhost:3000/");
  });

  test("a Spanish buyer reads the same Spanish as ever", async () => {
    const w = await dealWorld({ account: "es", lead: "en" });
    const [toBuyer] = await w.act(w.seller, "mark-deposit", { on: "2026-11-19" });
    expect(toBuyer?.subject).toBe(
      "Sala de cierre: El vendedor confirmó que recibió la señal (19 de noviembre de 2026)",
    );
    expect(toBuyer?.text).toContain("Novedades de la venta de «Piso con balcón en Russafa».");
  });

  test("a reminder goes to each party in their own language, the date on Madrid's calendar", async () => {
    const w = await dealWorld({ account: "en", lead: "es" });
    await w.db.insert(arrasContracts).values({
      userId: w.seller.id,
      propertyId: w.property.id,
      terms: { sellerResidence: "residente", deedDeadline: "2027-03-29" },
      pdfStoragePath: `${w.seller.id}/${w.property.id}/arras.pdf`,
      signedAt: new Date("2027-01-20T10:00:00Z"),
    });
    const { mailer, sent } = recordingMailer();
    await sendClosingReminders(
      { db: w.db, mailer, brand: BRAND },
      parseMadridLocal("2027-03-22T08:00") as Date,
    );
    const byAddress = Object.fromEntries(sent.map((mail) => [mail.to, mail]));
    expect(byAddress["jane@example.co.uk"]?.subject).toBe(
      "Reminder: the deed must be signed by 29 March 2027 at the latest",
    );
    expect(byAddress["jane@example.co.uk"]?.text).toContain("7 days to go.");
    expect(byAddress["jane@example.co.uk"]?.text).toContain("Add this date to your calendar (.ics): http");
    expect(byAddress["lucia@example.es"]?.subject).toBe(
      "Recordatorio: la escritura debe firmarse como tarde el 29 de marzo de 2027",
    );
    expect(byAddress["lucia@example.es"]?.text).toContain("Quedan 7 días.");
  });
});

describe("a document named in the room's news, in the reader's language", () => {
  /** Staff mark the seller's nota simple received on paper: both parties are told. */
  async function notaSimpleReceived(buyerLocale: { account?: Locale; lead: Locale }) {
    const w = await dealWorld(buyerLocale);
    const admin = await createUser(w.db, { role: "admin", name: "Ada Staff", email: "ada@example.es" });
    const { mailer, sent } = recordingMailer();
    const room = await openClosingRoom(w.db, {
      dealId: w.deal.id,
      user: { id: admin.id, role: admin.role, secondFactor: "passed" },
    });
    await markDocumentReceived(
      { db: w.db, now: NOW, mail: { mailer, brand: BRAND } },
      room,
      admin.id,
      "nota-simple",
    );
    return {
      toBuyer: sent.find((message) => message.to === "jane@example.co.uk"),
      toSeller: sent.find((message) => message.to === "lucia@example.es"),
    };
  }
  const SPANISH_LINE =
    "El equipo de Zaguán ha marcado «Nota simple del Registro de la Propiedad» como recibido en papel.";

  test("an English buyer reads the document's English name with the Spanish one beside; the seller, Spanish", async () => {
    const { toBuyer, toSeller } = await notaSimpleReceived({ account: "en", lead: "es" });
    expect(toBuyer?.text).toContain("“Land Registry extract (nota simple)”");
    expect(toBuyer?.text).not.toContain("Nota simple del Registro");
    expect(toSeller?.text).toContain(SPANISH_LINE);
  });

  test("a German buyer reads its German name", async () => {
    const { toBuyer } = await notaSimpleReceived({ lead: "de" });
    expect(toBuyer?.text).toContain("„Grundbuchauszug (nota simple)“");
  });

  test("a Spanish buyer reads the same Spanish name as before", async () => {
    const { toBuyer } = await notaSimpleReceived({ account: "es", lead: "en" });
    expect(toBuyer?.text).toContain(SPANISH_LINE);
  });
});
