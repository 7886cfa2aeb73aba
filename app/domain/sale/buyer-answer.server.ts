import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";
import { saleBuyers } from "#app/db/schema/sale-buyers";
import { DomainError } from "#app/domain/errors";
import { shownToSeller } from "#app/domain/leads/log/lead-log.server";
import { findSuccessFee } from "#app/domain/payments/success-fees.server";
import { platformEvidence } from "./fee-evidence";
import { gatherFeeEvidence } from "./fee-evidence.server";
import { findFeeReview } from "./fee-review.server";
import { type BuyerAnswer, type BuyerLead, isSuccessFeeDue } from "./success-fee";

type Executor = Pick<Db, "select">;

/** Every lead of the listing, newest first, discarded ones too (a seller may set one aside and still sell to them). */
async function leadsOf(db: Executor, propertyId: string): Promise<BuyerLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      buyerName: leads.buyerName,
      kind: leads.kind,
      createdAt: leads.createdAt,
      discardedAt: leads.discardedAt,
    })
    .from(leads)
    .where(and(eq(leads.propertyId, propertyId), shownToSeller))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ createdAt, discardedAt, ...lead }) => ({
    ...lead,
    createdAt: createdAt.toISOString(),
    discarded: discardedAt !== null,
  }));
}

/** The seller's recorded answer, with its lead while the lead still exists. */
export async function findBuyerAnswer(db: Executor, propertyId: string): Promise<BuyerAnswer | null> {
  const [row] = await db
    .select({ source: saleBuyers.source, soldToLeadId: saleBuyers.soldToLeadId })
    .from(saleBuyers)
    .where(eq(saleBuyers.propertyId, propertyId));
  if (!row) return null;
  if (!row.soldToLeadId) return { source: row.source, lead: null };
  const lead = (await leadsOf(db, propertyId)).find((candidate) => candidate.id === row.soldToLeadId);
  return { source: row.source, lead: lead ?? null };
}

/**
 * What step 6 asks with: the listing's leads, the answer given so far, what the record already says
 * against an outside buyer (so the form asks for a reason up front), the staff review, if any, and
 * the success fee owed, if any, with whether it was paid.
 * Call for the owner's own property only.
 */
export async function loadBuyerQuestion(db: Executor, propertyId: string) {
  const [choices, answer, evidence, review, fee] = await Promise.all([
    leadsOf(db, propertyId),
    findBuyerAnswer(db, propertyId),
    gatherFeeEvidence(db, propertyId),
    findFeeReview(db, propertyId),
    findSuccessFee(db, propertyId),
  ]);
  return { leads: choices, answer, evidence: platformEvidence(evidence, { name: "" }), review, fee };
}
export type BuyerQuestion = Awaited<ReturnType<typeof loadBuyerQuestion>>;

/** Whether `leadId` is one of this listing's own leads (never trusted from the form). */
export async function isLeadOf(db: Executor, propertyId: string, leadId: string): Promise<boolean> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.propertyId, propertyId), shownToSeller));
  return Boolean(lead);
}

/**
 * Before the success fee is charged (card or a tester's free finish): the seller must have named a
 * lead as the buyer. Without an answer, or with an outside buyer, there is nothing to charge.
 */
export async function requireSuccessFeeDue(db: Executor, propertyId: string): Promise<void> {
  const [row] = await db
    .select({ source: saleBuyers.source })
    .from(saleBuyers)
    .where(eq(saleBuyers.propertyId, propertyId));
  if (!row) throw new DomainError("conflict", "Indica primero quién ha comprado tu vivienda.");
  if (!isSuccessFeeDue(row.source))
    throw new DomainError(
      "conflict",
      "No hay comisión de éxito que pagar: el comprador no llegó a través de la plataforma.",
    );
}
