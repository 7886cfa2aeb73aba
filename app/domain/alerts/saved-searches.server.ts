import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import {
  type AlertFrequency,
  alertDeliveries,
  alertDigests,
  alertSettings,
  properties,
  savedSearches,
  users,
} from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { isSingleLineText } from "#app/lib/zod";
import { MAX_SAVED_SEARCHES, normalizeSearchName } from "./saved-searches";
import type { UnsubscribeTarget } from "./unsubscribe.server";

export type SaveSearchOutcome =
  | { ok: true; id: string; existed: boolean }
  | { ok: false; reason: "name-missing" | "name-invalid" | "too-many" };

/**
 * 'Guardar búsqueda': the same filters saved again only renames the search (unique per user and
 * query), so one listing never alerts twice for it. The user's row is locked while the searches
 * are counted, so a burst of saves at once cannot pass MAX_SAVED_SEARCHES (each alert run matches
 * every search: the cap bounds what one account costs it).
 */
export async function saveSearch(
  db: Db,
  { userId, name, query }: { userId: string; name: unknown; query: string },
): Promise<SaveSearchOutcome> {
  // One line, like every name a form takes (app/lib/zod.ts): a line break or a bidi control is refused.
  if (typeof name === "string" && !isSingleLineText(name)) return { ok: false, reason: "name-invalid" };
  const cleanName = normalizeSearchName(name);
  if (!cleanName) return { ok: false, reason: "name-missing" };
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [existing] = await tx
      .update(savedSearches)
      .set({ name: cleanName })
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
      .returning({ id: savedSearches.id });
    if (existing) return { ok: true, id: existing.id, existed: true } as const;
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES) return { ok: false, reason: "too-many" } as const;
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: cleanName, query })
      .returning({ id: savedSearches.id });
    if (!created) throw new Error("saved search not stored");
    return { ok: true, id: created.id, existed: false } as const;
  });
}

/** 'Búsquedas' in the dashboard: the user's own searches, newest first. */
export function listOwnSearches(db: Db, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      alertFrequency: savedSearches.alertFrequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
}

/** No row means 'instant' (schema). */
export async function priceDropFrequencyOf(db: Db, userId: string): Promise<AlertFrequency> {
  const [row] = await db
    .select({ frequency: alertSettings.priceDropFrequency })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return row?.frequency ?? "instant";
}

export async function deleteOwnSearch(db: Db, userId: string, searchId: string): Promise<boolean> {
  if (!isUuid(searchId)) return false;
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

export async function setOwnSearchFrequency(
  db: Db,
  userId: string,
  searchId: string,
  frequency: AlertFrequency,
): Promise<boolean> {
  if (!isUuid(searchId)) return false;
  const updated = await db
    .update(savedSearches)
    .set({ alertFrequency: frequency })
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return updated.length > 0;
}

export async function setPriceDropFrequency(db: Db, userId: string, frequency: AlertFrequency) {
  await db
    .insert(alertSettings)
    .values({ userId, priceDropFrequency: frequency })
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: { priceDropFrequency: frequency, updatedAt: new Date() },
    });
}

/**
 * The unsubscribe link's POST: turns off exactly what the signed token names. True when it named
 * something that exists (a deleted search has nothing left to stop).
 */
export async function applyUnsubscribe(db: Db, target: UnsubscribeTarget): Promise<boolean> {
  if (target.kind === "search") {
    if (!isUuid(target.searchId)) return false;
    const updated = await db
      .update(savedSearches)
      .set({ alertFrequency: "off" })
      .where(eq(savedSearches.id, target.searchId))
      .returning({ id: savedSearches.id });
    return updated.length > 0;
  }
  return db.transaction(async (tx) => {
    const exists = await tx.execute(sql`select 1 from users where id = ${target.userId}`);
    if ((exists as unknown as { rows: unknown[] }).rows.length === 0) return false;
    await tx
      .insert(alertSettings)
      .values({ userId: target.userId, priceDropFrequency: "off" })
      .onConflictDoUpdate({
        target: alertSettings.userId,
        set: { priceDropFrequency: "off", updatedAt: new Date() },
      });
    if (target.kind === "all")
      await tx
        .update(savedSearches)
        .set({ alertFrequency: "off" })
        .where(eq(savedSearches.userId, target.userId));
    return true;
  });
}

/** What the unsubscribe page names before the button: the search's name, or the price drops. */
export async function describeUnsubscribeTarget(db: Db, target: UnsubscribeTarget) {
  if (target.kind !== "search") return { exists: true, name: null };
  if (!isUuid(target.searchId)) return { exists: false, name: null };
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(eq(savedSearches.id, target.searchId));
  return { exists: Boolean(row), name: row?.name ?? null };
}

/** 'Descargar mis datos': the searches, the alert choices, and every alert we sent or hold. */
export async function exportAlertsOfUser(db: Db, userId: string) {
  const [searches, priceDropFrequency, deliveries, digests] = await Promise.all([
    listOwnSearches(db, userId),
    priceDropFrequencyOf(db, userId),
    db
      .select({
        reason: alertDeliveries.reason,
        propertyId: alertDeliveries.propertyId,
        propertyTitle: properties.title,
        savedSearchId: alertDeliveries.savedSearchId,
        frequency: alertDeliveries.frequency,
        createdAt: alertDeliveries.createdAt,
        sentAt: alertDeliveries.sentAt,
      })
      .from(alertDeliveries)
      .innerJoin(properties, eq(properties.id, alertDeliveries.propertyId))
      .where(eq(alertDeliveries.userId, userId))
      .orderBy(desc(alertDeliveries.createdAt)),
    db
      .select({ day: alertDigests.day, sentAt: alertDigests.sentAt })
      .from(alertDigests)
      .where(eq(alertDigests.userId, userId))
      .orderBy(desc(alertDigests.day)),
  ]);
  return { savedSearches: searches, priceDropFrequency, alertsSent: deliveries, dailyDigests: digests };
}
