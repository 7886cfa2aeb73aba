import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, payments, properties, propertyContracts, users, verifications } from "#app/db/schema/index";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";

/**
 * The right to erasure (privacy policy, "Supresión"): removes the account and everything of it —
 * profile, sessions (every device is signed out), properties (their buyer contacts with them),
 * contracts, photos and contract files, and the messages the user sent sellers as a buyer. Payment records stay, as tax law requires, anonymised: no user, no property, only what
 * was paid for. The rows go in one transaction; the files after it, so a storage failure can
 * never leave an account half deleted (the leftovers sit under the user's own folder and are
 * removed again on the next attempt or by maintenance).
 */
export async function deleteAccount({
  db,
  storage,
  userId,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
}): Promise<{ deleted: boolean; filesRemoved: boolean }> {
  const deleted = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) return false;
    // Keep each payment's subject before its property row goes (the FK then sets it to null).
    await tx
      .update(payments)
      .set({
        propertyTitle: sql`coalesce(${payments.propertyTitle}, (select ${properties.title} from ${properties} where ${properties.id} = ${payments.propertyId}))`,
      })
      .where(and(eq(payments.userId, userId), isNull(payments.propertyTitle)));
    await tx.delete(propertyContracts).where(eq(propertyContracts.userId, userId));
    // The messages the user sent to sellers as a buyer (their listings' leads go with the listings).
    await tx.delete(leads).where(eq(leads.buyerUserId, userId));
    await tx.delete(properties).where(eq(properties.userId, userId));
    // Pending e-mail verifications and reset links name the address or the user id.
    await tx
      .delete(verifications)
      .where(or(eq(verifications.identifier, account.email), eq(verifications.value, userId)));
    // Sessions, sign-in accounts, favourites, saved searches and alert history cascade (issue #24;
    // others' favourites of the user's listings go with the listings); payments and the audit log
    // are set to null.
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
  if (!deleted) return { deleted: false, filesRemoved: false };
  try {
    await storage.deletePrefix(BUCKETS.propertyImages, `${userId}/`);
    await storage.deletePrefix(BUCKETS.propertyContracts, `${userId}/`);
    return { deleted: true, filesRemoved: true };
  } catch {
    return { deleted: true, filesRemoved: false };
  }
}
