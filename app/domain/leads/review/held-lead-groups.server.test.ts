import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { blockedSenders, leads } from "#app/db/schema/index";
import { createHeldFlood } from "#tests/factories/held-flood";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import {
  HELD_CONTACTS_SHOWN_PER_SENDER,
  HELD_SENDERS_PER_PAGE,
  listHeldLeadGroups,
  markHeldSenderAsSpam,
  releaseHeldLeads,
} from "./held-lead-groups.server";

const database = withTestDatabase();
const SECRET = "s".repeat(40);
let owner: TestUser;
let listingId: string;

beforeEach(async () => {
  await database().truncate();
  owner = await createUser(database().db, { name: "Jordi Puig Serra" });
  listingId = (await createProperty(database().db, owner.id, { title: "Casa de piedra en el Empordà" })).id;
});

/** A real buyer who wrote after the flood, from a connection and an e-mail of her own. */
const realBuyer = (propertyId = listingId) =>
  createLead(database().db, propertyId, "enquiry", {
    review: "held",
    heldReason: "listing_rate",
    buyerName: "Laia Ferrer Soler",
    buyerEmail: "laia.ferrer@example.es",
    message: "Hola, ¿podría visitar la casa el sábado por la mañana?",
    senderAddressHash: "conexion-laia",
  });

const reviewOf = async (id: string) =>
  (await database().db.select({ review: leads.review }).from(leads).where(eq(leads.id, id)))[0]?.review;

describe("'Pendientes de revisión' by sender", () => {
  test("300 held contacts from 3 connections and one real buyer: 4 senders on one page, the real buyer first", async () => {
    await createHeldFlood(database().db, listingId, { senders: 3, perSender: 100 });
    const laia = await realBuyer();
    const held = await listHeldLeadGroups(database().db, owner.id, { propertyId: listingId, page: null });
    expect(held.total).toBe(301);
    expect(held.lastPage).toBe(1);
    expect(held.groups.map((group) => group.count)).toEqual([1, 100, 100, 100]);
    expect(held.groups[0]?.contacts.map((contact) => contact.buyerName)).toEqual(["Laia Ferrer Soler"]);
    expect(held.groups[0]?.anchorId).toBe(laia.id);
    // Each sender's newest contacts only: the page is 1 + 3 × 3 contacts, not 301.
    for (const group of held.groups)
      expect(group.contacts.length).toBeLessThanOrEqual(HELD_CONTACTS_SHOWN_PER_SENDER);
    expect(held.groups.flatMap((group) => group.contacts)).toHaveLength(10);
  });

  test("many senders come a page at a time; a page past the last is the last", async () => {
    await createHeldFlood(database().db, listingId, { senders: 25, perSender: 2 });
    const page = (value: string | null) =>
      listHeldLeadGroups(database().db, owner.id, { propertyId: listingId, page: value });
    const first = await page(null);
    expect(first.groups).toHaveLength(HELD_SENDERS_PER_PAGE);
    expect(first.lastPage).toBe(3);
    const last = await page("3");
    expect(last.groups).toHaveLength(5);
    expect((await page("99")).page).toBe(3);
    const seen = new Set(
      [first, await page("2"), last].flatMap((held) => held.groups.map((g) => g.anchorId)),
    );
    expect(seen.size).toBe(25);
  });

  test("another owner's listing shows nothing", async () => {
    await createHeldFlood(database().db, listingId, { senders: 1, perSender: 5 });
    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    const held = await listHeldLeadGroups(database().db, stranger.id, { propertyId: listingId, page: null });
    expect(held.total).toBe(0);
    expect(held.groups).toEqual([]);
  });
});

describe("'Marcar todo como spam' and 'Aprobar seleccionados'", () => {
  test("'Marcar todo como spam' takes the whole sender, none else, and holds its e-mails and connection", async () => {
    await createHeldFlood(database().db, listingId, { senders: 3, perSender: 100 });
    const laia = await realBuyer();
    const before = await listHeldLeadGroups(database().db, owner.id, { propertyId: listingId, page: null });
    const flooder = before.groups[1];
    if (!flooder) throw new Error("no flooder group");

    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    const mark = (actor: TestUser) =>
      markHeldSenderAsSpam({ db: database().db, actor, leadId: flooder.anchorId, secret: SECRET });
    expect(await mark(stranger)).toBeNull();
    expect(await database().db.select().from(blockedSenders)).toHaveLength(0);

    expect(await mark(owner)).toEqual({ propertyId: listingId, marked: 100 });
    const after = await listHeldLeadGroups(database().db, owner.id, { propertyId: listingId, page: null });
    expect(after.total).toBe(201);
    expect(after.groups.map((group) => group.count)).toEqual([1, 100, 100]);
    expect(await reviewOf(laia.id)).toBe("held");
    const blocked = await database().db.select().from(blockedSenders);
    expect(blocked.filter((row) => row.kind === "address")).toHaveLength(1);
    expect(blocked.filter((row) => row.kind === "email")).toHaveLength(100);
    // Done: the same again finds nothing held.
    expect(await mark(owner)).toBeNull();
  });

  test("'Aprobar seleccionados' releases the ticked ones of the owner's, whatever else the browser sends", async () => {
    const flood = await createHeldFlood(database().db, listingId, { senders: 2, perSender: 3 });
    const laia = await realBuyer();
    const otherOwner = await createUser(database().db, { name: "Otro Vendedor" });
    const elsewhere = await createProperty(database().db, otherOwner.id, { title: "Piso en Gràcia" });
    const theirs = await realBuyer(elsewhere.id);

    const released = await releaseHeldLeads({
      db: database().db,
      actor: owner,
      leadIds: [laia.id, laia.id, flood[0]?.id ?? "", theirs.id, "no-es-un-uuid"],
      secret: SECRET,
    });
    expect(released).toEqual({ propertyId: listingId, released: 2 });
    expect(await reviewOf(laia.id)).toBe("released");
    expect(await reviewOf(theirs.id)).toBe("held");
    expect(await reviewOf(flood[1]?.id ?? "")).toBe("held");
    // Someone else ticking the owner's contacts changes nothing.
    expect(
      await releaseHeldLeads({
        db: database().db,
        actor: otherOwner,
        leadIds: [flood[1]?.id ?? ""],
        secret: SECRET,
      }),
    ).toBeNull();
    expect(await reviewOf(flood[1]?.id ?? "")).toBe("held");
    expect(
      await releaseHeldLeads({ db: database().db, actor: owner, leadIds: [], secret: SECRET }),
    ).toBeNull();
  });
});
