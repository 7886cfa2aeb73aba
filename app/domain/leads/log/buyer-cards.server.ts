import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { SEEN_OPEN_OFFER_STATES } from "../offers/offer-states";
import { type BuyerGroup, countUnreadBuyers, groupByBuyer } from "./buyer-groups";
import { buyerKeyColumns, buyerKeyOfRow, type LeadEntry, toEntry } from "./lead-entry.server";
import {
  inSellerLog,
  type LeadActor,
  listingLogRowsForStaff,
  ownLogRows,
  shownToSeller,
} from "./lead-log.server";

/**
 * One lead on a card; an offer the seller may accept says how many other offers accepting it closes
 * (their buyers are mailed), so 'Aceptar oferta' can state it before it acts.
 */
export type BuyerCardLead = LeadEntry & { othersClosedOnAccept?: number };
/** One buyer's card in 'Compradores': their leads on one listing, oldest first (buyer-groups.ts). */
export type BuyerCard = BuyerGroup<BuyerCardLead>;

/**
 * The offers an acceptance closes and mails, by listing: the open ones the seller has seen (an
 * unconfirmed one is closed too, but its buyer is never told). Discarded ones count: they close too.
 */
async function openOffersByListing(db: Db, userId: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ id: leads.id, propertyId: leads.propertyId })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(
      and(
        eq(properties.userId, userId),
        eq(leads.kind, "offer"),
        inArray(leads.state, [...SEEN_OPEN_OFFER_STATES]),
      ),
    );
  const byListing = new Map<string, Set<string>>();
  for (const row of rows)
    byListing.set(row.propertyId, (byListing.get(row.propertyId) ?? new Set()).add(row.id));
  return byListing;
}

type LogRow = Awaited<ReturnType<typeof ownLogRows>>[number];

/** The rows as cards: keyed on the server, so the account's address a key may hold never leaves it. */
function cardsOf(rows: LogRow[]): BuyerCard[] {
  const keys = new Map(rows.map((row) => [row.id, buyerKeyOfRow(row)]));
  return groupByBuyer(rows.map(toEntry), (entry) => keys.get(entry.id) ?? `lead:${entry.id}`);
}

/**
 * 'Compradores': one card per buyer per listing the user owns, the buyer who wrote last first.
 * The same rows as the lead log (ownership, discarded, held and spam in the query).
 */
export async function listOwnBuyers(db: Db, userId: string): Promise<BuyerCard[]> {
  const [rows, open] = await Promise.all([ownLogRows(db, userId), openOffersByListing(db, userId)]);
  return cardsOf(rows).map((card) => {
    const items = card.items.map((item) => {
      if (item.kind !== "offer") return item;
      const others = open.get(item.propertyId) ?? new Set<string>();
      return { ...item, othersClosedOnAccept: others.size - (others.has(item.id) ? 1 : 0) };
    });
    return { ...card, items, latest: items.find((item) => item.id === card.latest.id) ?? card.latest };
  });
}

/** Staff's view of another owner's listing, as cards; null when the actor is not staff or no such listing. */
export async function listListingBuyersForStaff(db: Db, actor: LeadActor, propertyId: string) {
  const view = await listingLogRowsForStaff(db, actor, propertyId);
  return (
    view && { propertyId: view.propertyId, propertyTitle: view.propertyTitle, buyers: cardsOf(view.rows) }
  );
}
export type StaffBuyersView = NonNullable<Awaited<ReturnType<typeof listListingBuyersForStaff>>>;

/**
 * The number on the 'Compradores' tab: the buyers with something the owner has not opened, on the
 * user's own listings, of the leads the log shows. Buyers, not leads: it is how many cards say
 * 'Nuevo', and one 'Abrir' reads a buyer's whole card. Only the unread rows are read.
 */
export async function countOwnUnreadBuyers(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ propertyId: leads.propertyId, ...buyerKeyColumns })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(
      and(
        eq(properties.userId, userId),
        isNull(leads.discardedAt),
        isNull(leads.readAt),
        shownToSeller,
        inSellerLog,
      ),
    );
  return countUnreadBuyers(
    rows.map((row) => ({ ...row, isUnread: true })),
    buyerKeyOfRow,
  );
}
