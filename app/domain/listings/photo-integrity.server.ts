import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { storedPhotoKeys } from "#app/lib/images.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";

/**
 * Photos are written to storage before the row that lists them is committed (the upload must
 * succeed first), so a crash or a failed transaction in between leaves files no listing points
 * at. The opposite — a listing pointing at a missing file — must never happen. These checks say
 * which is the case, and the sweep removes the leftovers once they are old enough that no upload
 * can still be about to reference them.
 */

export type PhotoIntegrity = {
  /** Rows pointing at a file that is not in storage: a bug, never expected. */
  missing: { propertyId: string; url: string; key: string }[];
  /** Files no listing points at (leftovers of interrupted uploads, or uploads in progress). */
  orphans: string[];
  referenced: number;
};

/** Every photo key the listings point at (all variants of each stored photo). */
async function referencedKeys(db: Db) {
  const rows = await db.select({ id: properties.id, images: properties.images }).from(properties);
  const byKey = new Map<string, { propertyId: string; url: string }>();
  for (const row of rows) {
    for (const url of row.images) {
      for (const key of storedPhotoKeys(url) ?? []) byKey.set(key, { propertyId: row.id, url });
    }
  }
  return byKey;
}

export async function checkPhotoIntegrity({
  db,
  storage,
}: {
  db: Db;
  storage: FileStorage;
}): Promise<PhotoIntegrity> {
  // Files first: a photo committed between the two reads is then referenced but not yet listed,
  // which the existence check below still verifies one by one.
  const stored = new Set(await storage.list(BUCKETS.propertyImages, ""));
  const referenced = await referencedKeys(db);
  const missing: PhotoIntegrity["missing"] = [];
  for (const [key, owner] of referenced) {
    if (stored.has(key)) continue;
    if (await storage.get(BUCKETS.propertyImages, key)) continue;
    missing.push({ ...owner, key });
  }
  const orphans = [...stored].filter((key) => !referenced.has(key));
  return { missing, orphans, referenced: referenced.size };
}

/** `{user}/{folder}/{timestamp}-{name}-{width}.webp`: when the photo was stored, from its own name. */
const STORED_AT = /\/(\d{10,})-[^/]*-\d+\.webp$/;

/**
 * Deletes files no listing points at that were stored more than `graceMs` ago (default one hour:
 * far longer than any upload takes between writing its files and committing its row). Files
 * whose name carries no timestamp are not ours to judge and are kept.
 */
export async function sweepOrphanPhotos({
  db,
  storage,
  graceMs = 60 * 60 * 1000,
  now = Date.now(),
}: {
  db: Db;
  storage: FileStorage;
  graceMs?: number;
  now?: number;
}): Promise<{ deleted: string[]; kept: number }> {
  const { orphans } = await checkPhotoIntegrity({ db, storage });
  const deleted: string[] = [];
  for (const key of orphans) {
    const storedAt = Number(STORED_AT.exec(key)?.[1]);
    if (!storedAt || now - storedAt < graceMs) continue;
    await storage.delete(BUCKETS.propertyImages, key);
    deleted.push(key);
  }
  return { deleted, kept: orphans.length - deleted.length };
}
