import { and, eq, isNull, or, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { leads, payments, properties, propertyContracts, users, verifications } from "#app/db/schema/index";
import { removeVersionFiles, withdrawUnsignedVersions } from "#app/domain/arras-signing/retention.server";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { accountDeletedEmail } from "#app/emails/account-deleted.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";

/**
 * The right to erasure (privacy policy, "Supresión"): removes the account and everything of it —
 * profile, sessions (every device is signed out), properties (their buyer contacts with them),
 * contracts, photos and contract files, and the messages the user sent sellers as a buyer. Payment
 * records stay, as tax law requires, without the user or the property, only what was paid for; the
 * invoices stay as issued, name and NIF included; an arras contract somebody signed on the platform
 * stays as both parties' evidence, detached from the account (ACCOUNT_DELETION_TEXTS). A live campaign ends and
 * its ads become staff tasks that outlive the account (endCampaign). With `confirmation`, the
 * owner's e-mail saying so is queued in the same transaction: no deletion without it, and no
 * e-mail for a deletion that did not happen. The rows go in one transaction; the files after it, so a storage failure can
 * never leave an account half deleted (the leftovers sit under the user's own folder and are
 * removed again on the next attempt or by maintenance).
 */
export async function deleteAccount({
  db,
  storage,
  userId,
  confirmation,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  confirmation?: { mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">; brand: EmailBrand };
}): Promise<{ deleted: boolean; filesRemoved: boolean }> {
  // The queue runs before the transaction opens (on PGlite, starting it inside would wait on it).
  await confirmation?.mailer.ready();
  const deleted = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) return null;
    const versionFiles = await withdrawUnsignedVersions(tx, { userId });
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
    // Their campaigns end first: ads still out become staff tasks that outlive the account.
    const owned = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, userId));
    for (const property of owned) await endCampaign(tx, property.id, "account_deleted");
    await tx.delete(properties).where(eq(properties.userId, userId));
    // Pending e-mail verifications and reset links name the address or the user id.
    await tx
      .delete(verifications)
      .where(or(eq(verifications.identifier, account.email), eq(verifications.value, userId)));
    // Sessions, sign-in accounts, favourites, saved searches and alert history cascade
    // (others' favourites of the user's listings go with the listings); payments and the audit log
    // are set to null.
    await tx.delete(users).where(eq(users.id, userId));
    if (confirmation)
      await confirmation.mailer.enqueueInTransaction(
        transactionExecutor(tx),
        accountDeletedEmail({ to: account.email, name: account.name, brand: confirmation.brand }),
      );
    return { versionFiles };
  });
  if (!deleted) return { deleted: false, filesRemoved: false };
  confirmation?.mailer.wake();
  try {
    await storage.deletePrefix(BUCKETS.propertyImages, `${userId}/`);
    await storage.deletePrefix(BUCKETS.propertyContracts, `${userId}/`);
    await removeVersionFiles(storage, deleted.versionFiles);
    return { deleted: true, filesRemoved: true };
  } catch {
    return { deleted: true, filesRemoved: false };
  }
}
