import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { type BuyerSource, saleBuyers } from "#app/db/schema/sale-buyers";
import { DomainError, isDomainError } from "#app/domain/errors";
import { makeSuccessFeeDue, withdrawPlatformBuyerFee } from "#app/domain/payments/success-fees.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE } from "#app/lib/confirmation";
import { isLeadOf } from "./buyer-answer.server";
import { declarationRefusal } from "./deed-evidence";
import { buyerConfirmedDeed } from "./deed-evidence.server";
import { type DeclaredBuyer, type EvidenceHit, platformEvidence } from "./fee-evidence";
import { gatherFeeEvidence } from "./fee-evidence.server";
import { openFeeReview } from "./fee-review.server";
import { updateStep } from "./steps.server";
import { isSuccessFeeDue } from "./success-fee";

/** An outside buyer is named (step 6 asks); the reason is asked only when the record contradicts it. */
export type OutsideBuyer = {
  source: "outside";
  buyer: DeclaredBuyer;
  reason: string | null;
  /** The seller took a second look: an outside buyer closes the sale at once. */
  confirmed: boolean;
};
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type BuyerChoice = OutsideBuyer | { source: "lead"; leadId: string };

/**
 * The record points at a platform lead and the seller gave no reason: nothing is saved, and the
 * form asks for one, showing what the record says (the failure's details) and clause 5 of the
 * owner terms.
 */
const reasonRequired = (hits: EvidenceHit[]) =>
  new DomainError(
    "reason_required",
    "Lo que consta en la plataforma apunta a un comprador que llegó a través de ella: explica por qué el comprador no llegó a través de la plataforma.",
    { details: hits },
  );

/** What the record says when the declaration needs a reason; null for any other error. */
export const evidenceOfReasonRequired = (error: unknown): EvidenceHit[] | null =>
  isDomainError(error, "reason_required") ? (error.details as EvidenceHit[]) : null;

/**
 * An outside declaration against the product's own record: with nothing that
 * contradicts it, it stands as before; otherwise it needs a reason and opens a staff review, in the
 * same transaction that closes the sale.
 */
async function checkOutsideDeclaration(tx: Tx, propertyId: string, choice: OutsideBuyer): Promise<boolean> {
  const evidence = await gatherFeeEvidence(tx, propertyId);
  const hits = platformEvidence(evidence, choice.buyer);
  const { reason } = choice;
  if (hits.length > 0 && !reason) throw reasonRequired(hits);
  if (!choice.confirmed) throw new DomainError(CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE);
  if (hits.length === 0 || !reason) return false;
  await openFeeReview(tx, {
    propertyId,
    reason,
    snapshot: {
      declared: choice.buyer,
      hits,
      acceptedOffer: evidence.acceptedOffer,
      arrasBuyers: evidence.arrasBuyers,
    },
  });
  return true;
}

/**
 * Step 6, before any payment: the seller says who bought. The lead must be one of this listing's
 * own (checked here, never trusted from the form). A buyer from outside owes no success fee, so the
 * sale closes at once — confirmed and sold, no payment, any card payment left open for the fee
 * cancelled in our records. A lead leaves the sale open until the fee is paid (or a tester skips it).
 * The answer may be changed until the sale is confirmed, then it stays with the sale.
 */
export async function declareBuyer(
  db: Db,
  {
    user,
    propertyId,
    choice,
  }: { user: Pick<SessionUser, "id" | "role">; propertyId: string; choice: BuyerChoice },
): Promise<{ feeDue: boolean; step: number; underReview: boolean }> {
  const source: BuyerSource = choice.source;
  const feeDue = isSuccessFeeDue(source);
  let underReview = false;
  const { step } = await updateStep(db, { user, propertyId, step: 6 }, async (_flags, tx) => {
    const soldToLeadId = choice.source === "lead" ? choice.leadId : null;
    if (soldToLeadId && !(await isLeadOf(tx, propertyId, soldToLeadId)))
      throw new DomainError("conflict", "Ese contacto no es de este anuncio. Elige uno de la lista.");
    const refusal = declarationRefusal(source, await buyerConfirmedDeed(tx, propertyId));
    if (refusal) throw new DomainError("conflict", refusal);
    if (choice.source === "outside") underReview = await checkOutsideDeclaration(tx, propertyId, choice);
    const buyerName = choice.source === "outside" ? choice.buyer.name : null;
    const buyerDni = choice.source === "outside" ? (choice.buyer.dni ?? null) : null;
    await tx
      .insert(saleBuyers)
      .values({ propertyId, source, soldToLeadId, buyerName, buyerDni })
      .onConflictDoUpdate({
        target: saleBuyers.propertyId,
        set: { source, soldToLeadId, buyerName, buyerDni, declaredAt: new Date() },
      });
    if (feeDue) {
      await makeSuccessFeeDue(tx, { propertyId, reason: "platform_buyer" });
      return {};
    }
    await withdrawPlatformBuyerFee(tx, propertyId);
    await tx
      .update(payments)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(
        and(
          eq(payments.propertyId, propertyId),
          eq(payments.productType, "final_fee"),
          eq(payments.status, "pending"),
        ),
      );
    return { saleConfirmed: true, status: "sold" };
  });
  return { feeDue, step, underReview };
}
