import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { type Db, type Transaction as Tx, transactionExecutor } from "#app/db/client.server";
import { closingEvents, closingNotaryLinks, deals, properties } from "#app/db/schema/index";
import { closingRoomEmail } from "#app/emails/closing-room.server";
import { madridDay } from "#app/lib/calendar";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import { isSignedValue, signValue } from "#app/lib/signed-value.server";
import type { DocumentMailDeps } from "./document-mail.server";
import { closingRefusal } from "./refusals";
import { CLOSING_PROPERTY_COLUMNS, type ClosingRoom } from "./room-access.server";
import { partiesOf } from "./room-data.server";

/** Long enough for an office to prepare the deed from it; short enough that an old e-mail goes cold. */
export const NOTARY_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The link's token is its row id signed for this one use: a guessed or altered id is refused before
 * any query, and the row (expiry, revocation) decides the rest.
 */
const PURPOSE = "zaguan notary file link v1";
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export const notaryLinkToken = (secret: string, linkId: string) =>
  `${linkId}.${signValue(secret, PURPOSE, linkId)}`;

/** The link id a token names, or null when it is malformed or not signed by this server. */
export function readNotaryLinkToken(secret: string, token: string): string | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, linkId = "", given = ""] = match;
  return isSignedValue(secret, PURPOSE, linkId, given) ? linkId : null;
}

export type NotaryLinkDeps = { db: Db; now: Date; mail: DocumentMailDeps };

/** Only the two parties hand the file to the notary, and only while the deal holds. */
export function assertPartyOfOpenDeal(room: ClosingRoom): "seller" | "buyer" {
  if (room.party === "staff") throw closingRefusal("forbidden", "partiesShare");
  if (room.readOnly) throw closingRefusal("conflict", "ended");
  return room.party;
}

/** Records the change on the timeline and tells the other party, inside the same transaction. */
async function recordAndTell(
  tx: Tx,
  deps: NotaryLinkDeps,
  room: ClosingRoom,
  userId: string,
  change: { kind: "notary_link_created" | "notary_link_revoked"; payload: Record<string, string> },
) {
  const party = assertPartyOfOpenDeal(room);
  await tx.insert(closingEvents).values({ dealId: room.deal.id, userId, party, ...change });
  const parties = await partiesOf(tx, room);
  const other = party === "seller" ? parties.buyer : parties.seller;
  await deps.mail.mailer.enqueueInTransaction(
    transactionExecutor(tx),
    closingRoomEmail({
      brand: deps.mail.brand,
      to: other.email,
      name: other.name,
      dealId: room.deal.id,
      propertyTitle: room.property.title,
      news: {
        kind: "notary-link",
        party,
        created: change.kind === "notary_link_created",
        expiresOn: change.payload.expiresOn ?? "",
      },
      locale: other.locale,
    }),
  );
}

/** A new link for the notary's office, valid NOTARY_LINK_DAYS from now. */
export async function createNotaryLink(deps: NotaryLinkDeps, room: ClosingRoom, userId: string) {
  const party = assertPartyOfOpenDeal(room);
  const expiresAt = new Date(deps.now.getTime() + NOTARY_LINK_DAYS * DAY_MS);
  await deps.mail.mailer.ready();
  const link = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(closingNotaryLinks)
      .values({ dealId: room.deal.id, createdBy: userId, party, createdAt: deps.now, expiresAt })
      .returning();
    if (!row) throw new Error("notary link not created");
    await recordAndTell(tx, deps, room, userId, {
      kind: "notary_link_created",
      payload: { expiresOn: madridDay(expiresAt) },
    });
    return row;
  });
  deps.mail.mailer.wake();
  return link;
}

/** Revokes one of the deal's active links; another deal's id, or one already ended, is not found. */
export async function revokeNotaryLink(
  deps: NotaryLinkDeps,
  room: ClosingRoom,
  userId: string,
  linkId: string,
) {
  assertPartyOfOpenDeal(room);
  await deps.mail.mailer.ready();
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(closingNotaryLinks)
      .set({ revokedAt: deps.now })
      .where(
        and(
          eq(closingNotaryLinks.id, linkId),
          eq(closingNotaryLinks.dealId, room.deal.id),
          isNull(closingNotaryLinks.revokedAt),
          gt(closingNotaryLinks.expiresAt, deps.now),
        ),
      )
      .returning({ id: closingNotaryLinks.id });
    if (!revoked) throw closingRefusal("not_found", "linkInactive");
    await recordAndTell(tx, deps, room, userId, { kind: "notary_link_revoked", payload: {} });
  });
  deps.mail.mailer.wake();
}

/** The deal's links that still open, newest first, for the Documentos tab. */
export async function activeNotaryLinks(
  db: Pick<Db, "select">,
  room: Pick<ClosingRoom, "deal" | "readOnly">,
  now: Date,
) {
  if (room.readOnly) return [];
  return db
    .select()
    .from(closingNotaryLinks)
    .where(
      and(
        eq(closingNotaryLinks.dealId, room.deal.id),
        isNull(closingNotaryLinks.revokedAt),
        gt(closingNotaryLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(closingNotaryLinks.createdAt));
}

export type OpenedNotaryLink =
  | { ok: true; room: Pick<ClosingRoom, "deal" | "property">; expiresAt: Date }
  /** 'unknown': not a link of ours. 'ended': ours, but expired, revoked, or its deal fell through. */
  | { ok: false; reason: "unknown" | "ended" };

/**
 * What a token opens for someone without an account (the notary's office): the deal, only while
 * the link holds. A forged token never reaches a query.
 */
export async function openNotaryLink(
  db: Pick<Db, "select">,
  secret: string,
  token: string,
  now: Date,
): Promise<OpenedNotaryLink> {
  const linkId = readNotaryLinkToken(secret, token);
  if (!linkId) return { ok: false, reason: "unknown" };
  const [row] = await db
    .select({
      link: closingNotaryLinks,
      deal: deals,
      property: CLOSING_PROPERTY_COLUMNS,
    })
    .from(closingNotaryLinks)
    .innerJoin(deals, eq(deals.id, closingNotaryLinks.dealId))
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .where(eq(closingNotaryLinks.id, linkId));
  if (!row) return { ok: false, reason: "unknown" };
  const ended = row.link.revokedAt !== null || row.link.expiresAt <= now || row.deal.releasedAt !== null;
  if (ended) return { ok: false, reason: "ended" };
  return { ok: true, room: { deal: row.deal, property: row.property }, expiresAt: row.link.expiresAt };
}

/**
 * Opens per address (docs/decisions/0042-limit-store.md): an office opens a file a few times; 30 an
 * hour is plenty for it and makes walking through tokens pointless.
 */
export const NOTARY_FILE_OPENS_PER_IP = { limit: 30, windowMs: 60 * 60 * 1000 };

export async function limitNotaryFileOpen(store: RateLimitStore, ip: string) {
  const state = await store.hit(`notary-file:ip:${ip}`, NOTARY_FILE_OPENS_PER_IP);
  return state.allowed ? null : Math.max(Math.ceil(state.retryAfterMs / 1000), 1);
}
