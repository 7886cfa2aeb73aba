import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, contractVersions } from "#app/db/schema/index";
import type { SessionUser } from "#app/domain/users/session.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";

type Actor = Pick<SessionUser, "id" | "role">;

/** The sealed copy of the contract's version signed online by both, if it was signed that way. */
export async function sealedCopyKey(db: Pick<Db, "select">, contractId: string): Promise<string | null> {
  const [version] = await db
    .select({ key: contractVersions.sealedPdfStoragePath })
    .from(contractVersions)
    .where(and(eq(contractVersions.arrasContractId, contractId), isNull(contractVersions.replacedAt)));
  const key = version?.key ?? null;
  return key && isSafeKey(key) && key.startsWith("contract-versions/") ? key : null;
}

/**
 * The PDF for its owner or an admin; null for anyone else and for an unknown id alike. The key
 * comes from the row, never the request, and must sit in the owner's folder.
 */
export async function findArrasPdf({
  db,
  storage,
  user,
  contractId,
}: {
  db: Db;
  storage: FileStorage;
  user: Actor;
  contractId: string;
}): Promise<{ body: Buffer; fileName: string } | null> {
  if (!isUuid(contractId)) return null;
  const access =
    user.role === "admin"
      ? eq(arrasContracts.id, contractId)
      : and(eq(arrasContracts.id, contractId), eq(arrasContracts.userId, user.id));
  const [row] = await db
    .select({
      ownerId: arrasContracts.userId,
      path: arrasContracts.pdfStoragePath,
      draftedAt: arrasContracts.draftedAt,
      signedAt: arrasContracts.signedAt,
    })
    .from(arrasContracts)
    .where(access)
    .limit(1);
  if (!row || !isSafeKey(row.path) || !row.path.startsWith(`${row.ownerId}/`)) return null;
  // Signed online by both: the sealed copy is the contract, not the draft it was written from.
  const sealed = row.signedAt ? await sealedCopyKey(db, contractId) : null;
  const file = await storage.get(BUCKETS.propertyContracts, sealed ?? row.path);
  if (file?.body.subarray(0, 5).toString("latin1") !== "%PDF-") return null;
  const state = row.signedAt ? "firmado" : "borrador";
  return {
    body: file.body,
    fileName: `contrato-arras-${state}-${row.draftedAt.toISOString().slice(0, 10)}.pdf`,
  };
}
