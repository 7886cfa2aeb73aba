import { and, eq, isNull } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { arrasContracts, contractSignatures, contractVersions, properties } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import { dealBuyerLocale } from "#app/domain/leads/deals/buyer-locale.server";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { contractToSignEmail, signingCodeEmail } from "#app/emails/arras-signing.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import type { FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { pathTo, ROUTES } from "#app/urls";
import { isBuyerPartComplete } from "./buyer-part";
import { limitSigningCode } from "./code-limit.server";
import { SEAL_CONTRACT_JOB } from "./seal-job-name";
import { type SignatureEvidence, type SignOutcome, signContractVersion } from "./signatures.server";
import { issueSigningCode, SIGNING_CODE_TTL_MS, type SigningParty } from "./signing-codes.server";
import { createContractVersion, type VersionParties } from "./versions.server";

/**
 * The arras signed online, from the seller's 'Enviar para firmar' to the last signature
 * (docs/decisions/0049-signature-level.md). Each e-mail and the seal's job are queued in the
 * transaction of the change they report (docs/decisions/0046-mail-in-the-transaction.md). The
 * callers have found who acts: the owner of the property, or the buyer the version names.
 */
type MailDeps = { mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">; brand: EmailBrand };

const conflict = (message: string) => new DomainError("conflict", message);

/**
 * 'Enviar para firmar': the contract as generated now becomes a version for the deal's buyer, who
 * gets the link by e-mail in the same transaction. A version with the same terms already sent is
 * not sent twice; a contract marked signed outside is final.
 */
export async function sendContractToSign({
  db,
  storage,
  mailer,
  brand,
  user,
  propertyId,
  now = new Date(),
}: MailDeps & { db: Db; storage: FileStorage; user: { id: string }; propertyId: string; now?: Date }) {
  const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
  if (!isUuid(propertyId)) throw notFound();
  // Whose it is first: a stranger learns nothing, not even whether a contract exists.
  const [own] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, user.id)));
  if (!own) throw notFound();
  const [contract] = await db
    .select({ signedAt: arrasContracts.signedAt, terms: arrasContracts.terms, title: properties.title })
    .from(arrasContracts)
    .innerJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(and(eq(arrasContracts.propertyId, propertyId), eq(arrasContracts.userId, user.id)));
  if (!contract) throw conflict("Genera primero el contrato de arras para poder enviarlo a firmar.");
  if (contract.signedAt) throw conflict("El contrato de arras ya está firmado: no se puede cambiar.");
  const deal = await activeDealFor(db, propertyId);
  if (!deal)
    throw conflict(
      "Solo se puede firmar en línea con el comprador de un acuerdo cerrado: acepta antes su oferta.",
    );
  const [sent] = await db
    .select({ terms: contractVersions.terms, parties: contractVersions.parties })
    .from(contractVersions)
    .innerJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId))
    .where(and(eq(arrasContracts.propertyId, propertyId), isNull(contractVersions.replacedAt)));
  if (
    sent &&
    JSON.stringify(sent.terms) === JSON.stringify(contract.terms) &&
    (sent.parties as VersionParties).buyer.email === deal.buyerEmail
  )
    throw conflict("El comprador ya tiene esta versión del contrato para firmarla.");
  const buyer = { name: deal.buyerName, email: deal.buyerEmail };
  const locale = await dealBuyerLocale(db, deal);
  await mailer.ready();
  const created = await createContractVersion({
    db,
    storage,
    user,
    propertyId,
    buyer,
    publicUrl: brand.publicUrl,
    now,
    onCreated: async (tx: Transaction, { contractId }) => {
      await mailer.enqueueInTransaction(
        transactionExecutor(tx),
        contractToSignEmail({
          locale,
          brand,
          to: buyer.email,
          buyerName: buyer.name,
          propertyTitle: contract.title?.trim() || "la vivienda",
          url: new URL(pathTo(ROUTES.arrasSigning, { id: contractId }), brand.publicUrl).toString(),
        }),
      );
    },
  });
  mailer.wake();
  return created;
}

/** Refuses (409) a code or a signature for a version the party may not sign, saying why. */
async function requireOpenToSign(db: Db, versionId: string, party: SigningParty) {
  const refusal = await refusalToSign(db, versionId, party);
  if (refusal) throw conflict(refusal);
}

/** Why a version cannot be signed by `party` now, or null when it can. */
async function refusalToSign(db: Db, versionId: string, party: SigningParty): Promise<string | null> {
  const [version] = await db
    .select({
      replacedAt: contractVersions.replacedAt,
      terms: contractVersions.terms,
      contractSignedAt: arrasContracts.signedAt,
      contractId: arrasContracts.id,
    })
    .from(contractVersions)
    .leftJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId))
    .where(eq(contractVersions.id, versionId));
  if (!version) return "No se encontró el contrato.";
  // The deal fell through (sale/fall-through.server.ts) or the listing went: its contract is gone.
  if (!version.contractId) return "La venta no siguió adelante: este contrato ya no se puede firmar.";
  if (version.replacedAt)
    return "Este contrato ha sido sustituido por una versión nueva: firma la versión nueva.";
  const [signed] = await db
    .select({ id: contractSignatures.id })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.contractVersionId, versionId), eq(contractSignatures.party, party)));
  if (signed) return "Ya firmaste este contrato.";
  // 'Marcar como firmado' made the paper one the contract: a version still open online is not signed.
  if (version.contractSignedAt)
    return "El vendedor ha marcado el contrato como firmado fuera de Zaguán: esta versión ya no se firma aquí.";
  // Versions never change, and no code is made for one with a blank where the buyer's DNI goes.
  if (!isBuyerPartComplete(version.terms as ArrasTerms))
    return "Falta que la parte compradora complete sus datos (DNI o NIE, domicilio y estado civil) antes de firmar.";
  return null;
}

export type CodeRequestOutcome = { sent: true; expiresAt: Date } | { sent: false; retryAfterMs: number };

/**
 * 'Enviarme el código': a new one-time code for `party`, e-mailed to the address the version names
 * for them (the seller's account, the deal's buyer), counted first against the limits.
 */
export async function requestSigningCode({
  db,
  mailer,
  brand,
  limiter,
  ip,
  secret,
  versionId,
  party,
  now = new Date(),
}: MailDeps & {
  db: Db;
  limiter: RateLimitStore;
  ip: string;
  secret: string;
  versionId: string;
  party: SigningParty;
  now?: Date;
}): Promise<CodeRequestOutcome> {
  await requireOpenToSign(db, versionId, party);
  const limit = await limitSigningCode(limiter, { versionId, party, ip });
  if (!limit.allowed) return { sent: false, retryAfterMs: limit.retryAfterMs };
  const [version] = await db
    .select({ parties: contractVersions.parties })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  const signer = (version?.parties as VersionParties | undefined)?.[party];
  if (!signer) throw new DomainError("not_found", "No se encontró el contrato.");
  // The seller's code stays Spanish; the buyer signs signed in, so their account says.
  const locale = party === "buyer" ? await accountLocale(db, { email: signer.email }) : "es";
  await mailer.ready();
  const { expiresAt } = await db.transaction(async (tx) => {
    const issued = await issueSigningCode(tx, { secret, versionId, party, channel: "email", now });
    await mailer.enqueueInTransaction(
      transactionExecutor(tx),
      signingCodeEmail({
        brand,
        to: signer.email,
        name: signer.name,
        code: issued.code,
        validMinutes: SIGNING_CODE_TTL_MS / 60_000,
        locale,
      }),
    );
    return issued;
  });
  mailer.wake();
  return { sent: true, expiresAt };
}

/**
 * The last signature makes the contract final: the arras contract is marked signed and step 4 is
 * done with its cadastral reference, and the seal's job is queued — all in that signature's
 * transaction, so a crash cannot leave a contract signed by both and never sealed.
 */
async function settleBothSigned(
  tx: Transaction,
  jobs: Pick<JobQueue, "enqueue">,
  versionId: string,
  now: Date,
) {
  const [version] = await tx
    .select({ contractId: contractVersions.arrasContractId })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  if (version?.contractId) {
    const [contract] = await tx
      .update(arrasContracts)
      .set({ signedAt: now })
      .where(and(eq(arrasContracts.id, version.contractId), isNull(arrasContracts.signedAt)))
      .returning({ propertyId: arrasContracts.propertyId, terms: arrasContracts.terms });
    if (contract)
      await tx
        .update(properties)
        .set({
          arrasSigned: true,
          catastralReference: (contract.terms as ArrasTerms).catastralReference,
          updatedAt: now,
        })
        .where(eq(properties.id, contract.propertyId));
  }
  await jobs.enqueue(
    SEAL_CONTRACT_JOB,
    { versionId },
    { key: versionId, executeSql: transactionExecutor(tx) },
  );
}

/** One party signs the version they were shown, with the code they received. */
export async function signAsParty({
  db,
  jobs,
  secret,
  versionId,
  party,
  code,
  documentSha256,
  signerUserId,
  evidence,
  now = new Date(),
}: {
  db: Db;
  jobs: Pick<JobQueue, "enqueue" | "wake" | "start">;
  secret: string;
  versionId: string;
  party: SigningParty;
  code: string;
  documentSha256: string;
  signerUserId: string;
  evidence: SignatureEvidence;
  now?: Date;
}): Promise<SignOutcome> {
  // A code asked before the contract was marked signed on paper does not sign it afterwards.
  await requireOpenToSign(db, versionId, party);
  // The queue runs before the transaction opens (on PGlite, starting it inside would wait on it).
  await jobs.start();
  const outcome = await signContractVersion({
    db,
    secret,
    versionId,
    party,
    code,
    documentSha256,
    signerUserId,
    evidence,
    now,
    onBothSigned: (tx) => settleBothSigned(tx, jobs, versionId, now),
  });
  if (outcome.ok && outcome.bothSigned) jobs.wake();
  return outcome;
}
