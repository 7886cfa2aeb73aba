import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads, leadViewings, properties, users } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { dealOfLead } from "../deals/offer-deal.server";
import type { LeadKind } from "../log/kinds";
import { openOfferMoves } from "../offers/offer-states";
import type { ViewingState } from "../viewings/viewing-record.server";
import { MAX_TIME_PROPOSALS } from "../viewings/viewing-slots";
import { buyerViewingView } from "../viewings/viewing-views.server";
import { awaitsBuyer, BUYER_REQUEST_STATES, buyerRequestStateLabel } from "./buyer-request-labels";

/** The most 'Mis solicitudes' lists; older ones stay reachable from their e-mails. */
export const BUYER_REQUESTS_LIMIT = 200;

/**
 * Which leads are the account's own: those sent while signed in to it, and those sent
 * to its e-mail address once that address is verified — whoever holds the mailbox holds the
 * e-mailed links to them already. An unverified account sees only what it sent signed in.
 */
async function ownLeadsCondition(db: Db, userId: string): Promise<SQL> {
  const [account] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  const byAccount = eq(leads.buyerUserId, userId);
  if (!account?.emailVerified) return byAccount;
  // Buyer forms store the address lower-cased (auth.schema EmailField), as accounts do.
  return or(byAccount, eq(leads.buyerEmail, account.email.trim().toLowerCase())) as SQL;
}

/**
 * One of the account's own leads by id and kind, or null — another buyer's, an unknown id or
 * another kind alike: every action of 'Mis solicitudes' starts here, and its null is a 404.
 */
export async function findOwnRequest(db: Db, userId: string, leadId: string, kind: LeadKind) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({ id: leads.id, propertyId: leads.propertyId })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.kind, kind), await ownLeadsCondition(db, userId)))
    .limit(1);
  return row ?? null;
}

/** How many requests the account has, and how many wait for the buyer: the tab bar shows these. */
export async function countOwnRequests(db: Db, userId: string) {
  const rows = await db
    .select({ kind: leads.kind, state: leads.state, total: count() })
    .from(leads)
    .where(await ownLeadsCondition(db, userId))
    .groupBy(leads.kind, leads.state);
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    awaitingYou: rows.filter((row) => awaitsBuyer(row.kind, row.state)).reduce((s, r) => s + r.total, 0),
  };
}

/**
 * 'Mis solicitudes': every message, viewing and offer the account sent, newest change first, with
 * where each stands, the seller's answers and what the buyer may do now. Nothing of the seller's
 * (no name, no address): the buyer's own link shows no more.
 */
export async function listOwnRequests(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      state: leads.state,
      message: leads.message,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
      buyerName: leads.buyerName,
      review: leads.review,
      propertyId: properties.id,
      propertyTitle: properties.title,
      listingStatus: properties.status,
      amount: leadOffers.amount,
      financing: leadOffers.financing,
      arrasDate: leadOffers.arrasDate,
      conditions: leadOffers.conditions,
      counterAmount: leadOffers.counterAmount,
      counterMessage: leadOffers.counterMessage,
      proposedSlots: leadViewings.proposedSlots,
      scheduledAt: leadViewings.scheduledAt,
      timeProposals: leadViewings.timeProposals,
      rating: leadViewings.rating,
      ratingComment: leadViewings.ratingComment,
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .where(await ownLeadsCondition(db, userId))
    .orderBy(desc(leads.updatedAt), desc(leads.createdAt))
    .limit(BUYER_REQUESTS_LIMIT);
  const accepted = rows.filter((row) => row.kind === "offer" && ["accepted", "released"].includes(row.state));
  const deals = new Map(
    await Promise.all(accepted.map(async (row) => [row.id, await dealOfLead(db, row.id)] as const)),
  );
  return rows.map((row) => {
    const base = {
      id: row.id,
      kind: row.kind,
      state: row.state,
      stateLabel: buyerRequestStateLabel(row.kind, row.state),
      awaitsYou: awaitsBuyer(row.kind, row.state),
      isKnownState: Object.hasOwn(BUYER_REQUEST_STATES[row.kind], row.state),
      sentAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      message: row.message,
      listing: {
        id: row.propertyId,
        // Null when the seller left it empty: the reader's page names it in its own words.
        title: row.propertyTitle?.trim() || null,
        // Only a listing on the portal is linked: a draft or a deleted one has no public page.
        isPublic: row.listingStatus === "published",
      },
    };
    return { ...base, viewing: viewingPart(row, now), offer: offerPart(row, deals.get(row.id) ?? null) };
  });
}
export type BuyerRequest = Awaited<ReturnType<typeof listOwnRequests>>[number];

type Row = {
  id: string;
  kind: LeadKind;
  state: string;
  propertyId: string;
  propertyTitle: string | null;
  buyerName: string;
  review: string | null;
  proposedSlots: Date[] | null;
  scheduledAt: Date | null;
  timeProposals: number | null;
  rating: number | null;
  ratingComment: string | null;
  amount: number | null;
  financing: "mortgage" | "cash" | null;
  arrasDate: string | null;
  conditions: string | null;
  counterAmount: number | null;
  counterMessage: string | null;
};

function viewingPart(row: Row, now: Date) {
  if (row.kind !== "viewing" || !row.proposedSlots) return null;
  const view = buyerViewingView(
    {
      propertyId: row.propertyId,
      title: row.propertyTitle ?? "",
      buyerName: row.buyerName,
      state: row.state as ViewingState,
      proposedSlots: row.proposedSlots,
      scheduledAt: row.scheduledAt,
      rating: row.rating,
      ratingComment: row.ratingComment,
    },
    now,
  );
  return {
    // Instants: the page writes them on Madrid's clock in the reader's language.
    proposedAt: row.proposedSlots.map((slot) => slot.toISOString()),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    canCancel: view.canCancel,
    canAccept: view.canAccept,
    // The same states and shared count the proposal's own update checks (viewing-proposals.server.ts).
    canPropose:
      (row.state === "requested" || row.state === "rescheduled") &&
      (row.timeProposals ?? 0) < MAX_TIME_PROPOSALS,
  };
}

function offerPart(row: Row, deal: Awaited<ReturnType<typeof dealOfLead>>) {
  if (row.kind !== "offer" || row.amount === null || !row.financing || !row.arrasDate) return null;
  return {
    amount: row.amount,
    financing: row.financing,
    arrasDate: row.arrasDate,
    conditions: row.conditions ?? "",
    counterAmount: row.counterAmount,
    counterMessage: row.counterMessage,
    // Confirming stays with the e-mailed link: it is how an address typed without an account is proven.
    moves: openOfferMoves(row.state, "buyer").filter((move) => move !== "confirm"),
    deal: deal
      ? { id: deal.id, price: deal.price, deposit: deal.deposit, acceptedBy: deal.acceptedBy }
      : null,
  };
}
