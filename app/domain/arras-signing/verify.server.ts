import { asc, eq, or } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { contractSignatures, contractVersions } from "#app/db/schema/index";
import { normalizeCheckCode } from "./check-code";
import { signerInitials } from "./contract-check";
import { sha256Hex } from "./versions.server";

export type ContractCheck =
  /** A code alone: whether it names a contract, and nothing else. */
  | { kind: "code"; exists: boolean }
  /** The file is exactly a version that was put to signature, or its sealed copy. */
  | {
      kind: "match";
      copy: "sealed" | "unsealed";
      signatures: { party: "seller" | "buyer"; initials: string; signedAt: Date }[];
      sealedAt: Date | null;
      replaced: boolean;
    }
  /** A code was given and exists, but the file is not what was signed under it (changed, or another). */
  | { kind: "mismatch" }
  /** The file is no contract of ours (and no code, or an unknown one, was given). */
  | { kind: "unknown" };

/**
 * The public check (docs/decisions/0049-signature-level.md): the uploaded file's SHA-256 against
 * every version's document and sealed copy. Only the holder of the document learns who signed and
 * when; a code alone says whether it exists, so a code read over a shoulder or guessed reveals no
 * party, date or state.
 */
export async function checkContract(
  db: Db,
  { code, pdf }: { code?: string | null; pdf?: Buffer | null },
): Promise<ContractCheck> {
  const checkCode = code ? normalizeCheckCode(code) : null;
  const codeRow = checkCode
    ? (
        await db
          .select({ id: contractVersions.id })
          .from(contractVersions)
          .where(eq(contractVersions.checkCode, checkCode))
      )[0]
    : undefined;
  if (!pdf || pdf.length === 0) return { kind: "code", exists: Boolean(codeRow) };

  const hash = sha256Hex(pdf);
  const [version] = await db
    .select({
      id: contractVersions.id,
      sealedSha256: contractVersions.sealedSha256,
      sealedAt: contractVersions.sealedAt,
      replacedAt: contractVersions.replacedAt,
    })
    .from(contractVersions)
    .where(or(eq(contractVersions.documentSha256, hash), eq(contractVersions.sealedSha256, hash)))
    .limit(1);
  if (!version || (codeRow && codeRow.id !== version.id))
    return codeRow ? { kind: "mismatch" } : { kind: "unknown" };
  const signatures = await db
    .select({
      party: contractSignatures.party,
      name: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractVersionId, version.id))
    .orderBy(asc(contractSignatures.signedAt));
  return {
    kind: "match",
    copy: version.sealedSha256 === hash ? "sealed" : "unsealed",
    signatures: signatures.map((signature) => ({
      party: signature.party as "seller" | "buyer",
      initials: signerInitials(signature.name),
      signedAt: signature.signedAt,
    })),
    sealedAt: version.sealedAt,
    replaced: version.replacedAt !== null,
  };
}
