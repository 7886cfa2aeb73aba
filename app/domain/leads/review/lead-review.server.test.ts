import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { blockedSenders, heldLeadDigests, leads } from "#app/db/schema/index";
import { emailBrand } from "#app/emails/brand.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { listingStamp, personFilled, postLeadForm, withListingLeads } from "#tests/support/listing-leads";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { LEAD_RATE_LIMITS } from "../intake/rate-limits.server";
import { listOwnLeads } from "../log/lead-log.server";
import { offerMail } from "../offers/offer-mail.server";
import { confirmOffer } from "../offers/offers.server";
import { HELD_LEAD_DIGEST_JOB, sendHeldLeadDigest } from "./held-lead-digest.server";
import { listHeldLeadGroups } from "./held-lead-groups.server";
import { markLeadAsSpam, releaseHeldLead } from "./lead-review.server";

const database = withTestDatabase();
const fixture = withListingLeads(database, { listing: { price: 265_000 } });
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, seller, listingId } = fixture);
});

/** 'Pendientes de revisión' of one of the seller's listings, its first page's contacts. */
const heldContactsOf = async (propertyId: string) =>
  (await listHeldLeadGroups(database().db, seller.id, { propertyId, page: null })).groups.flatMap(
    (group) => group.contacts,
  );

const LISTING_RATE = LEAD_RATE_LIMITS.perListingBeforeHold.limit;
let sequence = 0;

/** A message from a new buyer and a new address, unless told otherwise. */
function message(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    intent: "contact",
    ...personFilled(context, listingId),
    name: `Comprador ${sequence}`,
    email: `comprador-${sequence}@example.es`,
    message: "Hola, ¿sigue a la venta?",
    ...overrides,
  };
}
const send = (fields: Record<string, string>, ip = `198.51.100.${sequence % 250}`, id = listingId) =>
  postLeadForm(context, id, { ...fields, formStamp: listingStamp(context, id) }, { ip });

/** Fills the listing's hourly rate with ordinary messages: what comes next is held. */
async function fillListingRate(id = listingId) {
  for (let index = 0; index < LISTING_RATE; index++)
    expect((await send(message(), undefined, id)).status).toBe(303);
}

const deps = () => ({ db: database().db, mailer: context.mailer, brand: emailBrand(context.env) });
const leadOf = async (email: string) => {
  const [lead] = await database().db.select().from(leads).where(eq(leads.buyerEmail, email));
  if (!lead) throw new Error(`no lead from ${email}`);
  return lead;
};
async function delivered() {
  await context.mailer.idle();
  return {
    toSeller: smtp.messages.filter((mail) => mail.envelopeTo.includes(seller.email)),
    digests: smtp.messages.filter((mail) => mail.subject.includes("de revisión en «")),
  };
}

describe("the digest of contacts held past a listing's rate", () => {
  test("many held contacts reach the owner in one e-mail; two runs at once send it once", async () => {
    await fillListingRate();
    const held = [];
    for (let index = 0; index < 15; index++) {
      const fields = message();
      expect((await send(fields)).status).toBe(303);
      held.push(fields.name);
    }
    const [digest, ...others] = await database().db.select().from(heldLeadDigests);
    expect(others).toHaveLength(0);
    if (!digest) throw new Error("no digest opened");
    // Its durable job waits for the digest's time.
    const { rows } = (await database().db.execute(
      `select start_after from pgboss.job where name = '${HELD_LEAD_DIGEST_JOB}' and data->>'digestId' = '${digest.id}'` as never,
    )) as unknown as { rows: Array<{ start_after: Date }> };
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.start_after ?? 0).getTime()).toBe(digest.dueAt.getTime());

    const runs = await Promise.all([
      sendHeldLeadDigest(deps(), digest.id),
      sendHeldLeadDigest(deps(), digest.id),
    ]);
    expect(runs.map((run) => run.sent).sort()).toEqual([false, true]);
    expect(runs.find((run) => run.sent)?.leads).toBe(15);

    const mail = await delivered();
    expect(mail.toSeller).toHaveLength(LISTING_RATE + 1);
    expect(mail.digests).toHaveLength(1);
    const [sent] = mail.digests;
    expect(sent?.subject).toBe("15 contactos pendientes de revisión en «Ático con vistas en Ruzafa»");
    for (const name of held) expect(sent?.text).toContain(`Mensaje de ${name}`);
    expect(sent?.text).toContain(`/dashboard/compradores?propiedad=${listingId}`);
    // Every held contact was told once; they still wait for the owner's review.
    const rows2 = await database().db.select().from(leads).where(eq(leads.review, "held"));
    expect(rows2.every((lead) => lead.digestedAt !== null)).toBe(true);
    expect(await sendHeldLeadDigest(deps(), digest.id)).toEqual({ sent: false, leads: 0 });
  });

  test("a contact held after the digest went opens the next one, due an hour later", async () => {
    await fillListingRate();
    expect((await send(message())).status).toBe(303);
    const [first] = await database().db.select().from(heldLeadDigests);
    if (!first) throw new Error("no digest opened");
    await sendHeldLeadDigest(deps(), first.id);
    expect((await send(message())).status).toBe(303);
    const open = (await database().db.select().from(heldLeadDigests)).filter((row) => row.sentAt === null);
    expect(open).toHaveLength(1);
    expect(open[0]?.id).not.toBe(first.id);
    expect(await sendHeldLeadDigest(deps(), open[0]?.id ?? "")).toEqual({ sent: true, leads: 1 });
    expect((await delivered()).digests).toHaveLength(2);
  });

  test("an offer held past the rate joins the digest when its buyer confirms it, and is never mailed on its own", async () => {
    await fillListingRate();
    const offer = message({ intent: "make-offer" });
    const answer = await send({
      ...offer,
      amount: "250.000",
      financing: "cash",
      arrasDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      conditions: "",
    });
    expect(answer.status).toBe(303);
    // Unconfirmed: the seller's side knows nothing of it yet, not even a digest.
    expect(await database().db.select().from(heldLeadDigests)).toHaveLength(0);
    const lead = await leadOf(offer.email ?? "");
    const moved = await confirmOffer({ ...offerMail(context), db: database().db, leadId: lead.id });
    expect(moved.ok).toBe(true);
    const [digest] = await database().db.select().from(heldLeadDigests);
    if (!digest) throw new Error("no digest opened");
    expect(await sendHeldLeadDigest(deps(), digest.id)).toEqual({ sent: true, leads: 1 });
    const mail = await delivered();
    expect(mail.toSeller.filter((sent) => sent.subject.includes("oferta"))).toHaveLength(0);
    expect(mail.digests[0]?.text).toContain(`Oferta de ${offer.name}`);
  });
});

describe("'Pendientes de revisión': the owner approves or marks as spam", () => {
  test("'Aprobar' moves a held contact to the owner's buyers; only the owner can", async () => {
    await fillListingRate();
    const fields = message();
    await send(fields);
    const lead = await leadOf(fields.email ?? "");
    expect((await heldContactsOf(listingId)).map((entry) => entry.id)).toEqual([lead.id]);
    expect((await listOwnLeads(database().db, seller.id)).map((entry) => entry.id)).not.toContain(lead.id);

    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    const admin = await createUser(database().db, { role: "admin", name: "Adela Admin" });
    for (const actor of [stranger, admin])
      expect(
        await releaseHeldLead({ db: database().db, actor, leadId: lead.id, secret: "x".repeat(40) }),
      ).toBeNull();
    expect((await leadOf(fields.email ?? "")).review).toBe("held");

    const released = await releaseHeldLead({
      db: database().db,
      actor: seller,
      leadId: lead.id,
      secret: context.env.AUTH_SECRET,
    });
    expect(released).toEqual({ propertyId: listingId });
    expect(await heldContactsOf(listingId)).toEqual([]);
    const entry = (await listOwnLeads(database().db, seller.id)).find((row) => row.id === lead.id);
    expect(entry?.isUnread).toBe(true);
    // Already released: a second 'Aprobar' finds nothing to do.
    expect(
      await releaseHeldLead({
        db: database().db,
        actor: seller,
        leadId: lead.id,
        secret: context.env.AUTH_SECRET,
      }),
    ).toBeNull();
  });

  test("'Marcar como spam' holds that sender's next messages, by e-mail or by address, to all the owner's listings", async () => {
    const first = message({ email: "spam@example.es" });
    expect((await send(first, "203.0.113.66")).status).toBe(303);
    const lead = await leadOf("spam@example.es");
    const stranger = await createUser(database().db, { name: "Bruno Curioso" });
    const mark = (actor: TestUser, leadId = lead.id) =>
      markLeadAsSpam({ db: database().db, actor, leadId, secret: context.env.AUTH_SECRET });
    expect(await mark(stranger)).toBeNull();
    expect(await database().db.select().from(blockedSenders)).toHaveLength(0);
    expect(await mark(seller)).toEqual({ propertyId: listingId });
    expect(await listOwnLeads(database().db, seller.id)).toEqual([]);
    // Only hashes are kept.
    const blocked = await database().db.select().from(blockedSenders);
    expect(blocked.map((row) => row.kind).sort()).toEqual(["address", "email"]);
    expect(JSON.stringify(blocked)).not.toMatch(/spam@example|203\.0\.113/);

    const other = await createProperty(database().db, seller.id, { title: "Casa en Chiva" });
    const before = (await delivered()).toSeller.length;
    // The same e-mail, spelled otherwise, from another address, to another listing of the owner.
    expect((await send(message({ email: "SPAM+2@example.es" }), "198.51.100.7", other.id)).status).toBe(303);
    // Another e-mail from the same address.
    expect((await send(message({ email: "otra@example.es" }), "203.0.113.66", other.id)).status).toBe(303);
    const heldRows = await database().db.select().from(leads).where(eq(leads.propertyId, other.id));
    expect(heldRows.map((row) => [row.review, row.heldReason])).toEqual([
      ["held", "blocked_sender"],
      ["held", "blocked_sender"],
    ]);
    expect((await delivered()).toSeller).toHaveLength(before);
    // Not digested: the owner said they do not want them; no digest is even opened.
    expect(await database().db.select().from(heldLeadDigests)).toHaveLength(0);
    expect((await heldContactsOf(other.id)).map((row) => row.reasonLabel)).toEqual([
      "Remitente marcado como spam",
      "Remitente marcado como spam",
    ]);

    // Another owner's listing still hears from them.
    const otherSeller = await createUser(database().db, { name: "Otro Vendedor" });
    const elsewhere = await createProperty(database().db, otherSeller.id, { title: "Piso en Gràcia" });
    expect((await send(message({ email: "spam@example.es" }), "203.0.113.66", elsewhere.id)).status).toBe(
      303,
    );
    expect(
      (await database().db.select().from(leads).where(eq(leads.propertyId, elsewhere.id)))[0]?.review,
    ).toBeNull();

    // Approving the one sent by that e-mail takes the e-mail's mark back (the address stays marked):
    // the owner has changed their mind about this person.
    const byEmail = heldRows.find((row) => row.buyerEmail.toLowerCase() === "spam+2@example.es");
    await releaseHeldLead({
      db: database().db,
      actor: seller,
      leadId: byEmail?.id ?? "",
      secret: context.env.AUTH_SECRET,
    });
    expect((await database().db.select().from(blockedSenders)).map((row) => row.kind)).toEqual(["address"]);
    expect((await send(message({ email: "spam@example.es" }), "198.51.100.8", other.id)).status).toBe(303);
    expect((await send(message({ email: "tercera@example.es" }), "203.0.113.66", other.id)).status).toBe(303);
    const reviews = await database()
      .db.select({ email: leads.buyerEmail, review: leads.review })
      .from(leads)
      .where(eq(leads.propertyId, other.id));
    expect(reviews.find((row) => row.email === "spam@example.es")?.review).toBeNull();
    expect(reviews.find((row) => row.email === "tercera@example.es")?.review).toBe("held");
  });

  test("an accepted offer, someone else's lead or a malformed id cannot be marked", async () => {
    const accepted = await createLead(database().db, listingId, "offer", { state: "accepted" });
    const mark = (leadId: string) =>
      markLeadAsSpam({ db: database().db, actor: seller, leadId, secret: context.env.AUTH_SECRET });
    expect(await mark(accepted.id)).toBeNull();
    expect(await mark("no-es-un-uuid")).toBeNull();
    const otherSeller = await createUser(database().db, { name: "Otro Vendedor" });
    const elsewhere = await createProperty(database().db, otherSeller.id, { title: "Piso en Gràcia" });
    const theirs = await createLead(database().db, elsewhere.id, "enquiry");
    expect(await mark(theirs.id)).toBeNull();
    expect(await database().db.select().from(blockedSenders)).toHaveLength(0);
  });
});
