import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, leadViewings, properties } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { LEAD_KIND_INFO } from "../log/kinds";
import type { LoadedViewing } from "./viewing-record.server";
import { formatViewingTime } from "./viewing-slots";

/** A viewing that took place: confirmed and its time past. Only then may the buyer rate it. */
export function isPastViewing(viewing: { state: string; scheduledAt: Date | null }, now = new Date()) {
  return viewing.state === "confirmed" && viewing.scheduledAt !== null && viewing.scheduledAt <= now;
}

/** Step 3 'Gestión de visitas': the listing's viewings, for its owner (ownership in the query). */
export async function listListingViewings(db: Db, ownerId: string, propertyId: string, now = new Date()) {
  if (!isUuid(propertyId)) return { upcoming: [], awaiting: [], past: [] };
  const rows = await db
    .select({
      leadId: leads.id,
      state: leads.state,
      buyerName: leads.buyerName,
      createdAt: leads.createdAt,
      review: leads.review,
      proposedSlots: leadViewings.proposedSlots,
      scheduledAt: leadViewings.scheduledAt,
      rating: leadViewings.rating,
      ratingComment: leadViewings.ratingComment,
      ratingCommentTranslation: leadViewings.ratingCommentTranslation,
      locale: leads.locale,
    })
    .from(leads)
    .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.propertyId, propertyId), eq(properties.userId, ownerId), isNull(leads.discardedAt)))
    .orderBy(leads.createdAt);
  const entry = (row: (typeof rows)[number]) => ({
    leadId: row.leadId,
    buyerName: row.buyerName,
    times: (row.scheduledAt ? [row.scheduledAt] : row.proposedSlots).map(formatViewingTime),
    rating: row.rating,
    ratingComment: row.ratingComment,
    /** The language the buyer wrote in, so their words are read in it. */
    commentLang: row.locale,
    /** The adapter's Spanish of a comment in another language; null when there is none (yet). */
    ratingCommentTranslation: row.ratingCommentTranslation,
  });
  const isPast = (row: (typeof rows)[number]) => isPastViewing(row, now);
  return {
    upcoming: rows.filter((row) => row.state === "confirmed" && !isPast(row)).map(entry),
    awaiting: rows.filter((row) => row.state === "requested" || row.state === "rescheduled").map(entry),
    past: rows.filter(isPast).map(entry),
  };
}
export type ListingViewings = Awaited<ReturnType<typeof listListingViewings>>;

/**
 * What the buyer's own page shows of their viewing: the listing, the state, the times, and what
 * they may do now. Nothing of the seller's (no name, no address of theirs).
 */
export function buyerViewingView(
  viewing: Pick<
    LoadedViewing,
    | "propertyId"
    | "title"
    | "buyerName"
    | "state"
    | "proposedSlots"
    | "scheduledAt"
    | "rating"
    | "ratingComment"
  >,
  now = new Date(),
) {
  const scheduled = viewing.scheduledAt;
  const upcoming = scheduled !== null && scheduled > now;
  return {
    kind: "viewing" as const,
    propertyId: viewing.propertyId,
    title: viewing.title,
    buyerName: viewing.buyerName,
    state: viewing.state,
    stateLabel: LEAD_KIND_INFO.viewing.states[viewing.state]?.label ?? viewing.state,
    proposedTimes: viewing.proposedSlots.map(formatViewingTime),
    scheduledTime: scheduled ? formatViewingTime(scheduled) : null,
    canCancel:
      viewing.state === "requested" ||
      viewing.state === "rescheduled" ||
      (viewing.state === "confirmed" && upcoming),
    canAccept: viewing.state === "rescheduled" && upcoming,
    canRate: isPastViewing(viewing, now) && viewing.rating === null,
    rating: viewing.rating,
    ratingComment: viewing.ratingComment,
  };
}
export type BuyerViewingView = ReturnType<typeof buyerViewingView>;
