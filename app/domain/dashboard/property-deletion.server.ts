import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments, properties, propertyContracts } from "#app/db/schema/index";
import { removeVersionFiles, withdrawUnsignedVersions } from "#app/domain/arras-signing/retention.server";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";

/**
 * Deletes one of the user's own properties, its photos and its files.
 * Its contracts go with it (FK cascade), but an arras contract version somebody signed stays as
 * evidence, detached (withdrawUnsignedVersions); its payments stay, as the law requires, keeping
 * the title they were paid for (FK set null). Returns false when there is no such property of theirs.
 */
export async function deleteOwnProperty({
  db,
  storage,
  userId,
  propertyId,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  propertyId: string;
}): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)))
      .for("update");
    if (!owned) return null;
    const files = await tx
      .select({ path: propertyContracts.pdfStoragePath })
      .from(propertyContracts)
      .where(and(eq(propertyContracts.propertyId, propertyId), eq(propertyContracts.userId, userId)));
    const versionFiles = await withdrawUnsignedVersions(tx, { userId, propertyId });
    await endCampaign(tx, propertyId, "listing_deleted");
    // A payment row must still say what it paid for once the property is gone.
    await tx
      .update(payments)
      .set({ propertyTitle: owned.title })
      .where(and(eq(payments.propertyId, propertyId), isNull(payments.propertyTitle)));
    await tx.delete(properties).where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
    const contractFiles = files.map((file) => file.path).filter((path): path is string => path !== null);
    return { contractFiles, versionFiles };
  });
  if (deleted === null) return false;
  await removePropertyFiles({ storage, userId, propertyId, contractFiles: deleted.contractFiles });
  await removeVersionFiles(storage, deleted.versionFiles);
  return true;
}

/** Photos live under `{userId}/{propertyId}/`, contracts too. */
export async function removePropertyFiles({
  storage,
  userId,
  propertyId,
  contractFiles,
}: {
  storage: FileStorage;
  userId: string;
  propertyId: string;
  contractFiles: string[];
}) {
  const folder = `${userId}/${propertyId}/`;
  await storage.deletePrefix(BUCKETS.propertyImages, folder);
  await storage.deletePrefix(BUCKETS.propertyContracts, folder);
  // A contract stored elsewhere in the user's own folder still goes; nothing outside it is touched.
  for (const path of contractFiles) {
    if (isSafeKey(path) && path.startsWith(`${userId}/`)) {
      await storage.delete(BUCKETS.propertyContracts, path);
    }
  }
}
