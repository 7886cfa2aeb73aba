import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { contractSignatures, contractVersions } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import type { ArrasTerms } from "#app/domain/sale/arras";
import type { SealCertificate } from "#app/lib/cades-signature.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { renderSealedPdf } from "./version-pdf.server";
import { sha256Hex, versionFileKey } from "./versions.server";

type SealSettings = { publicUrl: string; companyName: string; supportEmail: string };

/**
 * Seals the copy both parties signed (renderSealedPdf) and stores it beside the version's PDF. Once
 * only, however many ask at the same moment (the two last signers' pages, a retry): each renders its
 * copy outside any transaction, under a file name of its own, and writes it only where no seal is
 * yet; the others find the row sealed, remove their copy and answer with the seal that was kept.
 * The trigger of migration 0028 refuses a second seal and a seal before both signatures alike.
 */
export async function sealContractVersion({
  db,
  storage,
  certificate,
  versionId,
  settings,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  certificate: SealCertificate;
  versionId: string;
  settings: SealSettings;
  now?: Date;
}): Promise<{ sealedSha256: string; sealedAt: Date }> {
  const [version] = await db
    .select({
      terms: contractVersions.terms,
      checkCode: contractVersions.checkCode,
      createdAt: contractVersions.createdAt,
      documentSha256: contractVersions.documentSha256,
      sealedAt: contractVersions.sealedAt,
      sealedSha256: contractVersions.sealedSha256,
    })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  if (!version) throw new DomainError("not_found", "No se encontró el contrato.");
  if (version.sealedAt && version.sealedSha256)
    return { sealedSha256: version.sealedSha256, sealedAt: version.sealedAt };
  const signatures = await db
    .select({
      party: contractSignatures.party,
      name: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
      codeChannel: contractSignatures.codeChannel,
    })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractVersionId, versionId))
    .orderBy(asc(contractSignatures.signedAt));
  if (signatures.length < 2)
    throw new DomainError("conflict", "El contrato se sella cuando lo han firmado las dos partes.");
  const pdf = await renderSealedPdf(
    {
      terms: version.terms as ArrasTerms,
      checkCode: version.checkCode,
      createdAt: version.createdAt,
      publicUrl: settings.publicUrl,
      documentSha256: version.documentSha256,
      signatures: signatures.map((signature) => ({
        party: signature.party as "seller" | "buyer",
        name: signature.name,
        signedAt: signature.signedAt,
        codeChannel: signature.codeChannel as "email" | "sms",
      })),
      sealedAt: now,
      companyName: settings.companyName,
      supportEmail: settings.supportEmail,
    },
    certificate,
  );
  const sealedSha256 = sha256Hex(pdf);
  // Its own name: two copies made in the same millisecond must not overwrite (and then delete) each other.
  const key = versionFileKey(versionId, now, `arras-sealed-${randomBytes(6).toString("hex")}`);
  await storage.put(BUCKETS.propertyContracts, key, pdf, "application/pdf");
  let kept: { sealedSha256: string | null; sealedAt: Date | null } | undefined;
  try {
    // Only where no seal is yet: a request that lost the race updates nothing (PostgreSQL re-reads
    // the row it waited for and skips it) instead of tripping the trigger.
    [kept] = await db
      .update(contractVersions)
      .set({ sealedAt: now, sealedPdfStoragePath: key, sealedSha256 })
      .where(and(eq(contractVersions.id, versionId), isNull(contractVersions.sealedAt)))
      .returning({ sealedSha256: contractVersions.sealedSha256, sealedAt: contractVersions.sealedAt });
  } catch (error) {
    await storage.delete(BUCKETS.propertyContracts, key);
    throw error;
  }
  if (kept) return { sealedSha256, sealedAt: now };
  await storage.delete(BUCKETS.propertyContracts, key);
  const [winner] = await db
    .select({ sealedSha256: contractVersions.sealedSha256, sealedAt: contractVersions.sealedAt })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  if (!winner?.sealedSha256 || !winner.sealedAt)
    throw new Error("contract version neither sealed nor sealable");
  return { sealedSha256: winner.sealedSha256, sealedAt: winner.sealedAt };
}

/** The sealed copy's bytes, for the caller who has already authorised the reader. */
export async function readSealedPdf(db: Db, storage: FileStorage, versionId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ key: contractVersions.sealedPdfStoragePath })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  if (!row?.key) return null;
  return (await storage.get(BUCKETS.propertyContracts, row.key))?.body ?? null;
}
