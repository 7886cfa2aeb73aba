import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { deals, leadOffers, leads, leadViewings, properties, users } from "#app/db/schema/index";
import type { UserRole } from "#app/db/schema/users";
import { isLeadChannel, type LeadChannel } from "#app/domain/campaign/channels";
import { isUuid } from "#app/lib/uuid";
import { OFFER_STATES_HIDDEN_FROM_SELLER } from "../offers/offer-states";
import {
  buyerKeyColumns,
  buyerKeyOfRow,
  dealOfLeadJoin,
  type LeadEntry,
  logColumns,
  toEntry,
} from "./lead-entry.server";

export { type LeadEntry, type LeadViewing, leadColumns } from "./lead-entry.server";

/**
 * The leads a seller sees: all but offers whose buyer has not confirmed their e-mail yet
 * (offer-states.ts). Every seller-facing read of leads filters with it.
 */
export const shownToSeller = sql`not (${leads.kind} = 'offer' and ${leads.state} in ${sql.raw(
  `(${OFFER_STATES_HIDDEN_FROM_SELLER.map((state) => `'${state}'`).join(", ")})`,
)})`;

/**
 * Out of the log: contacts held for the owner's review ('Pendientes de revisión', lead-review.server.ts)
 * and those the owner marked as spam.
 */
export const inSellerLog = sql`(${leads.review} is null or ${leads.review} = 'released')`;

/** Who is asking: the listing's owner sees and handles its leads; staff see any listing's. */
export type LeadActor = { id: string; role: UserRole };

/** The most a lead log sends to the page; the oldest beyond it wait for the retention job. */
export const LEAD_LOG_LIMIT = 500;

/**
 * 'Compradores': the log rows of every listing the user owns, newest first, without the discarded
 * ones nor those held for review or marked as spam (lead-review.server.ts). Ownership is in the
 * query (the join on the owner), never checked after reading. The rows still hold who sent each
 * (buyer-cards.server.ts groups by it); what the page gets is `toEntry`'s.
 */
export function ownLogRows(db: Db, userId: string) {
  return db
    .select(logColumns)
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .leftJoin(deals, dealOfLeadJoin)
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(and(eq(properties.userId, userId), isNull(leads.discardedAt), shownToSeller, inSellerLog))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_LOG_LIMIT);
}

/** Every lead of the user's listings, one by one (the grouped cards: buyer-cards.server.ts). */
export async function listOwnLeads(db: Db, userId: string): Promise<LeadEntry[]> {
  return (await ownLogRows(db, userId)).map(toEntry);
}

/**
 * One listing's log rows for staff (a listing of someone else's, opened from /admin): its title
 * and its rows, or null when the actor is not staff or the listing does not exist.
 */
export async function listingLogRowsForStaff(db: Db, actor: LeadActor, propertyId: string) {
  if (actor.role !== "admin" || !isUuid(propertyId)) return null;
  const [listing] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!listing) return null;
  const rows = await db
    .select(logColumns)
    .from(leads)
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .leftJoin(deals, dealOfLeadJoin)
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(and(eq(leads.propertyId, propertyId), isNull(leads.discardedAt), shownToSeller, inSellerLog))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_LOG_LIMIT);
  return { propertyId: listing.id, propertyTitle: listing.title, rows };
}

/** One listing's leads for staff, one by one, or null (see listingLogRowsForStaff). */
export async function listListingLeadsForStaff(db: Db, actor: LeadActor, propertyId: string) {
  const view = await listingLogRowsForStaff(db, actor, propertyId);
  return (
    view && { propertyId: view.propertyId, propertyTitle: view.propertyTitle, leads: view.rows.map(toEntry) }
  );
}

/** The lead's listing, when the actor may see the lead: its owner, or staff. */
async function visibleLead(db: Db, actor: LeadActor, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({ propertyId: leads.propertyId, ownerId: properties.userId })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.id, leadId), shownToSeller))
    .limit(1);
  if (!row) return null;
  if (row.ownerId !== actor.id && actor.role !== "admin") return null;
  return { propertyId: row.propertyId, isOwner: row.ownerId === actor.id };
}

type LeadChange = { db: Db; actor: LeadActor; leadId: string; now?: Date };

/** Read since its first opening: a later opening keeps the first time. */
const readSince = (now: Date) => sql`coalesce(${leads.readAt}, ${now.toISOString()}::timestamptz)`;

/**
 * Opening a buyer's card marks it read — for its owner only: staff looking at a listing's log must
 * not take the 'new' mark off what the seller has not seen. The card is the buyer's, so the lead
 * opened and the same buyer's other unread leads on that listing (buyer-groups.ts) are read with
 * it. Null when the lead is not the actor's to see.
 */
export async function openLead({ db, actor, leadId, now = new Date() }: LeadChange) {
  const lead = await visibleLead(db, actor, leadId);
  if (!lead) return null;
  if (lead.isOwner) {
    const sameBuyer = await sameBuyerUnreadIds(db, lead.propertyId, leadId);
    await db
      .update(leads)
      .set({ readAt: readSince(now) })
      .where(inArray(leads.id, [leadId, ...sameBuyer]));
  }
  return { propertyId: lead.propertyId };
}

/** The unread leads in the seller's log of a listing whose buyer is the buyer of `leadId`. */
async function sameBuyerUnreadIds(db: Db, propertyId: string, leadId: string): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id, ...buyerKeyColumns })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(
      and(
        eq(leads.propertyId, propertyId),
        or(
          eq(leads.id, leadId),
          and(isNull(leads.readAt), isNull(leads.discardedAt), shownToSeller, inSellerLog),
        ),
      ),
    );
  const opened = rows.find((row) => row.id === leadId);
  if (!opened) return [];
  const key = buyerKeyOfRow(opened);
  return rows.filter((row) => row.id !== leadId && buyerKeyOfRow(row) === key).map((row) => row.id);
}

/**
 * 'Descartar': the owner sets a lead aside (spam, a buyer who withdrew). It leaves the log but
 * still counts in the listing's figures; the retention job deletes it with the rest.
 */
export async function discardLead({ db, actor, leadId, now = new Date() }: LeadChange) {
  const lead = await visibleLead(db, actor, leadId);
  if (!lead?.isOwner) return null;
  await db
    .update(leads)
    .set({
      discardedAt: now,
      readAt: readSince(now),
      updatedAt: now,
    })
    .where(eq(leads.id, leadId));
  return { propertyId: lead.propertyId };
}

/** Leads per listing (all kinds, discarded included), for the staff panel. */
export async function countLeadsByListing(db: Db, propertyIds: string[]): Promise<Map<string, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: leads.propertyId, total: count() })
    .from(leads)
    .where(inArray(leads.propertyId, propertyIds))
    .groupBy(leads.propertyId);
  return new Map(rows.map((row) => [row.propertyId, Number(row.total)]));
}

/**
 * Leads per channel across every listing (the staff campaign board): what each channel brought,
 * counted by the seller's rule (an unconfirmed offer is not a lead yet).
 */
export async function countLeadsByChannel(db: Db): Promise<Map<LeadChannel, number>> {
  const rows = await db
    .select({ channel: leads.channel, total: count() })
    .from(leads)
    .where(shownToSeller)
    .groupBy(leads.channel);
  return new Map(
    rows.map((row) => [isLeadChannel(row.channel) ? row.channel : "otro", Number(row.total)] as const),
  );
}
