import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { type BuyerGroup, countUnreadBuyers, groupByBuyer } from "./buyer-groups";
import { buyerKeyColumns, buyerKeyOfRow, type LeadEntry, toEntry } from "./lead-entry.server";
import {
  inSellerLog,
  type LeadActor,
  listingLogRowsForStaff,
  ownLogRows,
  shownToSeller,
} from "./lead-log.server";

/** One buyer's card in 'Compradores': their leads on one listing, oldest first (buyer-groups.ts). */
export type BuyerCard = BuyerGroup<LeadEntry>;

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
  return cardsOf(await ownLogRows(db, userId));
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
