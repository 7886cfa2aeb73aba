import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, contractVersions, properties } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import { legalDocumentToPdfBlocks } from "#app/domain/legal/document-pdf";
import type { SessionUser } from "#app/domain/users/session.server";
import { CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE } from "#app/lib/confirmation";
import { renderPdf } from "#app/lib/pdf.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import type { ArrasTerms } from "./arras";
import { arrasContract, arrasDraftFooter } from "./arras-contract";
import { contractTermsFor } from "./arras-facts.server";
import { arrasPdfPath } from "./sale-path";
import { canCompleteParticularStep, saleProgress } from "./step-access";
import { updateStep } from "./steps.server";

type Actor = Pick<SessionUser, "id" | "role">;

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
const stepLocked = () =>
  new DomainError(
    "conflict",
    "Todavía no puedes preparar el contrato de arras: completa antes los pasos anteriores.",
  );
const alreadySigned = () =>
  new DomainError("conflict", "El contrato de arras ya está firmado: no se puede cambiar.");
const noDraft = () =>
  new DomainError("conflict", "Genera primero el contrato de arras para poder marcarlo como firmado.");

/** The owner's private-sale property, with its progress, optionally locked for the transaction. */
const ownParticular = (user: Actor, propertyId: string) =>
  and(
    eq(properties.id, propertyId),
    eq(properties.userId, user.id),
    eq(properties.propertyOrigin, "particular"),
  );

const progressColumns = {
  title: properties.title,
  status: properties.status,
  saleConfirmed: properties.saleConfirmed,
  notaryDone: properties.notaryDone,
  arrasSigned: properties.arrasSigned,
  visitsManaged: properties.visitsManaged,
  marketingActive: properties.marketingActive,
};

/** Whose it is first (a stranger learns nothing), then whether step 4 is open. */
async function assertMayDraft(db: Db, user: Actor, propertyId: string) {
  if (!isUuid(propertyId)) throw notFound();
  const [row] = await db.select(progressColumns).from(properties).where(ownParticular(user, propertyId));
  if (!row) throw notFound();
  if (!canCompleteParticularStep(4, saleProgress(row))) throw stepLocked();
}

/** The contract as PDF blocks; the date in the metadata is the draft's, so one draft gives one file. */
export function renderArrasPdf(terms: ArrasTerms, draftedAt: Date): Promise<Buffer> {
  const document = arrasContract(terms);
  return renderPdf({
    title: document.title,
    subtitle: document.dateLine,
    blocks: legalDocumentToPdfBlocks(document),
    footer: arrasDraftFooter(draftedAt),
    createdAt: draftedAt,
    author: terms.seller1Name,
  });
}

/**
 * 'Generar contrato de arras': writes (or rewrites) the property's draft and its PDF, in the
 * private bucket under the owner's folder. A signed contract is final. The new file is written
 * before the row points to it and the old one removed after, so a failure never leaves the row
 * pointing at nothing.
 */
export async function saveArrasDraft({
  db,
  storage,
  user,
  propertyId,
  terms: proposedTerms,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: Actor;
  propertyId: string;
  terms: ArrasTerms;
  now?: Date;
}): Promise<{ contractId: string }> {
  await assertMayDraft(db, user, propertyId);
  // The deal's price, financing and conditions and the home's province: never the form's.
  const terms = await contractTermsFor(db, propertyId, proposedTerms);
  const pdf = await renderArrasPdf(terms, now);
  // Named like the other stored files (`{timestamp}-…`), so the orphan sweep can date a leftover.
  const key = `${user.id}/${propertyId}/${now.getTime()}-arras-contract.pdf`;
  await storage.put(BUCKETS.propertyContracts, key, pdf, "application/pdf");
  try {
    const { contractId, previousKey } = await db.transaction(async (tx) => {
      const [property] = await tx
        .select(progressColumns)
        .from(properties)
        .where(ownParticular(user, propertyId))
        .for("update");
      if (!property) throw notFound();
      if (!canCompleteParticularStep(4, saleProgress(property))) throw stepLocked();
      const [existing] = await tx
        .select({
          id: arrasContracts.id,
          signedAt: arrasContracts.signedAt,
          key: arrasContracts.pdfStoragePath,
        })
        .from(arrasContracts)
        .where(eq(arrasContracts.propertyId, propertyId));
      if (existing?.signedAt) throw alreadySigned();
      if (existing) {
        await tx
          .update(arrasContracts)
          .set({ terms, pdfStoragePath: key, draftedAt: now })
          .where(eq(arrasContracts.id, existing.id));
        return { contractId: existing.id, previousKey: existing.key };
      }
      const [created] = await tx
        .insert(arrasContracts)
        .values({ userId: user.id, propertyId, terms, pdfStoragePath: key, createdAt: now, draftedAt: now })
        .returning({ id: arrasContracts.id });
      if (!created) throw new Error("arras contract not created");
      return { contractId: created.id, previousKey: null };
    });
    if (previousKey && previousKey !== key) await storage.delete(BUCKETS.propertyContracts, previousKey);
    return { contractId };
  } catch (error) {
    await storage.delete(BUCKETS.propertyContracts, key);
    throw error;
  }
}

/**
 * 'Marcar como firmado': the draft becomes final and step 4 is completed with the contract's
 * cadastral reference, in one transaction (the step's own checks and row lock included).
 */
export async function markArrasSigned({
  db,
  user,
  propertyId,
  confirmed,
  now = new Date(),
}: {
  db: Db;
  user: Actor;
  propertyId: string;
  /** The owner took a second look: a signed contract is final. */
  confirmed: boolean;
  now?: Date;
}): Promise<{ step: number }> {
  if (!isUuid(propertyId)) throw notFound();
  return updateStep(db, { user, propertyId, step: 4 }, async (_flags, tx) => {
    const [contract] = await tx
      .select({ id: arrasContracts.id, signedAt: arrasContracts.signedAt, terms: arrasContracts.terms })
      .from(arrasContracts)
      .where(and(eq(arrasContracts.propertyId, propertyId), eq(arrasContracts.userId, user.id)))
      .for("update");
    if (!contract) throw noDraft();
    if (contract.signedAt) throw alreadySigned();
    if (!confirmed) throw new DomainError(CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE);
    await tx.update(arrasContracts).set({ signedAt: now }).where(eq(arrasContracts.id, contract.id));
    const terms = contract.terms as ArrasTerms;
    return { arrasSigned: true, catastralReference: terms.catastralReference };
  });
}

export type ArrasDraftState = {
  id: string;
  terms: ArrasTerms;
  draftedAt: string;
  signedAt: string | null;
};

/** Step 4's view of the contract: the caller has already read the property as its owner. */
export async function findArrasContract(
  db: Db,
  userId: string,
  propertyId: string,
): Promise<ArrasDraftState | null> {
  const [row] = await db
    .select({
      id: arrasContracts.id,
      terms: arrasContracts.terms,
      draftedAt: arrasContracts.draftedAt,
      signedAt: arrasContracts.signedAt,
    })
    .from(arrasContracts)
    .where(and(eq(arrasContracts.propertyId, propertyId), eq(arrasContracts.userId, userId)));
  if (!row) return null;
  return {
    id: row.id,
    terms: row.terms as ArrasTerms,
    draftedAt: row.draftedAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
  };
}

/**
 * 'Mis Documentos' and 'Resumen final': the owner's arras contracts, newest first; whether drafts or
 * signed, never the path. Signed online, the sealed copy of the version both parties signed is the
 * signed document (its route checks who asks); signed on paper, the generated PDF is all we hold.
 */
export async function listOwnArrasContracts(db: Db, userId: string) {
  const rows = await db
    .select({
      id: arrasContracts.id,
      propertyId: arrasContracts.propertyId,
      propertyTitle: properties.title,
      draftedAt: arrasContracts.draftedAt,
      signedAt: arrasContracts.signedAt,
      sealedVersionId: contractVersions.id,
    })
    .from(arrasContracts)
    .leftJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .leftJoin(
      contractVersions,
      and(
        eq(contractVersions.arrasContractId, arrasContracts.id),
        isNull(contractVersions.replacedAt),
        isNotNull(contractVersions.sealedPdfStoragePath),
      ),
    )
    .where(eq(arrasContracts.userId, userId))
    .orderBy(desc(arrasContracts.draftedAt));
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    draftedAt: row.draftedAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    sealedVersionId: row.sealedVersionId,
  }));
}
export type OwnArrasContract = Awaited<ReturnType<typeof listOwnArrasContracts>>[number];

/**
 * 'Descargar mis datos': the user's arras contracts with the terms they last generated, whether
 * draft or signed and when; the PDF itself downloads from its own link, never its storage path.
 * The parties in the terms are what the seller typed into their own contract.
 */
export async function exportOwnArrasContracts(db: Db, userId: string) {
  const rows = await db
    .select({
      id: arrasContracts.id,
      propertyId: arrasContracts.propertyId,
      propertyTitle: properties.title,
      terms: arrasContracts.terms,
      createdAt: arrasContracts.createdAt,
      draftedAt: arrasContracts.draftedAt,
      signedAt: arrasContracts.signedAt,
    })
    .from(arrasContracts)
    .leftJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(eq(arrasContracts.userId, userId))
    .orderBy(desc(arrasContracts.draftedAt));
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    status: row.signedAt ? ("signed" as const) : ("draft" as const),
    statusLabel: row.signedAt ? "Firmado" : "Borrador",
    terms: row.terms as ArrasTerms,
    createdAt: row.createdAt,
    draftedAt: row.draftedAt,
    signedAt: row.signedAt,
    pdfDownloadPath: arrasPdfPath(row.id),
  }));
}
