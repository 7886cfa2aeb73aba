import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads } from "#app/db/schema/index";
import { lastPageOf, pageOffset, parsePageParam } from "#app/lib/pagination";
import { isUuid } from "#app/lib/uuid";
import { leadKindLabel } from "../log/kinds";
import { type LeadActor, shownToSeller } from "../log/lead-log.server";
import { blockSenderKeys, senderEmailHash, unblockSender } from "./blocked-senders.server";
import { groupBySender } from "./held-senders";
import { HELD_REASON_LABELS } from "./review";
import { markedAsSpam, ownedBy } from "./review-scope.server";

/**
 * 'Pendientes de revisión' a page at a time, by sender (held-senders.ts): after a flood the owner
 * answers a few senders, not hundreds of contacts, and the page stays small whatever the flood
 * (docs/decisions/0024-held-leads.md).
 */
export const HELD_SENDERS_PER_PAGE = 10;
/** The newest contacts shown of one sender; the others are counted, and follow once these are answered. */
export const HELD_CONTACTS_SHOWN_PER_SENDER = 3;
/** How many of a listing's held contacts are grouped (the newest): far past any flood's hour. */
const MAX_HELD_GROUPED = 5_000;
const MAX_HELD_PAGE = 500;
/** 'Aprobar seleccionados' takes at most one page's contacts. */
export const MAX_RELEASED_AT_ONCE = HELD_SENDERS_PER_PAGE * HELD_CONTACTS_SHOWN_PER_SENDER;

/** A contact held on one of `userId`'s listings, waiting for its answer: in the query itself. */
const heldOn = (userId: string, propertyId: string) =>
  and(
    eq(leads.propertyId, propertyId),
    ownedBy(userId),
    eq(leads.review, "held"),
    isNull(leads.discardedAt),
    shownToSeller,
  );

/** What grouping reads of a listing's held contacts, newest first. */
function heldSenderRows(db: Pick<Db, "select">, userId: string, propertyId: string) {
  return db
    .select({ id: leads.id, buyerEmail: leads.buyerEmail, senderAddressHash: leads.senderAddressHash })
    .from(leads)
    .where(heldOn(userId, propertyId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MAX_HELD_GROUPED);
}

/** How many contacts wait for review on each of the user's listings (the badge beside each). */
export async function countHeldLeadsByListing(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ propertyId: leads.propertyId, held: count() })
    .from(leads)
    .where(and(ownedBy(userId), eq(leads.review, "held"), isNull(leads.discardedAt), shownToSeller))
    .groupBy(leads.propertyId);
  return Object.fromEntries(rows.map((row) => [row.propertyId, Number(row.held)]));
}

/**
 * One page of a listing's held contacts by sender, the sender who wrote last first: each group's
 * newest contacts whole, and how many there are. Empty for a listing that is not the user's.
 */
export async function listHeldLeadGroups(
  db: Db,
  userId: string,
  { propertyId, page: pageParam }: { propertyId: string; page: string | null },
) {
  const groups = isUuid(propertyId) ? groupBySender(await heldSenderRows(db, userId, propertyId)) : [];
  const lastPage = lastPageOf(groups.length, HELD_SENDERS_PER_PAGE, MAX_HELD_PAGE);
  const page = parsePageParam(pageParam, lastPage);
  const start = pageOffset(page, HELD_SENDERS_PER_PAGE);
  const shown = groups.slice(start, start + HELD_SENDERS_PER_PAGE);
  const ids = shown.flatMap((group) => group.slice(0, HELD_CONTACTS_SHOWN_PER_SENDER).map((row) => row.id));
  const details = new Map((await heldContacts(db, userId, ids)).map((entry) => [entry.id, entry]));
  return {
    propertyId,
    total: groups.reduce((sum, group) => sum + group.length, 0),
    senders: groups.length,
    page,
    lastPage,
    groups: shown.map((group) => ({
      /** The group's newest contact: what 'Marcar todo como spam' names. */
      anchorId: group[0]?.id ?? "",
      count: group.length,
      contacts: group.slice(0, HELD_CONTACTS_SHOWN_PER_SENDER).flatMap((row) => details.get(row.id) ?? []),
    })),
  };
}
export type HeldLeadGroups = Awaited<ReturnType<typeof listHeldLeadGroups>>;
export type HeldLeadGroup = HeldLeadGroups["groups"][number];

async function heldContacts(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: leads.id,
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
    .where(and(inArray(leads.id, ids), ownedBy(userId)));
  return rows.map((row) => ({
    id: row.id,
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
export type HeldContact = Awaited<ReturnType<typeof heldContacts>>[number];

type BulkReview = { db: Db; actor: LeadActor; secret: string; now?: Date };

/**
 * 'Aprobar seleccionados': the ticked held contacts join the owner's buyers, as 'Aprobar' does one
 * by one (a sender marked as spam is unmarked). The ids come from the browser: only held contacts
 * on the actor's own listings change, in the query itself. Null when none did.
 */
export async function releaseHeldLeads({
  db,
  actor,
  leadIds,
  secret,
  now = new Date(),
}: BulkReview & {
  leadIds: readonly string[];
}) {
  const ids = [...new Set(leadIds.filter((id) => isUuid(id)))].slice(0, MAX_RELEASED_AT_ONCE);
  if (ids.length === 0) return null;
  return db.transaction(async (tx) => {
    const released = await tx
      .update(leads)
      .set({ review: "released", updatedAt: now })
      .where(and(inArray(leads.id, ids), ownedBy(actor.id), eq(leads.review, "held"), shownToSeller))
      .returning({
        propertyId: leads.propertyId,
        heldReason: leads.heldReason,
        buyerEmail: leads.buyerEmail,
        senderAddressHash: leads.senderAddressHash,
      });
    if (released.length === 0) return null;
    for (const lead of released)
      if (lead.heldReason === "blocked_sender")
        await unblockSender(tx, actor.id, {
          emailHash: senderEmailHash(secret, lead.buyerEmail),
          addressHash: lead.senderAddressHash,
        });
    return { propertyId: released[0]?.propertyId ?? null, released: released.length };
  });
}

/**
 * 'Marcar todo como spam': every held contact of the sender of `leadId` on its listing (the group
 * as the page drew it, and whatever that sender sent since) leaves the owner's lists, and each of
 * its e-mails and addresses is held on every listing of this owner from now on. Null when `leadId`
 * is not a held contact on one of the actor's listings.
 */
export async function markHeldSenderAsSpam({
  db,
  actor,
  leadId,
  secret,
  now = new Date(),
}: BulkReview & {
  leadId: string;
}) {
  if (!isUuid(leadId)) return null;
  return db.transaction(async (tx) => {
    const [anchor] = await tx
      .select({ propertyId: leads.propertyId })
      .from(leads)
      .where(and(eq(leads.id, leadId), ownedBy(actor.id), eq(leads.review, "held")))
      .limit(1);
    if (!anchor) return null;
    const group = groupBySender(await heldSenderRows(tx, actor.id, anchor.propertyId)).find((rows) =>
      rows.some((row) => row.id === leadId),
    );
    if (!group) return null;
    const marked = await tx
      .update(leads)
      .set(markedAsSpam(now))
      .where(
        and(
          inArray(
            leads.id,
            group.map((row) => row.id),
          ),
          heldOn(actor.id, anchor.propertyId),
        ),
      )
      .returning({ buyerEmail: leads.buyerEmail, senderAddressHash: leads.senderAddressHash });
    await blockSenderKeys(tx, actor.id, {
      emailHashes: marked.map((row) => senderEmailHash(secret, row.buyerEmail)),
      addressHashes: marked.flatMap((row) => row.senderAddressHash ?? []),
    });
    return { propertyId: anchor.propertyId, marked: marked.length };
  });
}
