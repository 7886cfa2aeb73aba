import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads, properties } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { blockSender, senderEmailHash, unblockSender } from "./blocked-senders.server";
import { leadKindLabel } from "./kinds";
import { LEAD_LOG_LIMIT, type LeadActor, shownToSeller } from "./lead-log.server";
import { HELD_REASON_LABELS } from "./review";

/** The listings `ownerId` owns: every review query is limited to them in the query itself. */
const ownedBy = (ownerId: string) =>
  sql`${leads.propertyId} in (select ${properties.id} from ${properties} where ${properties.userId} = ${ownerId})`;

/**
 * 'Pendientes de revisión': the contacts held on the user's listings, newest first — past a
 * listing's rate, or from a sender the owner marked as spam — with what the owner needs to decide.
 */
export async function listHeldLeads(db: Db, userId: string) {
  const rows = await db
    .select({
      id: leads.id,
      propertyId: leads.propertyId,
      kind: leads.kind,
      heldReason: leads.heldReason,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      buyerPhone: leads.buyerPhone,
      message: leads.message,
      createdAt: leads.createdAt,
      offerAmount: leadOffers.amount,
    })
    .from(leads)
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .where(and(ownedBy(userId), eq(leads.review, "held"), isNull(leads.discardedAt), shownToSeller))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    kindLabel: leadKindLabel(row.kind),
    reasonLabel: HELD_REASON_LABELS[row.heldReason ?? "listing_rate"],
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    message: row.message,
    offerAmount: row.offerAmount,
    createdAt: row.createdAt.toISOString(),
  }));
}
export type HeldLeadEntry = Awaited<ReturnType<typeof listHeldLeads>>[number];

type ReviewChange = { db: Db; actor: LeadActor; leadId: string; secret: string; now?: Date };

/**
 * 'Aprobar': the owner lets a held contact through; it joins their buyers as a new one. Held
 * because its sender was marked as spam, the mark goes too: the owner has changed their mind.
 * Null when it is not a held contact on one of the actor's listings (staff review nothing).
 */
export async function releaseHeldLead({ db, actor, leadId, secret, now = new Date() }: ReviewChange) {
  if (!isUuid(leadId)) return null;
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(leads)
      .set({ review: "released", updatedAt: now })
      .where(and(eq(leads.id, leadId), ownedBy(actor.id), eq(leads.review, "held"), shownToSeller))
      .returning({
        propertyId: leads.propertyId,
        heldReason: leads.heldReason,
        buyerEmail: leads.buyerEmail,
        senderAddressHash: leads.senderAddressHash,
      });
    if (!released) return null;
    if (released.heldReason === "blocked_sender")
      await unblockSender(tx, actor.id, {
        emailHash: senderEmailHash(secret, released.buyerEmail),
        addressHash: released.senderAddressHash,
      });
    return { propertyId: released.propertyId };
  });
}

/**
 * 'Marcar como spam': the contact leaves the owner's lists, and its sender (e-mail and address) is
 * held on every listing of this owner from now on. An accepted offer is not spam: the sale starts
 * from it. Null when it is not a contact on one of the actor's listings.
 */
export async function markLeadAsSpam({ db, actor, leadId, secret, now = new Date() }: ReviewChange) {
  if (!isUuid(leadId)) return null;
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(leads)
      .set({
        review: "spam",
        readAt: sql`coalesce(${leads.readAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(leads.id, leadId),
          ownedBy(actor.id),
          shownToSeller,
          sql`${leads.review} is distinct from 'spam'`,
          sql`not (${leads.kind} = 'offer' and ${leads.state} = 'accepted')`,
        ),
      )
      .returning({
        propertyId: leads.propertyId,
        buyerEmail: leads.buyerEmail,
        senderAddressHash: leads.senderAddressHash,
      });
    if (!marked) return null;
    await blockSender(tx, actor.id, {
      emailHash: senderEmailHash(secret, marked.buyerEmail),
      addressHash: marked.senderAddressHash,
    });
    return { propertyId: marked.propertyId };
  });
}
