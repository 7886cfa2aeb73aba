import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { type LeadActor, shownToSeller } from "../log/lead-log.server";
import { blockSender, senderEmailHash, unblockSender } from "./blocked-senders.server";
import { markedAsSpam, ownedBy } from "./review-scope.server";

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
      .set(markedAsSpam(now))
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
