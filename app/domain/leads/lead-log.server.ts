import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { deals, leadOffers, leads, leadViewings, properties } from "#app/db/schema/index";
import type { UserRole } from "#app/db/schema/users";
import { isLeadChannel, LEAD_CHANNEL_LABELS, type LeadChannel } from "#app/domain/campaign/channels";
import { type LeadKind, leadKindLabel, leadStateLabel } from "./kinds";
import { dealSentence } from "./offer-deal";
import { OFFER_STATES_HIDDEN_FROM_SELLER } from "./offer-states";
import { formatViewingTime, MAX_TIME_PROPOSALS } from "./viewing-slots";

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

/** What the log, the staff view and the export read of a lead. */
export const leadColumns = {
  id: leads.id,
  propertyId: leads.propertyId,
  kind: leads.kind,
  state: leads.state,
  buyerName: leads.buyerName,
  buyerEmail: leads.buyerEmail,
  buyerPhone: leads.buyerPhone,
  message: leads.message,
  createdAt: leads.createdAt,
  readAt: leads.readAt,
  channel: leads.channel,
};

/** An offer's terms as the log shows them (null for other kinds); joined only by the log's reads. */
const offerTermColumns = {
  offerAmount: leadOffers.amount,
  offerFinancing: leadOffers.financing,
  offerArrasDate: leadOffers.arrasDate,
  offerConditions: leadOffers.conditions,
  offerCounterAmount: leadOffers.counterAmount,
  offerCounterMessage: leadOffers.counterMessage,
  // The deal the offer led to, while it holds: its price is the one the card shows (issue #35).
  dealPrice: deals.price,
  dealDeposit: deals.deposit,
  dealAcceptedBy: deals.acceptedBy,
};

/** Joins an offer's deal that holds; other leads get nulls. */
const dealOfLeadJoin = and(eq(deals.leadId, leads.id), isNull(deals.releasedAt));

type OfferTermRow = {
  offerAmount: number | null;
  offerFinancing: "mortgage" | "cash" | null;
  offerArrasDate: string | null;
  offerConditions: string | null;
  offerCounterAmount: number | null;
  offerCounterMessage: string | null;
  dealPrice: number | null;
  dealDeposit: number | null;
  dealAcceptedBy: "seller" | "buyer" | null;
};

function toOfferTerms(row: OfferTermRow & { buyerName: string }) {
  if (row.offerAmount === null || row.offerFinancing === null || row.offerArrasDate === null) return null;
  return {
    amount: row.offerAmount,
    financing: row.offerFinancing,
    arrasDate: row.offerArrasDate,
    conditions: row.offerConditions ?? "",
    counterAmount: row.offerCounterAmount,
    counterMessage: row.offerCounterMessage,
    deal:
      row.dealPrice === null || row.dealAcceptedBy === null
        ? null
        : {
            price: row.dealPrice,
            deposit: row.dealDeposit ?? 0,
            sentence: dealSentence(
              { acceptedBy: row.dealAcceptedBy, buyerName: row.buyerName, price: row.dealPrice },
              "seller",
            ),
          },
  };
}

/** The log also shows what only a viewing has (null columns for the other kinds). */
const logColumns = {
  ...leadColumns,
  ...offerTermColumns,
  proposedSlots: leadViewings.proposedSlots,
  scheduledAt: leadViewings.scheduledAt,
  timeProposals: leadViewings.timeProposals,
  rating: leadViewings.rating,
  ratingComment: leadViewings.ratingComment,
};

type ViewingColumns = {
  proposedSlots: Date[] | null;
  scheduledAt: Date | null;
  timeProposals: number | null;
  rating: number | null;
  ratingComment: string | null;
};

/** A viewing's times as the seller answers them: the instant (the form's value) and its Madrid label. */
function viewingOf(row: ViewingColumns) {
  if (!row.proposedSlots) return null;
  const slot = (instant: Date) => ({ value: instant.toISOString(), label: formatViewingTime(instant) });
  return {
    proposedSlots: row.proposedSlots.map(slot),
    scheduled: row.scheduledAt ? slot(row.scheduledAt) : null,
    isPast: row.scheduledAt !== null && row.scheduledAt.getTime() <= Date.now(),
    canProposeTime: (row.timeProposals ?? 0) < MAX_TIME_PROPOSALS,
    rating: row.rating,
    ratingComment: row.ratingComment,
  };
}
export type LeadViewing = NonNullable<ReturnType<typeof viewingOf>>;

type LeadRow = {
  id: string;
  propertyId: string;
  kind: LeadKind;
  state: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  message: string;
  createdAt: Date;
  readAt: Date | null;
  channel: string;
};

/** One line of the lead log, whatever its kind: the labels come from kinds.ts. */
function toEntry(row: LeadRow & OfferTermRow & Partial<ViewingColumns>) {
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    kindLabel: leadKindLabel(row.kind),
    state: row.state,
    stateLabel: leadStateLabel(row.kind, row.state),
    isUnread: row.readAt === null,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    channelLabel: LEAD_CHANNEL_LABELS[isLeadChannel(row.channel) ? row.channel : "otro"],
    offer: toOfferTerms(row),
    viewing: viewingOf({
      proposedSlots: row.proposedSlots ?? null,
      scheduledAt: row.scheduledAt ?? null,
      timeProposals: row.timeProposals ?? null,
      rating: row.rating ?? null,
      ratingComment: row.ratingComment ?? null,
    }),
  };
}
export type LeadEntry = ReturnType<typeof toEntry>;

/**
 * 'Compradores': the leads of every listing the user owns, newest first, without the discarded
 * ones nor those held for review or marked as spam (lead-review.server.ts). Ownership is in the
 * query (the join on the owner), never checked after reading.
 */
export async function listOwnLeads(db: Db, userId: string): Promise<LeadEntry[]> {
  const rows = await db
    .select(logColumns)
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .leftJoin(deals, dealOfLeadJoin)
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .where(and(eq(properties.userId, userId), isNull(leads.discardedAt), shownToSeller, inSellerLog))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_LOG_LIMIT);
  return rows.map(toEntry);
}

/**
 * One listing's lead log for staff (a listing of someone else's, opened from /admin): its title
 * and its leads, or null when the actor is not staff or the listing does not exist.
 */
export async function listListingLeadsForStaff(db: Db, actor: LeadActor, propertyId: string) {
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
    .where(and(eq(leads.propertyId, propertyId), isNull(leads.discardedAt), shownToSeller, inSellerLog))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_LOG_LIMIT);
  return { propertyId: listing.id, propertyTitle: listing.title, leads: rows.map(toEntry) };
}
export type StaffLeadView = NonNullable<Awaited<ReturnType<typeof listListingLeadsForStaff>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

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
 * Opening a lead marks it read — for its owner only: staff looking at a listing's log must not
 * take the 'new' mark off what the seller has not seen. Null when the lead is not the actor's to see.
 */
export async function openLead({ db, actor, leadId, now = new Date() }: LeadChange) {
  const lead = await visibleLead(db, actor, leadId);
  if (!lead) return null;
  if (lead.isOwner)
    await db
      .update(leads)
      .set({ readAt: readSince(now) })
      .where(eq(leads.id, leadId));
  return { propertyId: lead.propertyId };
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
