import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import type { FulfilmentOutcome } from "#app/domain/payments/fulfilment.server";
import { paidFeesOfProperty } from "#app/domain/payments/paid-fees.server";
import { findArrasContract } from "#app/domain/sale/arras.server";
import { findBuyerAnswer } from "#app/domain/sale/buyer-answer.server";
import { findFeeReview } from "#app/domain/sale/fee-review.server";
import { isSuccessFeeDue } from "#app/domain/sale/success-fee";
import { emailBrand } from "#app/emails/brand.server";
import { saleCompletedEmail } from "#app/emails/sale-completed.server";
import type { Env } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";

export type SaleMailDeps = {
  db: Db;
  mailer: Mailer | undefined;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  logger: Pick<Logger, "error">;
};

/**
 * The 'sale completed' e-mail, sent at most once per property. The row is claimed
 * (`sale_completed_email_sent_at`) in the transaction that queues the e-mail, so a repeated webhook,
 * a second tab or a retried finish never mails twice, and a crash never leaves a claim without its
 * e-mail (docs/decisions/0046-mail-in-the-transaction.md). A failure is logged and never blocks the owner ('Sale-completed e-mail
 * failure logged only').
 */
export async function sendSaleCompletedEmailOnce(deps: SaleMailDeps, propertyId: string): Promise<void> {
  const { db, mailer, env, logger } = deps;
  try {
    const unclaimed = and(
      eq(properties.id, propertyId),
      eq(properties.propertyOrigin, "particular"),
      eq(properties.status, "sold"),
      eq(properties.saleConfirmed, true),
      isNull(properties.saleCompletedEmailSentAt),
    );
    const [owner] = await db
      .select({ title: properties.title, email: users.email, name: users.name, ownerId: properties.userId })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(unclaimed);
    if (!owner) return;
    if (!mailer) throw new Error("no mailer in the load context");
    const answer = await findBuyerAnswer(db, propertyId);
    // Under staff review, the e-mail does not promise there is no success fee.
    const underReview = (await findFeeReview(db, propertyId)) !== null;
    const arras = await findArrasContract(db, owner.ownerId, propertyId);
    const message = saleCompletedEmail({
      to: owner.email,
      name: owner.name,
      propertyTitle: owner.title ?? "tu propiedad",
      brand: emailBrand(env),
      withoutSuccessFee: answer !== null && !isSuccessFeeDue(answer.source) && !underReview,
      fees: await paidFeesOfProperty(db, propertyId),
      sellerResidence: arras?.terms.sellerResidence ?? null,
    });
    await mailer.ready();
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(properties)
        .set({ saleCompletedEmailSentAt: sql`now()` })
        .where(unclaimed)
        .returning({ id: properties.id });
      if (!claimed) return false;
      // Keyed by the property: however often this runs, one e-mail is queued.
      await mailer.enqueueInTransaction(transactionExecutor(tx), message, {
        key: `sale-completed:${propertyId}`,
      });
      return true;
    });
    if (queued) mailer.wake();
  } catch (error) {
    logger.error({ err: error, propertyId }, "sale completed e-mail not sent");
  }
}

/** After any payment path fulfils a success fee (webhook, return from the card form, test card). */
export async function announceSaleIfCompleted(deps: SaleMailDeps, outcome: FulfilmentOutcome): Promise<void> {
  if (outcome.outcome === "fulfilled" && outcome.product === "final_fee" && outcome.propertyId)
    await sendSaleCompletedEmailOnce(deps, outcome.propertyId);
}

/**
 * The end of the private sale: once the server has recorded the sale as confirmed
 * and sold (after the success fee, or a tester's free finish), the owner goes to the panel. The
 * e-mail normally left when the payment was fulfilled; sending here too covers the tester's path
 * and costs nothing otherwise (sent once).
 */
export async function completeSale({
  userId,
  propertyId,
  ...deps
}: SaleMailDeps & { userId: string; propertyId: string }): Promise<{ title: string }> {
  const [row] = await deps.db
    .select({ title: properties.title, status: properties.status, saleConfirmed: properties.saleConfirmed })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, userId),
        eq(properties.propertyOrigin, "particular"),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError("not_found", "No se encontró la propiedad.");
  if (!row.saleConfirmed || row.status !== "sold") {
    throw new DomainError(
      "conflict",
      "La venta se completará cuando indiques quién ha comprado y, si corresponde, se confirme el pago de la comisión de éxito.",
    );
  }
  await sendSaleCompletedEmailOnce(deps, propertyId);
  return { title: row.title ?? "tu propiedad" };
}
