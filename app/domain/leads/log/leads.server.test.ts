import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { leadOffers, leads, leadViewings, properties } from "#app/db/schema/index";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { exportUserData } from "#app/domain/account/data-export.server";
import { deleteOwnProperty } from "#app/domain/dashboard/property-deletion.server";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { discardLead, listListingLeadsForStaff, listOwnLeads, openLead } from "./lead-log.server";
import { deleteExpiredLeads } from "./retention.server";

const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
});

const NOW = new Date("2026-11-25T12:00:00Z");
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

async function addLead(propertyId: string, values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await database()
    .db.insert(leads)
    .values({
      propertyId,
      kind: "enquiry",
      state: "received",
      buyerName: "Marta Compradora",
      buyerEmail: "marta@example.es",
      message: "¿Sigue a la venta?",
      ...values,
    })
    .returning();
  if (!lead) throw new Error("lead not created");
  return lead;
}

const remaining = async () =>
  (await database().db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort();

describe("retention: deleteExpiredLeads(db, now)", () => {
  test("keeps a listing's leads while it is on sale and for 12 months after it is sold or withdrawn", async () => {
    const { db } = database();
    const seller = await createUser(db);
    const onSale = await createProperty(db, seller.id, { updatedAt: monthsAgo(20) });
    const soldRecently = await createProperty(db, seller.id, {
      status: "sold",
      updatedAt: monthsAgo(11, 27),
    });
    const soldLongAgo = await createProperty(db, seller.id, { status: "sold", updatedAt: monthsAgo(12, 1) });
    const withdrawnLongAgo = await createProperty(db, seller.id, {
      status: "unpublished",
      updatedAt: monthsAgo(13),
    });
    const recent = { createdAt: monthsAgo(14), updatedAt: monthsAgo(14) };
    const kept = [await addLead(onSale.id, recent), await addLead(soldRecently.id, recent)];
    await addLead(soldLongAgo.id, recent);
    await addLead(withdrawnLongAgo.id, { kind: "offer", state: "submitted" });

    expect(await deleteExpiredLeads(db, NOW)).toBe(2);
    expect(await remaining()).toEqual(kept.map((lead) => lead.id).sort());
    // Running it again (or on two instances at once) deletes nothing more.
    expect(await deleteExpiredLeads(db, NOW)).toBe(0);
  });

  test("any lead without activity for 24 months goes, even on a listing still on sale", async () => {
    const { db } = database();
    const seller = await createUser(db);
    const onSale = await createProperty(db, seller.id);
    const idle = await addLead(onSale.id, { createdAt: monthsAgo(30), updatedAt: monthsAgo(24, 1) });
    const active = await addLead(onSale.id, { createdAt: monthsAgo(30), updatedAt: monthsAgo(23) });
    expect(await deleteExpiredLeads(db, NOW)).toBe(1);
    expect(await remaining()).toEqual([active.id]);
    expect((await remaining()).includes(idle.id)).toBe(false);
  });
});

describe("the lead log", () => {
  test("the owner sees their listings' leads newest first; opening marks read; discarding hides it", async () => {
    const { db } = database();
    const seller = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const stranger = await createUser(db);
    const listing = await createProperty(db, seller.id);
    const older = await addLead(listing.id, { createdAt: new Date("2026-11-20T10:00:00Z") });
    const newer = await addLead(listing.id, {
      createdAt: new Date("2026-11-24T10:00:00Z"),
      kind: "viewing",
      state: "requested",
    });

    const log = await listOwnLeads(db, seller.id);
    expect(log.map((lead) => [lead.id, lead.kindLabel, lead.stateLabel, lead.isUnread])).toEqual([
      [newer.id, "Visita", "Visita solicitada", true],
      [older.id, "Mensaje", "Recibido", true],
    ]);
    expect(await listOwnLeads(db, stranger.id)).toEqual([]);

    // Staff may open it without taking the 'new' mark off; a stranger finds nothing.
    expect(await openLead({ db, actor: stranger, leadId: older.id })).toBeNull();
    expect(await openLead({ db, actor: admin, leadId: older.id })).toEqual({ propertyId: listing.id });
    expect((await listOwnLeads(db, seller.id))[1]?.isUnread).toBe(true);
    expect(await openLead({ db, actor: seller, leadId: older.id })).toEqual({ propertyId: listing.id });
    expect((await listOwnLeads(db, seller.id))[1]?.isUnread).toBe(false);

    // Staff read any listing's log from /admin; nobody else can.
    const staffView = await listListingLeadsForStaff(db, admin, listing.id);
    expect(staffView?.leads.map((lead) => lead.id)).toEqual([newer.id, older.id]);
    expect(await listListingLeadsForStaff(db, stranger, listing.id)).toBeNull();
    expect(await listListingLeadsForStaff(db, seller, listing.id)).toBeNull();

    expect(await discardLead({ db, actor: admin, leadId: newer.id })).toBeNull();
    expect(await discardLead({ db, actor: stranger, leadId: newer.id })).toBeNull();
    expect(await discardLead({ db, actor: seller, leadId: newer.id })).toEqual({ propertyId: listing.id });
    expect((await listOwnLeads(db, seller.id)).map((lead) => lead.id)).toEqual([older.id]);
  });
});

describe("'Compradores' names the channel each lead came by", () => {
  test("a campaign channel by its name, no channel as our own portal, an unknown one as another site", async () => {
    const { db } = database();
    const seller = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const listing = await createProperty(db, seller.id);
    const at = (day: number) => new Date(`2026-11-${day}T10:00:00Z`);
    await addLead(listing.id, { channel: "idealista", createdAt: at(24), buyerName: "Desde idealista" });
    await addLead(listing.id, { createdAt: at(23), buyerName: "Sin canal" });
    await addLead(listing.id, { channel: "google_ads", createdAt: at(22), buyerName: "Desde Google" });
    await addLead(listing.id, { channel: "retired-portal", createdAt: at(21), buyerName: "Canal retirado" });

    const expected = [
      ["Desde idealista", "idealista"],
      ["Sin canal", "Directo (Zaguán)"],
      ["Desde Google", "Google Ads"],
      ["Canal retirado", "Otra web"],
    ];
    const own = await listOwnLeads(db, seller.id);
    expect(own.map((lead) => [lead.buyerName, lead.channelLabel])).toEqual(expected);
    const staff = await listListingLeadsForStaff(db, admin, listing.id);
    expect(staff?.leads.map((lead) => [lead.buyerName, lead.channelLabel])).toEqual(expected);
  });
});

describe("privacy: export and deletion", () => {
  test("'Descargar mis datos' has the seller's leads and a signed-in buyer's own messages, nobody else's", async () => {
    const { db } = database();
    const seller = await createUser(db, { name: "Lucía Vendedora" });
    const buyer = await createUser(db, { name: "Pablo Comprador" });
    const listing = await createProperty(db, seller.id, { title: "Ático en Ruzafa" });
    const otherListing = await createProperty(db, buyer.id, { title: "Casa de Pablo" });
    await addLead(listing.id, {
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      message: "Mensaje de Pablo",
    });
    await addLead(listing.id, { buyerEmail: "anonima@example.es", message: "Mensaje anónimo" });
    await addLead(otherListing.id, { buyerEmail: "otra@example.es", message: "Para Pablo" });

    const sellerExport = await exportUserData(db, seller.id, NOW);
    expect(sellerExport?.leadsReceived.map((lead) => lead.message).sort()).toEqual([
      "Mensaje anónimo",
      "Mensaje de Pablo",
    ]);
    expect(sellerExport?.leadsReceived[0]).toMatchObject({
      propertyTitle: "Ático en Ruzafa",
      kind: "enquiry",
    });
    expect(sellerExport?.leadsSent).toEqual([]);

    const buyerExport = await exportUserData(db, buyer.id, NOW);
    expect(buyerExport?.leadsSent).toEqual([
      expect.objectContaining({ message: "Mensaje de Pablo", propertyTitle: "Ático en Ruzafa" }),
    ]);
    expect(buyerExport?.leadsReceived.map((lead) => lead.message)).toEqual(["Para Pablo"]);
    // The buyer's copy of their own message never carries the seller's contact.
    expect(JSON.stringify(buyerExport?.leadsSent)).not.toContain(seller.email);
  });

  test("the export has each viewing's times and the buyer's rating, and each offer's terms and counteroffer, on both sides", async () => {
    const { db } = database();
    const seller = await createUser(db, { name: "Lucía Vendedora" });
    const buyer = await createUser(db, { name: "Pablo Comprador" });
    const listing = await createProperty(db, seller.id, { title: "Ático en Ruzafa" });
    const proposed = [new Date("2026-11-20T09:00:00Z"), new Date("2026-11-21T16:30:00Z")];
    const viewing = await addLead(listing.id, {
      kind: "viewing",
      state: "confirmed",
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      message: "Prefiero por la mañana",
      channel: "idealista",
    });
    await db.insert(leadViewings).values({
      leadId: viewing.id,
      proposedSlots: proposed,
      scheduledAt: proposed[0],
      rating: 4,
      ratingComment: "Muy luminoso, algo de ruido",
      ratedAt: new Date("2026-11-20T12:00:00Z"),
    });
    const offer = await addLead(listing.id, {
      kind: "offer",
      state: "countered",
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      message: "",
    });
    await db.insert(leadOffers).values({
      leadId: offer.id,
      amount: 230_000,
      financing: "mortgage",
      arrasDate: "2026-12-15",
      conditions: "Sujeto a la concesión de la hipoteca",
      counterAmount: 240_000,
      counterMessage: "Puedo bajar hasta aquí",
      confirmedAt: new Date("2026-11-22T10:00:00Z"),
      answeredAt: new Date("2026-11-23T10:00:00Z"),
    });
    // An offer whose buyer has not opened the confirmation link yet: the seller is not told of it.
    const unconfirmed = await addLead(listing.id, {
      kind: "offer",
      state: "unconfirmed",
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      message: "",
    });
    await db
      .insert(leadOffers)
      .values({ leadId: unconfirmed.id, amount: 200_000, financing: "cash", arrasDate: "2026-12-20" });

    const expectedViewing = {
      kind: "viewing",
      state: "confirmed",
      stateLabel: "Visita confirmada",
      channel: "idealista",
      viewing: {
        proposedSlots: proposed,
        scheduledAt: proposed[0],
        rating: 4,
        ratingComment: "Muy luminoso, algo de ruido",
        ratedAt: new Date("2026-11-20T12:00:00Z"),
      },
      offer: null,
    };
    const expectedOffer = {
      kind: "offer",
      state: "countered",
      stateLabel: "Contraoferta enviada",
      viewing: null,
      offer: expect.objectContaining({
        amount: 230_000,
        financing: "mortgage",
        financingLabel: "Hipoteca",
        arrasDate: "2026-12-15",
        conditions: "Sujeto a la concesión de la hipoteca",
        counterAmount: 240_000,
        counterMessage: "Puedo bajar hasta aquí",
      }),
    };
    const byId = (rows: Array<{ id: string }> | undefined) => new Map(rows?.map((row) => [row.id, row]));

    const received = byId((await exportUserData(db, seller.id, NOW))?.leadsReceived);
    expect(received.get(viewing.id)).toMatchObject(expectedViewing);
    expect(received.get(offer.id)).toMatchObject(expectedOffer);
    expect(received.has(unconfirmed.id)).toBe(false);

    const buyerExport = await exportUserData(db, buyer.id, NOW);
    const sent = byId(buyerExport?.leadsSent);
    expect(sent.get(viewing.id)).toMatchObject(expectedViewing);
    // The same state in the buyer's words: the seller sent the counteroffer, the buyer received it.
    expect(sent.get(offer.id)).toMatchObject({ ...expectedOffer, stateLabel: "Contraoferta del vendedor" });
    // The buyer's own offer is theirs to see, confirmed or not.
    expect(sent.get(unconfirmed.id)).toMatchObject({ state: "unconfirmed", offer: { amount: 200_000 } });
    // What the seller did with the lead (opened, set aside) is the seller's, not the buyer's.
    expect(buyerExport?.leadsSent[0]).not.toHaveProperty("readAt");
    expect(buyerExport?.leadsSent[0]).not.toHaveProperty("discardedAt");
    expect(JSON.stringify(buyerExport)).not.toContain(seller.email);
  });

  test("an offer closed because the seller accepted another one reads so in each side's export", async () => {
    const { db } = database();
    const seller = await createUser(db);
    const buyer = await createUser(db);
    const listing = await createProperty(db, seller.id);
    const closed = await addLead(listing.id, {
      kind: "offer",
      state: "closed",
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      message: "",
    });
    await db.insert(leadOffers).values({
      leadId: closed.id,
      amount: 210_000,
      financing: "cash",
      arrasDate: "2026-12-15",
      confirmedAt: new Date("2026-11-22T10:00:00Z"),
    });

    const [received] = (await exportUserData(db, seller.id, NOW))?.leadsReceived ?? [];
    expect(received?.stateLabel).toBe("Cerrada: aceptaste otra oferta");
    const [sent] = (await exportUserData(db, buyer.id, NOW))?.leadsSent ?? [];
    // The buyer accepted nothing: the seller did, with someone else.
    expect(sent?.stateLabel).toBe("Cerrada: el vendedor aceptó otra oferta");
  });

  test("deleting a listing deletes its leads; deleting an account deletes its listings' leads and its own messages", async () => {
    const { db } = database();
    const storage = configureStorage({ rootDir: `/tmp/zaguan-leads-${process.pid}` });
    const seller = await createUser(db);
    const buyer = await createUser(db);
    const first = await createProperty(db, seller.id);
    const second = await createProperty(db, seller.id);
    const buyersOwn = await createProperty(db, buyer.id);
    await addLead(first.id);
    const onSecond = await addLead(second.id);
    const fromBuyer = await addLead(buyersOwn.id, { buyerEmail: "x@example.es" });
    const sentByBuyer = await addLead(second.id, { buyerUserId: buyer.id });

    expect(await deleteOwnProperty({ db, storage, userId: seller.id, propertyId: first.id })).toBe(true);
    expect(await remaining()).toEqual([onSecond.id, fromBuyer.id, sentByBuyer.id].sort());

    await deleteAccount({ db, storage, userId: buyer.id });
    // The buyer's listing's leads and the message the buyer sent are gone; the seller's other lead stays.
    expect(await remaining()).toEqual([onSecond.id]);
    expect(await db.select().from(properties).where(eq(properties.userId, buyer.id))).toEqual([]);
  });
});
