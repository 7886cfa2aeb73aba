import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import {
  arrasContracts,
  contractSignatures,
  contractVersions,
  properties,
  users,
} from "#app/db/schema/index";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import type { LegalDocument } from "#app/domain/legal/document";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { arrasContract } from "#app/domain/sale/arras-contract";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { isBuyerPartComplete } from "./buyer-part";
import { formatCheckCode } from "./check-code";
import type { SigningParty } from "./signing-codes.server";
import type { Party, VersionParties } from "./versions.server";

/**
 * What each party sees of a contract put to signature: its versions (the one to sign, the ones it
 * replaced), who signed each and when, whether the copy is sealed. Two doors, one view: the seller
 * through their own property, the buyer through the contract's id and the verified e-mail the
 * version names (docs/decisions/0049-signature-level.md). Neither ever sees the other's evidence
 * (address, browser).
 */
export type SignedBy = { party: SigningParty; name: string; signedAt: string };
export type VersionView = {
  id: string;
  version: number;
  createdAt: string;
  checkCode: string;
  documentSha256: string;
  parties: VersionParties;
  signatures: SignedBy[];
  sealedAt: string | null;
  replacedAt: string | null;
  /** The buyer's part is written (DNI or NIE, domicile, civil status): only then is it signed. */
  isReadyToSign: boolean;
};
export type SigningRoom = {
  contractId: string;
  propertyTitle: string | null;
  /** The version to sign now (null before the seller sends one). */
  current: VersionView | null;
  /** Older versions, newest first, each kept as it was signed or not. */
  replaced: VersionView[];
};

async function versionsOf(db: Db, contractId: string): Promise<VersionView[]> {
  const rows = await db
    .select({
      id: contractVersions.id,
      version: contractVersions.version,
      createdAt: contractVersions.createdAt,
      checkCode: contractVersions.checkCode,
      documentSha256: contractVersions.documentSha256,
      parties: contractVersions.parties,
      terms: contractVersions.terms,
      sealedAt: contractVersions.sealedAt,
      replacedAt: contractVersions.replacedAt,
    })
    .from(contractVersions)
    .where(eq(contractVersions.arrasContractId, contractId))
    .orderBy(desc(contractVersions.version));
  if (rows.length === 0) return [];
  const signatures = await db
    .select({
      versionId: contractSignatures.contractVersionId,
      party: contractSignatures.party,
      name: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .where(
      inArray(
        contractSignatures.contractVersionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(contractSignatures.signedAt));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    checkCode: formatCheckCode(row.checkCode),
    documentSha256: row.documentSha256,
    parties: row.parties as VersionParties,
    signatures: signatures
      .filter((signature) => signature.versionId === row.id)
      .map((signature) => ({
        party: signature.party as SigningParty,
        name: signature.name,
        signedAt: signature.signedAt.toISOString(),
      })),
    sealedAt: row.sealedAt?.toISOString() ?? null,
    replacedAt: row.replacedAt?.toISOString() ?? null,
    isReadyToSign: isBuyerPartComplete(row.terms as ArrasTerms),
  }));
}

function roomOf(contractId: string, propertyTitle: string | null, versions: VersionView[]): SigningRoom {
  const current = versions.find((version) => version.replacedAt === null) ?? null;
  return { contractId, propertyTitle, current, replaced: versions.filter((version) => version !== current) };
}

/** The seller's view in step 4, with the deal's buyer the contract goes to (null without a deal). */
export async function findSellerSigningRoom(db: Db, userId: string, propertyId: string) {
  if (!isUuid(propertyId)) return null;
  // Whose it is first: a stranger learns nothing, not even whether a contract exists.
  const [own] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  if (!own) return null;
  const [contract] = await db
    .select({ id: arrasContracts.id, terms: arrasContracts.terms, title: properties.title })
    .from(arrasContracts)
    .innerJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(and(eq(arrasContracts.propertyId, propertyId), eq(arrasContracts.userId, userId)));
  const deal = await activeDealFor(db, propertyId);
  const buyer: Party | null = deal ? { name: deal.buyerName, email: deal.buyerEmail } : null;
  if (!contract) return { room: null, buyer, draftChanged: false, document: null };
  const room = roomOf(contract.id, contract.title, await versionsOf(db, contract.id));
  const sent = room.current ? await termsOf(db, room.current.id) : null;
  // The draft was generated again after the version was sent: the seller sends the new one.
  const draftChanged = sent !== null && JSON.stringify(sent) !== JSON.stringify(contract.terms);
  return { room, buyer, draftChanged, document: documentOf(sent) };
}

/** The whole contract of a version as the page shows it to be read: the words of its PDF. */
const documentOf = (terms: ArrasTerms | null): LegalDocument | null => (terms ? arrasContract(terms) : null);

async function termsOf(db: Db, versionId: string): Promise<ArrasTerms | null> {
  const [row] = await db
    .select({ terms: contractVersions.terms })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  return (row?.terms as ArrasTerms | undefined) ?? null;
}

/** The account's e-mail when it is verified: the buyer's only proof of who they are here. */
async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return account?.verified ? account.email.trim().toLowerCase() : null;
}

/** The seller's account address stays with the seller: the buyer signs with the names the contract prints. */
const withoutSellerEmail = (version: VersionView): VersionView => ({
  ...version,
  parties: { ...version.parties, seller: { name: version.parties.seller.name, email: "" } },
});

const namesBuyer = (version: VersionView, email: string) =>
  version.parties.buyer.email.trim().toLowerCase() === email;

/**
 * The buyer's view: only for the account whose verified e-mail is the buyer's of the version to
 * sign. A stranger, another buyer, an unverified account and an unknown id alike get null (a 404).
 */
export async function findBuyerSigningRoom(db: Db, userId: string, contractId: string) {
  if (!isUuid(contractId)) return null;
  const email = await verifiedEmailOf(db, userId);
  if (!email) return null;
  const [contract] = await db
    .select({ id: arrasContracts.id, title: properties.title, terms: arrasContracts.terms })
    .from(arrasContracts)
    .innerJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(eq(arrasContracts.id, contractId));
  if (!contract) return null;
  const room = roomOf(contract.id, contract.title, await versionsOf(db, contract.id));
  if (!room.current || !namesBuyer(room.current, email)) return null;
  // Only the versions put to this buyer: an earlier buyer's are none of their business.
  const replaced = room.replaced.filter((version) => namesBuyer(version, email));
  const terms = await termsOf(db, room.current.id);
  const forBuyer = {
    ...room,
    current: withoutSellerEmail(room.current),
    replaced: replaced.map(withoutSellerEmail),
  };
  return { room: forBuyer, terms, document: documentOf(terms) };
}

/**
 * The contracts put to this account as buyer (its verified e-mail in the version to sign), by
 * property: 'Mis solicitudes' links the accepted offer to its signing page.
 */
export async function listContractsToSignAsBuyer(db: Db, userId: string): Promise<Record<string, string>> {
  const email = await verifiedEmailOf(db, userId);
  if (!email) return {};
  const rows = await db
    .select({ contractId: arrasContracts.id, propertyId: arrasContracts.propertyId })
    .from(contractVersions)
    .innerJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId))
    .where(
      and(
        isNull(contractVersions.replacedAt),
        sql`lower(${contractVersions.parties}->'buyer'->>'email') = ${email}`,
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.propertyId, row.contractId]));
}

/**
 * Which party the account is for a version: the seller who owns its contract, or the buyer whose
 * verified e-mail it names; null for anyone else (the PDFs' only door).
 */
export async function partyOfVersion(
  db: Db,
  userId: string,
  versionId: string,
): Promise<SigningParty | null> {
  if (!isUuid(versionId)) return null;
  const [row] = await db
    .select({ parties: contractVersions.parties, ownerId: arrasContracts.userId })
    .from(contractVersions)
    .leftJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId))
    .where(eq(contractVersions.id, versionId));
  if (!row) return null;
  if (row.ownerId === userId) return "seller";
  const email = await verifiedEmailOf(db, userId);
  const buyer = (row.parties as VersionParties).buyer.email.trim().toLowerCase();
  return email && email === buyer ? "buyer" : null;
}

/** A version's PDF (the document signed, or its sealed copy), for a caller already found to be a party. */
export async function readVersionFile(
  db: Db,
  storage: FileStorage,
  versionId: string,
  which: "document" | "sealed",
): Promise<{ body: Buffer; fileName: string } | null> {
  const [row] = await db
    .select({
      document: contractVersions.pdfStoragePath,
      sealed: contractVersions.sealedPdfStoragePath,
      version: contractVersions.version,
      checkCode: contractVersions.checkCode,
    })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  const key = which === "sealed" ? row?.sealed : row?.document;
  if (!row || !key) return null;
  const file = await storage.get(BUCKETS.propertyContracts, key);
  if (file?.body.subarray(0, 5).toString("latin1") !== "%PDF-") return null;
  const name = which === "sealed" ? "firmado" : `version-${row.version}`;
  return { body: file.body, fileName: `contrato-arras-${name}-${formatCheckCode(row.checkCode)}.pdf` };
}
