import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { leadOffers, leads, leadViewings, users } from "#app/db/schema/index";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { countOwnUnreadBuyers, listListingBuyersForStaff, listOwnBuyers } from "./buyer-cards.server";
import { openLead } from "./lead-log.server";

/** One buyer, one card — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
});

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, "0")}T10:00:00Z`);

async function world() {
  const { db } = database();
  const seller = await createUser(db, { name: "Ana Vendedora" });
  const other = await createUser(db, { name: "Bea Otra" });
  const admin = await createUser(db, { role: "admin" });
  const home = await createProperty(db, seller.id);
  return { db, seller, other, admin, home };
}

/** Marta writes, asks for a viewing and makes an offer, typing her address three ways. */
async function martasThreeContacts(db: ReturnType<typeof database>["db"], propertyId: string) {
  const message = await createLead(db, propertyId, "enquiry", {
    buyerName: "Marta",
    buyerEmail: "marta@example.es",
    createdAt: at(10),
  });
  const viewing = await createLead(db, propertyId, "viewing", {
    buyerName: "Marta Gil",
    buyerEmail: "  Marta@Example.ES ",
    buyerPhone: "+34 600 111 222",
    message: "",
    createdAt: at(12),
  });
  await db.insert(leadViewings).values({ leadId: viewing.id, proposedSlots: [at(20)] });
  const offer = await createLead(db, propertyId, "offer", {
    buyerName: "Marta Gil Navarro",
    buyerEmail: "MARTA@example.es",
    createdAt: at(14),
  });
  await db.insert(leadOffers).values({
    leadId: offer.id,
    amount: 240_000,
    financing: "mortgage",
    arrasDate: "2027-01-15",
    confirmedAt: at(14),
  });
  return { message, viewing, offer };
}

describe("listOwnBuyers: 'Compradores' as one card per buyer", () => {
  test("a buyer's message, viewing and offer are one card with three items in order, the offer on top", async () => {
    const { db, seller, home } = await world();
    const { message, viewing, offer } = await martasThreeContacts(db, home.id);

    const cards = await listOwnBuyers(db, seller.id);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card?.items.map((item) => [item.id, item.kindLabel, item.stateLabel])).toEqual([
      [message.id, "Mensaje", "Recibido"],
      [viewing.id, "Visita", "Visita solicitada"],
      [offer.id, "Oferta", "Oferta recibida"],
    ]);
    expect(card).toMatchObject({
      id: message.id,
      propertyId: home.id,
      buyerName: "Marta Gil Navarro",
      unreadCount: 3,
      focusId: offer.id,
      phones: ["+34 600 111 222"],
    });
    expect(card?.latest.offer?.amount).toBe(240_000);
    expect(card?.items[1]?.viewing?.proposedSlots).toHaveLength(1);
    expect(await countOwnUnreadBuyers(db, seller.id)).toBe(1);
  });

  test("two buyers are two cards, the one who wrote last first; the number counts both", async () => {
    const { db, seller, home } = await world();
    await martasThreeContacts(db, home.id);
    await createLead(db, home.id, "enquiry", {
      buyerName: "Luis Pardo",
      buyerEmail: "luis@example.es",
      createdAt: at(16),
    });
    const cards = await listOwnBuyers(db, seller.id);
    expect(cards.map((card) => [card.buyerName, card.items.length])).toEqual([
      ["Luis Pardo", 1],
      ["Marta Gil Navarro", 3],
    ]);
    expect(await countOwnUnreadBuyers(db, seller.id)).toBe(2);
  });

  test("another seller never sees them, as cards, as a number or by opening one; staff read them without reading them", async () => {
    const { db, seller, other, admin, home } = await world();
    const { offer } = await martasThreeContacts(db, home.id);
    const othersHome = await createProperty(db, other.id);
    await createLead(db, othersHome.id, "enquiry", { buyerEmail: "marta@example.es" });

    const othersCards = await listOwnBuyers(db, other.id);
    expect(othersCards.map((card) => card.propertyId)).toEqual([othersHome.id]);
    expect(JSON.stringify(othersCards)).not.toContain(offer.id);
    expect(await countOwnUnreadBuyers(db, other.id)).toBe(1);
    expect(await openLead({ db, actor: other, leadId: offer.id })).toBeNull();
    expect(await listListingBuyersForStaff(db, other, home.id)).toBeNull();

    const staff = await listListingBuyersForStaff(db, admin, home.id);
    expect(staff?.buyers.map((card) => card.items.length)).toEqual([3]);
    await openLead({ db, actor: admin, leadId: offer.id });
    expect(await countOwnUnreadBuyers(db, seller.id)).toBe(1);
  });

  test("each offer says how many other open offers accepting it closes, discarded ones too, on that listing only", async () => {
    const { db, seller, home } = await world();
    const elsewhere = await createProperty(db, seller.id);
    const offerOf = async (
      propertyId: string,
      buyerEmail: string,
      values: Partial<typeof leads.$inferInsert>,
    ) => {
      const lead = await createLead(db, propertyId, "offer", { buyerEmail, createdAt: at(14), ...values });
      await db.insert(leadOffers).values({
        leadId: lead.id,
        amount: 240_000,
        financing: "cash",
        arrasDate: "2027-01-15",
        confirmedAt: at(14),
      });
      return lead;
    };
    const open = await offerOf(home.id, "uno@example.es", { state: "submitted" });
    await offerOf(home.id, "dos@example.es", { state: "countered" });
    await offerOf(home.id, "tres@example.es", { state: "submitted", discardedAt: at(15) });
    await offerOf(home.id, "cuatro@example.es", { state: "rejected" });
    await offerOf(elsewhere.id, "cinco@example.es", { state: "submitted" });

    const cards = await listOwnBuyers(db, seller.id);
    const item = cards.flatMap((card) => card.items).find((entry) => entry.id === open.id);
    // The countered one and the discarded one close with it; the rejected one and the other listing's do not.
    expect(item?.othersClosedOnAccept).toBe(2);
  });

  test("the same buyer on two listings of the seller is a card on each", async () => {
    const { db, seller, home } = await world();
    const second = await createProperty(db, seller.id, { title: "Ático en Benimaclet" });
    await createLead(db, home.id, "enquiry", { buyerEmail: "marta@example.es", createdAt: at(1) });
    await createLead(db, second.id, "enquiry", { buyerEmail: "marta@example.es", createdAt: at(2) });
    const cards = await listOwnBuyers(db, seller.id);
    expect(cards.map((card) => card.propertyId)).toEqual([second.id, home.id]);
    expect(await countOwnUnreadBuyers(db, seller.id)).toBe(2);
  });

  test("a signed-in buyer with a verified account is that account, whatever they typed; an unverified one is not", async () => {
    const { db, seller, home } = await world();
    const marta = await createUser(db, { email: "marta@example.es" });
    await createLead(db, home.id, "enquiry", { buyerEmail: "marta@example.es", createdAt: at(1) });
    await createLead(db, home.id, "offer", {
      buyerEmail: "trabajo@empresa.es",
      buyerUserId: marta.id,
      createdAt: at(2),
    });
    expect((await listOwnBuyers(db, seller.id)).map((card) => card.items.length)).toEqual([2]);

    await db.update(users).set({ emailVerified: false }).where(eq(users.id, marta.id));
    const cards = await listOwnBuyers(db, seller.id);
    expect(cards.map((card) => card.items.length)).toEqual([1, 1]);
    // The account's own address is a key on the server, never something the page gets.
    expect(JSON.stringify(cards)).not.toContain(`email:`);
  });

  test("what the log leaves out stays out of the card: an unconfirmed offer, a held contact, a discarded one", async () => {
    const { db, seller, home } = await world();
    await createLead(db, home.id, "enquiry", { buyerEmail: "marta@example.es", createdAt: at(1) });
    await createLead(db, home.id, "offer", {
      buyerEmail: "marta@example.es",
      state: "unconfirmed",
      createdAt: at(2),
    });
    await createLead(db, home.id, "enquiry", {
      buyerEmail: "marta@example.es",
      review: "held",
      createdAt: at(3),
    });
    await createLead(db, home.id, "enquiry", {
      buyerEmail: "marta@example.es",
      discardedAt: at(5),
      createdAt: at(4),
    });
    const cards = await listOwnBuyers(db, seller.id);
    expect(cards.map((card) => card.items.map((item) => item.kind))).toEqual([["enquiry"]]);
  });
});

describe("'Abrir' on a card (openLead)", () => {
  test("reads the buyer's whole card on that listing, nobody else's", async () => {
    const { db, seller, home } = await world();
    const { viewing } = await martasThreeContacts(db, home.id);
    const luis = await createLead(db, home.id, "enquiry", {
      buyerEmail: "luis@example.es",
      createdAt: at(16),
    });
    const second = await createProperty(db, seller.id, { title: "Ático en Benimaclet" });
    const elsewhere = await createLead(db, second.id, "enquiry", { buyerEmail: "marta@example.es" });

    expect(await openLead({ db, actor: seller, leadId: viewing.id })).toEqual({ propertyId: home.id });
    const unread = await db.select({ id: leads.id, readAt: leads.readAt }).from(leads);
    const stillUnread = unread.filter((row) => row.readAt === null).map((row) => row.id);
    expect(stillUnread.sort()).toEqual([luis.id, elsewhere.id].sort());
    expect(await countOwnUnreadBuyers(db, seller.id)).toBe(2);
  });
});
