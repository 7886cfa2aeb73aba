import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server";
import { arrasContracts, contractSignatures, contractVersions } from "#app/db/schema/index";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";

/**
 * Deleting a listing or an account, as far as its arras contract's versions go
 * (docs/decisions/0049-signature-level.md, "Deleting a listing or an account"). A version nobody
 * signed is withdrawn here, in the deletion's transaction: its row (its unused codes with it) now,
 * its PDF by `removeVersionFiles` once the deletion committed. A version somebody signed stays, with
 * its signatures and files: it is the other party's evidence as much as the owner's, and when the
 * contract row goes with its property the foreign key detaches it (migration 0029). Returns the
 * withdrawn versions' file keys.
 */
export async function withdrawUnsignedVersions(
  tx: Transaction,
  owner: { userId: string; propertyId?: string },
): Promise<string[]> {
  const ownContracts = tx
    .select({ id: arrasContracts.id })
    .from(arrasContracts)
    .where(
      and(
        eq(arrasContracts.userId, owner.userId),
        owner.propertyId ? eq(arrasContracts.propertyId, owner.propertyId) : undefined,
      ),
    );
  // A party signing at this very moment makes the trigger refuse the delete (it reads the committed
  // signature): the deletion fails and is asked again, never removing what was signed.
  const withdrawn = await tx
    .delete(contractVersions)
    .where(
      and(
        inArray(contractVersions.arrasContractId, ownContracts),
        isNull(contractVersions.sealedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(contractSignatures)
            .where(eq(contractSignatures.contractVersionId, contractVersions.id)),
        ),
      ),
    )
    .returning({ key: contractVersions.pdfStoragePath });
  return withdrawn.map((version) => version.key);
}

/** The files of withdrawn versions, after the deletion committed; only version files are touched. */
export async function removeVersionFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys)
    if (isSafeKey(key) && key.startsWith("contract-versions/"))
      await storage.delete(BUCKETS.propertyContracts, key);
}
