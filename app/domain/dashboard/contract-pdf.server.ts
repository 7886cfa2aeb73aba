import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties, propertyContracts } from "#app/db/schema/index";
import type { SessionUser } from "#app/domain/users/session.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { contractFileName } from "./contract-file-name";

export type ContractPdf = { body: Buffer; fileName: string };

/**
 * The signed PDF of a contract, for its owner or an admin; null for anyone else, for an unknown id
 * and for a contract without a file, so the caller answers all of them alike (404). The storage
 * key comes only from the database row, never from the request, and must sit in the owner's folder.
 */
export async function findContractPdf({
  db,
  storage,
  user,
  contractId,
}: {
  db: Db;
  storage: FileStorage;
  user: Pick<SessionUser, "id" | "role">;
  contractId: string;
}): Promise<ContractPdf | null> {
  if (!isUuid(contractId)) return null;
  const access =
    user.role === "admin"
      ? eq(propertyContracts.id, contractId)
      : and(eq(propertyContracts.id, contractId), eq(propertyContracts.userId, user.id));
  const [row] = await db
    .select({
      ownerId: propertyContracts.userId,
      path: propertyContracts.pdfStoragePath,
      acceptedAt: propertyContracts.acceptedAt,
      title: properties.title,
    })
    .from(propertyContracts)
    .leftJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .where(access)
    .limit(1);
  if (!row?.path || !isSafeKey(row.path) || !row.path.startsWith(`${row.ownerId}/`)) return null;
  const file = await storage.get(BUCKETS.propertyContracts, row.path);
  // Only a real PDF goes out under the PDF content type.
  if (file?.body.subarray(0, 5).toString("latin1") !== "%PDF-") return null;
  return { body: file.body, fileName: contractFileName(row.title, row.acceptedAt) };
}
