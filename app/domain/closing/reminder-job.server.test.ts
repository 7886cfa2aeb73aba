import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, closingEvents, deals } from "#app/db/schema/index";
import { parseMadridLocal } from "#app/lib/calendar";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";
import { sendClosingReminders } from "./reminder-job.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const BRAND = { name: "Zaguán", publicUrl: "http://localhost:3000", supportEmail: "soporte@zaguan.es" };
/** The job's 8:00 run on a Madrid day. */
const runAt = (day: string) => parseMadridLocal(`${day}T08:00`) as Date;

/** A deal whose arras, signed, set the deed's deadline on 29 March 2027 (the day after the clocks go forward). */
async function dealWorld(options: { residence?: string } = {}) {
  const db = database().db;
  const seller = await createUser(db, { name: "Lucía Martín Ortega", email: "lucia@example.es" });
  const buyer = await createUser(db, { name: "Marta Compradora Ruiz", email: "marta@example.es" });
  const property = await createProperty(db, seller.id, { title: "Piso con balcón en Russafa" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      price: 250_000,
      deposit: 25_000,
      financing: "cash",
      arrasDate: "2027-01-20",
      acceptedBy: "seller",
      agreedAt: new Date("2027-01-10T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  await db.insert(arrasContracts).values({
    userId: seller.id,
    propertyId: property.id,
    terms: { sellerResidence: options.residence ?? "residente", deedDeadline: "2027-03-29" },
    pdfStoragePath: `${seller.id}/${property.id}/arras.pdf`,
    signedAt: new Date("2027-01-20T10:00:00Z"),
  });
  const run = async (day: string) => {
    const { mailer, sent } = recordingMailer();
    await sendClosingReminders({ db, mailer, brand: BRAND }, runAt(day));
    return sent;
  };
  return { db, seller, buyer, deal, run };
}

describe("the closing room's reminders by e-mail", () => {
  test("7 days before the deed's deadline both parties are told once, with the date, the room and its .ics", async () => {
    const w = await dealWorld();
    expect(await w.run("2027-03-21")).toEqual([]);
    const sent = await w.run("2027-03-22");
    expect(sent.map((mail) => mail.to).sort()).toEqual(["lucia@example.es", "marta@example.es"]);
    const [mail] = sent;
    expect(mail?.subject).toBe("Recordatorio: la escritura debe firmarse como tarde el 29 de marzo de 2027");
    expect(mail?.text).toContain("Quedan 7 días.");
    expect(mail?.text).toContain(`http://localhost:3000/cierre/${w.deal.id}`);
    expect(mail?.text).toContain(`http://localhost:3000/cierre/${w.deal.id}/fechas/escritura`);
    // A rerun the same day, or the next day, sends nothing more.
    expect(await w.run("2027-03-22")).toEqual([]);
    expect(await w.run("2027-03-23")).toEqual([]);
    // The day before, the last reminder; then nothing once the date is past.
    expect((await w.run("2027-03-28")).map((mail) => mail.text.includes("Es mañana."))).toEqual([true, true]);
    expect(await w.run("2027-03-30")).toEqual([]);
  });

  test("a run missed for days sends the nearest reminder of a date still ahead, never one for a past date", async () => {
    const w = await dealWorld();
    expect((await w.run("2027-03-28")).map((mail) => mail.text.includes("Es mañana."))).toEqual([true, true]);
    // The 7-day reminder it skipped is not sent late.
    expect(await w.run("2027-03-28")).toEqual([]);
  });

  test("a run after the date, when nothing was sent before it, sends nothing", async () => {
    const w = await dealWorld();
    expect(await w.run("2027-03-29")).toEqual([]);
    expect(await w.run("2027-04-01")).toEqual([]);
  });

  test("a deal that fell through is reminded of nothing", async () => {
    const w = await dealWorld();
    await w.db
      .update(deals)
      .set({ releasedAt: new Date("2027-03-01T10:00:00Z"), releaseReason: "El comprador desiste" })
      .where(eq(deals.id, w.deal.id));
    expect(await w.run("2027-03-22")).toEqual([]);
  });

  test("after the deed, each tax goes to the party who pays it: a non-resident seller's buyer pays the 211", async () => {
    const w = await dealWorld({ residence: "no-residente" });
    await w.db.insert(closingEvents).values({
      dealId: w.deal.id,
      userId: w.buyer.id,
      party: "buyer",
      kind: "deed_signed",
      payload: { on: "2027-03-10" },
    });
    const sent = await w.run("2027-04-03");
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        "marta@example.es",
        "Recordatorio: Modelo 211: ingresar el 3 % retenido, hasta el 10 de abril de 2027",
      ],
    ]);
    expect(sent[0]?.text).toContain(`/cierre/${w.deal.id}/fechas/modelo-211`);
    expect(await w.run("2027-04-03")).toEqual([]);
  });

  test("the notary's appointment: both, 2 days before; a moved appointment is a new date, reminded again", async () => {
    const w = await dealWorld();
    const at = (local: string) => parseMadridLocal(local)?.toISOString();
    await w.db.insert(closingEvents).values({
      dealId: w.deal.id,
      userId: w.buyer.id,
      party: "buyer",
      kind: "notary_chosen",
      payload: { name: "Notaría Soler", address: "Calle Colón 3, Valencia", at: at("2027-03-10T10:30") },
    });
    const first = await w.run("2027-03-08");
    expect(first.map((mail) => mail.subject)).toEqual([
      "Recordatorio: cita en la notaría el 10 de marzo de 2027",
      "Recordatorio: cita en la notaría el 10 de marzo de 2027",
    ]);
    expect(first[0]?.text).toContain("a las 10:30. Notaría: Notaría Soler, Calle Colón 3, Valencia.");
    expect(await w.run("2027-03-08")).toEqual([]);
    await w.db.insert(closingEvents).values({
      dealId: w.deal.id,
      userId: w.seller.id,
      party: "seller",
      kind: "appointment_changed",
      payload: { at: at("2027-03-17T12:00") },
      createdAt: new Date("2027-03-09T10:00:00Z"),
    });
    expect(await w.run("2027-03-14")).toEqual([]);
    expect((await w.run("2027-03-15")).map((mail) => mail.to).sort()).toEqual([
      "lucia@example.es",
      "marta@example.es",
    ]);
  });
});
