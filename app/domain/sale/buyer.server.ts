import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { type BuyerSource, saleBuyers } from "#app/db/schema/sale-buyers";
import { DomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { isLeadOf } from "./buyer-answer.server";
import { updateStep } from "./steps.server";
import { isSuccessFeeDue } from "./success-fee";

export type BuyerChoice = { source: "outside" } | { source: "lead"; leadId: string };

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
): Promise<{ feeDue: boolean; step: number }> {
  const source: BuyerSource = choice.source;
  const feeDue = isSuccessFeeDue(source);
  const { step } = await updateStep(db, { user, propertyId, step: 6 }, async (_flags, tx) => {
    const soldToLeadId = choice.source === "lead" ? choice.leadId : null;
    if (soldToLeadId && !(await isLeadOf(tx, propertyId, soldToLeadId)))
      throw new DomainError("unknown_lead", "Ese contacto no es de este anuncio. Elige uno de la lista.");
    await tx
      .insert(saleBuyers)
      .values({ propertyId, source, soldToLeadId })
      .onConflictDoUpdate({
        target: saleBuyers.propertyId,
        set: { source, soldToLeadId, declaredAt: new Date() },
      });
    if (feeDue) return {};
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
  return { feeDue, step };
}
