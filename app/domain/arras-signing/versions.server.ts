import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { arrasContracts, contractVersions, users } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { checkCodeFrom } from "./check-code";
import { renderVersionPdf } from "./version-pdf.server";

export type Party = { name: string; email: string };
export type VersionParties = { seller: Party; buyer: Party };
export type CreatedVersion = { versionId: string; version: number; contractId: string };

const notFound = () => new DomainError("not_found", "No se encontró el contrato de arras.");
export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Where a version's files live: under its own id, outside the owner's folder, so that deleting the
 * listing or the account (which empties that folder) keeps what somebody signed; the timestamp in
 * the name lets the orphan sweep judge a file no row points at (listings/file-integrity.server.ts).
 */
export const versionFileKey = (versionId: string, at: Date, name: string) =>
  `contract-versions/${versionId}/${at.getTime()}-${name}.pdf`;

/**
 * Puts the owner's arras contract, as its terms stand now, to both parties' signatures: a new
 * version with its own PDF (the check code printed on it), its hash and its parties. The version
 * before it, signed or not, is kept and marked replaced: what was signed never changes, a change is
 * signed again (docs/decisions/0049-signature-level.md). The PDF is stored before the row points to
 * it and removed if the row is not written.
 */
export async function createContractVersion({
  db,
  storage,
  user,
  propertyId,
  buyer,
  publicUrl,
  onCreated,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: { id: string };
  propertyId: string;
  buyer: Party;
  publicUrl: string;
  /** Runs in the version's own transaction: what reports it (the buyer's e-mail) exists only if it does. */
  onCreated?: (tx: Transaction, created: CreatedVersion) => Promise<void>;
  now?: Date;
}): Promise<CreatedVersion & { checkCode: string; documentSha256: string }> {
  if (!isUuid(propertyId)) throw notFound();
  const [contract] = await db
    .select({ id: arrasContracts.id, terms: arrasContracts.terms, sellerEmail: users.email })
    .from(arrasContracts)
    .innerJoin(users, eq(users.id, arrasContracts.userId))
    .where(and(eq(arrasContracts.propertyId, propertyId), eq(arrasContracts.userId, user.id)));
  if (!contract) throw notFound();
  const terms = contract.terms as ArrasTerms;
  const parties: VersionParties = { seller: { name: terms.seller1Name, email: contract.sellerEmail }, buyer };
  const checkCode = checkCodeFrom(randomBytes(10));
  const pdf = await renderVersionPdf({ terms, checkCode, createdAt: now, publicUrl });
  const documentSha256 = sha256Hex(pdf);
  const versionId = randomUUID();
  const key = versionFileKey(versionId, now, `arras-version-${checkCode}`);
  await storage.put(BUCKETS.propertyContracts, key, pdf, "application/pdf");
  try {
    const created = await db.transaction(async (tx) => {
      // One version at a time per contract: the contract's row is the lock.
      await tx
        .select({ id: arrasContracts.id })
        .from(arrasContracts)
        .where(eq(arrasContracts.id, contract.id))
        .for("update");
      const [current] = await tx
        .select({ id: contractVersions.id, version: contractVersions.version })
        .from(contractVersions)
        .where(and(eq(contractVersions.arrasContractId, contract.id), isNull(contractVersions.replacedAt)))
        .orderBy(desc(contractVersions.version))
        .limit(1)
        .for("update");
      const version = (current?.version ?? 0) + 1;
      const [row] = await tx
        .insert(contractVersions)
        .values({
          id: versionId,
          arrasContractId: contract.id,
          version,
          terms,
          parties,
          pdfStoragePath: key,
          documentSha256,
          checkCode,
          createdAt: now,
        })
        .returning({ id: contractVersions.id });
      if (!row) throw new Error("contract version not created");
      if (current)
        await tx
          .update(contractVersions)
          .set({ replacedAt: now, replacedById: row.id })
          .where(eq(contractVersions.id, current.id));
      const created = { versionId: row.id, version, contractId: contract.id };
      await onCreated?.(tx, created);
      return created;
    });
    return { ...created, checkCode, documentSha256 };
  } catch (error) {
    await storage.delete(BUCKETS.propertyContracts, key);
    throw error;
  }
}
