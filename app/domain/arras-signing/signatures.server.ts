import { and, count, eq } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { contractSignatures, contractVersions } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import { isUuid } from "#app/lib/uuid";
import { type CodeCheck, checkSigningCode, type SigningParty } from "./signing-codes.server";
import type { VersionParties } from "./versions.server";

// The page shows it beside the box the signer ticks, so it lives in a file the browser may load.
export { SIGNING_CONSENT_TEXT } from "./consent";

export type SignatureEvidence = { ipAddress: string; userAgent: string; consentText: string };

const notFound = () => new DomainError("not_found", "No se encontró el contrato.");

export type SignOutcome =
  | { ok: true; signatureId: string; bothSigned: boolean }
  | Exclude<CodeCheck, { ok: true }>;

/**
 * One party signs one version with the code sent to them. The version's row is locked first, so
 * two parties signing at once are written one after the other and the second learns both have
 * signed; a replaced version, a party who already signed or a document hash other than the one
 * shown is refused. A wrong code is a result, not a failure: its try stays counted.
 */
export async function signContractVersion({
  db,
  secret,
  versionId,
  party,
  code,
  documentSha256,
  signerUserId = null,
  evidence,
  onBothSigned,
  now = new Date(),
}: {
  db: Db;
  secret: string;
  versionId: string;
  party: SigningParty;
  code: string;
  /** The hash of the document the signer was shown. */
  documentSha256: string;
  signerUserId?: string | null;
  evidence: SignatureEvidence;
  /**
   * Runs in the last signature's transaction: the seal's job queued there cannot be lost to a
   * crash between the signature and the seal.
   */
  onBothSigned?: (tx: Transaction) => Promise<void>;
  now?: Date;
}): Promise<SignOutcome> {
  if (!isUuid(versionId)) throw notFound();
  const outcome = await db.transaction(async (tx) => {
    const [version] = await tx
      .select({
        documentSha256: contractVersions.documentSha256,
        parties: contractVersions.parties,
        replacedAt: contractVersions.replacedAt,
      })
      .from(contractVersions)
      .where(eq(contractVersions.id, versionId))
      .for("update");
    if (!version) return { failure: notFound() };
    if (version.replacedAt)
      return {
        failure: new DomainError(
          "conflict",
          "Este contrato ha sido sustituido por una versión nueva: firma la versión nueva.",
        ),
      };
    if (version.documentSha256 !== documentSha256)
      return {
        failure: new DomainError("conflict", "El documento ha cambiado: vuelve a leerlo antes de firmar."),
      };
    const [signed] = await tx
      .select({ id: contractSignatures.id })
      .from(contractSignatures)
      .where(and(eq(contractSignatures.contractVersionId, versionId), eq(contractSignatures.party, party)));
    if (signed) return { failure: new DomainError("conflict", "Ya firmaste este contrato.") };
    const check = await checkSigningCode(tx, { secret, versionId, party, code, now });
    if (!check.ok) return { result: check };
    const signer = (version.parties as VersionParties)[party];
    const [row] = await tx
      .insert(contractSignatures)
      .values({
        contractVersionId: versionId,
        party,
        signerName: signer.name,
        signerEmail: signer.email,
        signerUserId,
        documentSha256,
        signedAt: now,
        ipAddress: evidence.ipAddress,
        userAgent: evidence.userAgent,
        codeChannel: check.channel,
        signingCodeId: check.codeId,
        consentText: evidence.consentText,
      })
      .returning({ id: contractSignatures.id });
    if (!row) throw new Error("signature not recorded");
    const [{ value: signatures } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(contractSignatures)
      .where(eq(contractSignatures.contractVersionId, versionId));
    const bothSigned = signatures === 2;
    if (bothSigned) await onBothSigned?.(tx);
    return { result: { ok: true as const, signatureId: row.id, bothSigned } };
  });
  // Thrown after the transaction, so a counted wrong try or a used code is kept.
  if ("failure" in outcome) throw outcome.failure;
  return outcome.result;
}
