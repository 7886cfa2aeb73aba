import type { LeadKind } from "./kinds";

/**
 * When a buyer contact is over, and so when the buyer's own link to it stops working: the
 * link lives while the lead is open and for this many days after it closed — long
 * enough to look back at the answer, rate the visit or find the agreed terms, not for ever.
 */
export const BUYER_LINK_DAYS_AFTER_CLOSE = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The states in which a lead still waits for someone (the buyer or the seller). Every other state
 * closes the lead when it was entered — including a state this version does not know, so a new
 * state's links end unless someone decides they should not. An enquiry has no state of its own to
 * wait in: it is delivered, and the seller answers by e-mail.
 *
 * Viewings wait only until their time: a confirmed viewing closes when it starts (the buyer may
 * still rate it from the link for the 90 days), a request or a proposed time closes when the last
 * time offered has passed. An accepted offer stays open while its listing is on sale: the arras
 * and the deed follow from it.
 */
const OPEN_STATES: Record<LeadKind, readonly string[]> = {
  enquiry: [],
  viewing: ["requested", "rescheduled", "confirmed"],
  offer: ["unconfirmed", "submitted", "countered", "buyer_countered", "accepted"],
};

/** What the rule reads of a lead: one row of `leads`, its listing, and a viewing's times. */
export type LeadLifeFacts = {
  kind: LeadKind;
  state: string;
  /** When the state last changed (`leads.updated_at`: every move sets it). */
  updatedAt: Date;
  /** The seller set it aside ('Descartar'): nothing more will come of it. */
  discardedAt: Date | null;
  /** The listing leaves the portal (sold, withdrawn, back to draft): all its leads close then. */
  listing: { status: string; updatedAt: Date };
  viewing: { proposedSlots: Date[]; scheduledAt: Date | null } | null;
};

const latest = (dates: Date[]): Date | null =>
  dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => date.getTime())));

/** When the lead's own state ended it, or the time it waits for (null: waits with no end). */
function closedByState(lead: LeadLifeFacts): Date | null {
  if (!OPEN_STATES[lead.kind].includes(lead.state)) return lead.updatedAt;
  if (lead.kind !== "viewing") return null;
  if (lead.state === "requested") return latest(lead.viewing?.proposedSlots ?? []);
  return lead.viewing?.scheduledAt ?? null;
}

/** When the lead closed: the first of the events that close it to have happened; null while open. */
export function leadClosedAt(lead: LeadLifeFacts, now: Date): Date | null {
  const closings = [
    lead.listing.status === "published" ? null : lead.listing.updatedAt,
    lead.discardedAt,
    closedByState(lead),
  ].filter((date): date is Date => date !== null && date <= now);
  return closings.length === 0 ? null : new Date(Math.min(...closings.map((date) => date.getTime())));
}

export function isLeadOpen(lead: LeadLifeFacts, now: Date): boolean {
  return leadClosedAt(lead, now) === null;
}

/** The moment the buyer's link stops working; null while the lead is open (no end known yet). */
export function buyerLinkExpiresAt(lead: LeadLifeFacts, now: Date): Date | null {
  const closedAt = leadClosedAt(lead, now);
  return closedAt ? new Date(closedAt.getTime() + BUYER_LINK_DAYS_AFTER_CLOSE * DAY_MS) : null;
}

export function isBuyerLinkExpired(lead: LeadLifeFacts, now: Date): boolean {
  const expiresAt = buyerLinkExpiresAt(lead, now);
  return expiresAt !== null && expiresAt <= now;
}
