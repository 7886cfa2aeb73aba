import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { feedTokens } from "#app/db/schema/campaigns";
import { recordAudit } from "#app/domain/kernel/audit.server";
import type { SessionUser } from "#app/domain/users/session.server";

type Actor = Pick<SessionUser, "id" | "email">;

/** Tokens are 256 random bits, so a plain SHA-256 is enough to keep them unguessable from the hash. */
export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new partner token; the plain value is returned once and never stored. */
export async function createFeedToken(db: Db, actor: Actor, partnerName: string) {
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedTokens)
      .values({ partnerName, tokenHash: hashFeedToken(token), createdByEmail: actor.email })
      .returning({ id: feedTokens.id });
    if (!row) throw new Error("feed token not stored");
    await recordAudit(tx, actor, {
      action: "feed_token.created",
      targetType: "feed",
      targetId: row.id,
      details: { partner: partnerName },
    });
    return { id: row.id, token };
  });
}

/** Revoked at once: the next request with it gets 404. False when there was no live token. */
export async function revokeFeedToken(db: Db, actor: Actor, tokenId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(feedTokens.id, tokenId), isNull(feedTokens.revokedAt)))
      .returning({ partnerName: feedTokens.partnerName });
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: "feed_token.revoked",
      targetType: "feed",
      targetId: tokenId,
      details: { partner: row.partnerName },
    });
    return true;
  });
}

/** Whether a token opens the feed: a live one whose hash we keep. */
export async function isValidFeedToken(db: Db, token: string | null): Promise<boolean> {
  // Ours are 43 characters of base64url; anything else is not worth a query.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const [row] = await db
    .select({ id: feedTokens.id })
    .from(feedTokens)
    .where(and(eq(feedTokens.tokenHash, hashFeedToken(token)), isNull(feedTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}

export type FeedTokenView = {
  id: string;
  partnerName: string;
  createdByEmail: string;
  createdAt: Date;
  revokedAt: Date | null;
};

export function listFeedTokens(db: Db): Promise<FeedTokenView[]> {
  return db
    .select({
      id: feedTokens.id,
      partnerName: feedTokens.partnerName,
      createdByEmail: feedTokens.createdByEmail,
      createdAt: feedTokens.createdAt,
      revokedAt: feedTokens.revokedAt,
    })
    .from(feedTokens)
    .orderBy(desc(feedTokens.createdAt))
    .limit(50);
}
