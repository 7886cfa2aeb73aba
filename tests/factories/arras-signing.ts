import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "#app/db/client.server";
import { arrasContracts, contractVersions } from "#app/db/schema/index";
import { checkCodeFrom } from "#app/domain/arras-signing/check-code";
import { SIGNING_CONSENT_TEXT, signContractVersion } from "#app/domain/arras-signing/signatures.server";
import { issueSigningCode, type SigningParty } from "#app/domain/arras-signing/signing-codes.server";
import { renderVersionPdf } from "#app/domain/arras-signing/version-pdf.server";
import { sha256Hex, type VersionParties, versionFileKey } from "#app/domain/arras-signing/versions.server";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { arrasTerms } from "#tests/support/arras-terms";
import { createProperty } from "./properties";
import { createUser } from "./users";

// The shared complete terms, dated years ahead so that no signing test meets a deadline passed.
export const SIGNING_TERMS: ArrasTerms = arrasTerms({
  seller1Name: "Ana Martín López",
  deedDeadline: "2031-03-01",
  signingDate: "2031-01-15",
});

export const SIGNING_BUYER = { name: "Marta Compradora Ruiz", email: "marta.compradora@example.es" };

/**
 * A seller (a new one unless given) with a property and its arras contract drafted (the row only;
 * the versions make their PDFs).
 */
export async function createArrasContractFor(db: Db, owner?: { id: string }) {
  const seller = owner ?? (await createUser(db, { name: SIGNING_TERMS.seller1Name }));
  const property = await createProperty(db, seller.id, { title: "Piso de Ana en Ruzafa" });
  await db.insert(arrasContracts).values({
    userId: seller.id,
    propertyId: property.id,
    terms: SIGNING_TERMS,
    pdfStoragePath: `${seller.id}/${property.id}/0-arras-contract.pdf`,
  });
  return { seller, propertyId: property.id };
}

/** The app secret the signing codes of these tests are kept under. */
export const SIGNING_SECRET = "un-secreto-de-pruebas-de-al-menos-32-caracteres";

/** One party signs `version` at `at` with a code issued to them that moment, from a test address. */
export async function signVersionAs(
  db: Db,
  version: { versionId: string; documentSha256: string },
  party: SigningParty,
  at = new Date(),
) {
  const { code } = await db.transaction((tx) =>
    issueSigningCode(tx, {
      secret: SIGNING_SECRET,
      versionId: version.versionId,
      party,
      channel: "email",
      now: at,
    }),
  );
  return signContractVersion({
    db,
    secret: SIGNING_SECRET,
    versionId: version.versionId,
    party,
    code,
    documentSha256: version.documentSha256,
    evidence: {
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (prueba)",
      consentText: SIGNING_CONSENT_TEXT,
    },
    now: at,
  });
}

/**
 * A version of an existing arras contract put to signature, written directly (its PDF rendered from
 * the shared terms and stored): for tests whose contract row holds no complete terms of its own.
 */
export async function insertContractVersion(
  db: Db,
  storage: FileStorage,
  { contractId, parties }: { contractId: string; parties: VersionParties },
) {
  const now = new Date("2030-01-10T10:00:00Z");
  const checkCode = checkCodeFrom(randomBytes(10));
  const pdf = await renderVersionPdf({
    terms: SIGNING_TERMS,
    checkCode,
    createdAt: now,
    publicUrl: "https://zaguan.example",
  });
  const id = randomUUID();
  const key = versionFileKey(id, now, `arras-version-${checkCode}`);
  await storage.put(BUCKETS.propertyContracts, key, pdf, "application/pdf");
  await db.insert(contractVersions).values({
    id,
    arrasContractId: contractId,
    version: 1,
    terms: SIGNING_TERMS,
    parties,
    pdfStoragePath: key,
    documentSha256: sha256Hex(pdf),
    checkCode,
    createdAt: now,
  });
  return { versionId: id, documentSha256: sha256Hex(pdf) };
}
