import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { savedSearches, users } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { readUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe.server";

/** The link version of whoever owns what the target names; null when they (or the search) are gone. */
async function ownerLinkVersion(db: Db, target: UnsubscribeTarget): Promise<number | null> {
  if (target.kind === "search") {
    if (!isUuid(target.searchId)) return null;
    const [row] = await db
      .select({ version: users.unsubscribeLinkVersion })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(eq(savedSearches.id, target.searchId));
    return row?.version ?? null;
  }
  const [row] = await db
    .select({ version: users.unsubscribeLinkVersion })
    .from(users)
    .where(eq(users.id, target.userId));
  return row?.version ?? null;
}

/**
 * What a link from an alert e-mail may stop: signed by this server and of its owner's current
 * version, else null (forged, or revoked by users/unsubscribe-link-version.server.ts). When the owner or the search
 * is gone there is nothing left to protect or to stop: the target comes back as the token names it
 * and the page says so.
 */
export async function resolveUnsubscribeToken(
  db: Db,
  secret: string,
  token: string | null,
): Promise<UnsubscribeTarget | null> {
  const link = readUnsubscribeToken(secret, token);
  if (!link) return null;
  const current = await ownerLinkVersion(db, link.target);
  return current === null || current === link.version ? link.target : null;
}
