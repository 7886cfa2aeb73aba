import { normaliseSenderEmail } from "../review/sender";

/**
 * 'Compradores' shows one card per buyer per listing: a buyer who wrote, asked
 * for a viewing and made an offer is one person to answer, not three leads.
 *
 * Who the buyer is: the e-mail they typed, normalised as the leads area already reads one sender
 * (sender.ts: case, spaces, a `+tag`, Gmail's dots), the same identity 'Marcar como spam' blocks;
 * when they were signed in to an account whose e-mail is verified, that account's e-mail instead
 * (so a signed-in buyer's requests join the ones they sent signed out from that address); an
 * account not verified yet stands for itself.
 */
export type BuyerIdentity = {
  buyerEmail: string;
  /** The account the buyer was signed in to when they sent it; null: signed out, or the account is gone. */
  account: { id: string; email: string; emailVerified: boolean } | null;
};

/** The grouping key of one lead's buyer (never sent to the browser: it may hold the account's address). */
export function buyerKey({ buyerEmail, account }: BuyerIdentity): string {
  if (account?.emailVerified) return `email:${normaliseSenderEmail(account.email)}`;
  if (account) return `account:${account.id}`;
  return `email:${normaliseSenderEmail(buyerEmail)}`;
}

/** What grouping reads of a lead. */
export type GroupableLead = {
  id: string;
  propertyId: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  /** ISO instant. */
  createdAt: string;
  isUnread: boolean;
};

/** One buyer's card on one listing. */
export type BuyerGroup<T extends GroupableLead> = {
  /** Stable while its first contact stays: the id of the oldest item. */
  id: string;
  propertyId: string;
  /** The buyer's name as they last gave it. */
  buyerName: string;
  /** Every address and phone the buyer gave, as typed, the latest first (usually one of each). */
  emails: string[];
  phones: string[];
  /** The history as it happened: oldest first. */
  items: T[];
  /** The newest item: its kind and state head the card. */
  latest: T;
  /** Items the seller has not opened yet; the card is new when there is one. */
  unreadCount: number;
  /** The item 'Abrir' opens (and shows highlighted): the newest unread one, else the newest. */
  focusId: string;
};

const instant = (lead: GroupableLead) => Date.parse(lead.createdAt);

/** Oldest first; the same instant ordered by id, so the order never depends on the input's. */
const byTime = (a: GroupableLead, b: GroupableLead) =>
  instant(a) - instant(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function distinctNewestFirst(values: (string | null)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out;
}

/**
 * The leads grouped by listing and buyer (`keyOf` gives a lead's buyerKey), each group's items
 * oldest first, the groups by their newest item, newest first — what the seller answers next on top.
 */
export function groupByBuyer<T extends GroupableLead>(
  leads: readonly T[],
  keyOf: (lead: T) => string,
): BuyerGroup<T>[] {
  const byBuyer = new Map<string, T[]>();
  for (const lead of leads) {
    const key = `${lead.propertyId}\n${keyOf(lead)}`;
    const items = byBuyer.get(key);
    if (items) items.push(lead);
    else byBuyer.set(key, [lead]);
  }
  const groups = [...byBuyer.values()].map((unsorted): BuyerGroup<T> => {
    const items = [...unsorted].sort(byTime);
    const newestFirst = [...items].reverse();
    const first = items[0] as T;
    const latest = newestFirst[0] as T;
    const unread = newestFirst.filter((lead) => lead.isUnread);
    return {
      id: first.id,
      propertyId: first.propertyId,
      buyerName: latest.buyerName,
      emails: distinctNewestFirst(newestFirst.map((lead) => lead.buyerEmail)),
      phones: distinctNewestFirst(newestFirst.map((lead) => lead.buyerPhone)),
      items,
      latest,
      unreadCount: unread.length,
      focusId: (unread[0] ?? latest).id,
    };
  });
  return groups.sort((a, b) => byTime(b.latest, a.latest));
}

/** The number on the 'Compradores' tab and a listing's 'N nuevos': buyers with something unread, not items. */
export function countUnreadBuyers<T extends Pick<GroupableLead, "propertyId" | "isUnread">>(
  leads: readonly T[],
  keyOf: (lead: T) => string,
): number {
  return new Set(leads.filter((lead) => lead.isUnread).map((lead) => `${lead.propertyId}\n${keyOf(lead)}`))
    .size;
}

/** Whether a group holds the item `leadId` (a link to one lead opens its buyer's card). */
export const groupHolds = (group: { items: readonly { id: string }[] }, leadId: string | null | undefined) =>
  leadId ? group.items.some((item) => item.id === leadId) : false;

/**
 * The listing 'Compradores' opens on: the one named in the URL if it is the user's; else the one
 * with the newest buyer; else the newest listing.
 */
export function selectedListingId(
  listingIds: readonly string[],
  newestBuyerListingId: string | null,
  fromUrl: string | null,
): string | null {
  if (fromUrl && listingIds.includes(fromUrl)) return fromUrl;
  return newestBuyerListingId ?? listingIds[0] ?? null;
}
