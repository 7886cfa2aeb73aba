import { and, asc, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { type SuccessFeeReason, successFees } from "#app/db/schema/success-fees";
import { SUCCESS_FEE_REASON_LABELS, successFeeAmount } from "./success-fee-due";

type Executor = Pick<Db, "insert" | "select" | "delete">;

/**
 * The property's succeeded success-fee payment: the one record that says the fee was paid. The
 * outer row's property is named with its table (drizzle leaves a column bare in a one-table
 * select, which the subquery would read as the payment's own).
 */
export const successFeePaid = (table: PgTable, column: "property_id" | "id") => {
  const outer = sql`${sql.identifier(getTableName(table))}.${sql.identifier(column)}`;
  return sql<boolean>`exists (select 1 from ${payments} as paid_fee where paid_fee.property_id = ${outer} and paid_fee.product_type = 'final_fee' and paid_fee.status = 'succeeded')`;
};

/**
 * The one way a private sale's success fee becomes owed, whatever proved it (the seller's answer at
 * step 6, staff's decision after a review, the buyer's confirmation of the deed). Call inside the
 * transaction that records the proof. Idempotent: a fee already due keeps its first reason and date,
 * so the reminder is counted from when it first fell due. Returns whether it fell due now.
 */
export async function makeSuccessFeeDue(
  tx: Pick<Db, "insert">,
  { propertyId, reason }: { propertyId: string; reason: SuccessFeeReason },
): Promise<boolean> {
  const inserted = await tx
    .insert(successFees)
    .values({ propertyId, reason })
    .onConflictDoNothing({ target: successFees.propertyId })
    .returning({ propertyId: successFees.propertyId });
  return inserted.length > 0;
}

/**
 * The seller changed the step-6 answer away from a platform lead before paying: the debt that
 * answer made goes with it. A debt from any other proof, or one already paid, stays.
 */
export async function withdrawPlatformBuyerFee(tx: Executor, propertyId: string): Promise<void> {
  await tx
    .delete(successFees)
    .where(
      and(
        eq(successFees.propertyId, propertyId),
        eq(successFees.reason, "platform_buyer"),
        sql`not ${successFeePaid(successFees, "property_id")}`,
      ),
    );
}

/** A tester's free finish settles the sale without a payment: nothing stays owed. */
export async function settleSuccessFeeWithoutPayment(tx: Executor, propertyId: string): Promise<void> {
  await tx.delete(successFees).where(eq(successFees.propertyId, propertyId));
}

export type SuccessFeeStanding = {
  reason: SuccessFeeReason;
  reasonLabel: string;
  dueAt: string;
  amount: number;
  paid: boolean;
};

/** Whether the sale owes its success fee, and whether it was paid (call for a property already authorised). */
export async function findSuccessFee(
  db: Pick<Db, "select">,
  propertyId: string,
): Promise<SuccessFeeStanding | null> {
  const [row] = await db
    .select({
      reason: successFees.reason,
      dueAt: successFees.dueAt,
      paid: successFeePaid(successFees, "property_id"),
    })
    .from(successFees)
    .where(eq(successFees.propertyId, propertyId));
  if (!row) return null;
  return {
    reason: row.reason,
    reasonLabel: SUCCESS_FEE_REASON_LABELS[row.reason],
    dueAt: row.dueAt.toISOString(),
    amount: successFeeAmount(),
    paid: row.paid,
  };
}

export type OwedSuccessFee = SuccessFeeStanding & { propertyId: string; propertyTitle: string };

/** The signed-in owner's success fees still to pay, oldest first ('Mis Pagos'). */
export async function listOwedSuccessFees(db: Pick<Db, "select">, userId: string): Promise<OwedSuccessFee[]> {
  const rows = await db
    .select({
      propertyId: successFees.propertyId,
      propertyTitle: properties.title,
      reason: successFees.reason,
      dueAt: successFees.dueAt,
    })
    .from(successFees)
    .innerJoin(properties, eq(properties.id, successFees.propertyId))
    .where(and(eq(properties.userId, userId), sql`not ${successFeePaid(successFees, "property_id")}`))
    .orderBy(asc(successFees.dueAt));
  return rows.map((row) => ({
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle ?? "Tu propiedad",
    reason: row.reason,
    reasonLabel: SUCCESS_FEE_REASON_LABELS[row.reason],
    dueAt: row.dueAt.toISOString(),
    amount: successFeeAmount(),
    paid: false,
  }));
}
