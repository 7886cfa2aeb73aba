import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { DomainError } from "#app/domain/errors";
import { effectsOfPaidProduct, withCampaignStart } from "#app/domain/payments/payment-effects";
import { settleSuccessFeeWithoutPayment } from "#app/domain/payments/success-fees.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { isTester } from "#app/domain/users/tester";
import { requireSuccessFeeDue } from "./buyer-answer.server";
import { canCompleteParticularStep, saleProgress } from "./step-access";
import { type ProgressFlags, particularStep } from "./steps";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Actor = Pick<SessionUser, "id" | "role">;

/** The three steps the owner completes without a payment, and the flag each one sets. */
export const FREE_STEP_FLAGS = {
  3: "visitsManaged",
  4: "arrasSigned",
  5: "notaryDone",
} as const;
export type FreeStep = keyof typeof FREE_STEP_FLAGS;

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
const notTester = () =>
  new DomainError("forbidden", "Esta opción solo está disponible para las cuentas de prueba.");
const stepUnavailable = (step: number) =>
  new DomainError("conflict", `Todavía no puedes completar el paso ${step}: completa antes los anteriores.`);

/**
 * Reads the user's own private-sale property under a row lock, checks the step may be completed
 * now, and applies `changes` — all in one transaction, so two tabs cannot race past a check.
 * `changes` may write rows of its own in the same transaction (step 6's buyer answer).
 */
export async function updateStep(
  db: Db,
  { user, propertyId, step }: { user: Actor; propertyId: string; step: number },
  changes: (
    flags: ProgressFlags,
    tx: Tx,
  ) => Partial<typeof properties.$inferInsert> | Promise<Partial<typeof properties.$inferInsert>>,
): Promise<{ step: number }> {
  return db.transaction(async (tx: Tx) => {
    const where = and(
      eq(properties.id, propertyId),
      eq(properties.userId, user.id),
      eq(properties.propertyOrigin, "particular"),
    );
    const [row] = await tx
      .select({
        title: properties.title,
        saleConfirmed: properties.saleConfirmed,
        notaryDone: properties.notaryDone,
        arrasSigned: properties.arrasSigned,
        visitsManaged: properties.visitsManaged,
        marketingActive: properties.marketingActive,
        status: properties.status,
      })
      .from(properties)
      .where(where)
      .for("update");
    if (!row) throw notFound();
    const flags = saleProgress(row);
    if (!canCompleteParticularStep(step, flags)) throw stepUnavailable(step);
    const update = await changes(flags, tx);
    await tx
      .update(properties)
      .set({ ...update, updatedAt: new Date() })
      .where(where);
    // Sold (step 6, however it closed): the campaign ends with it, in this same transaction.
    if (update.status === "sold") await endCampaign(tx, propertyId, "sold");
    return { step: particularStep({ ...flags, ...update } as ProgressFlags) };
  });
}

/** The ownership check first, so a stranger's property answers 'not found' before anything about its sale. */
async function assertOwnParticular(db: Db, user: Actor, propertyId: string): Promise<void> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, user.id),
        eq(properties.propertyOrigin, "particular"),
      ),
    );
  if (!row) throw notFound();
}

/** Steps 3 and 5: viewings prepared, notary papers gathered. */
export function completeFreeStep(
  db: Db,
  { user, propertyId, step }: { user: Actor; propertyId: string; step: 3 | 5 },
) {
  return updateStep(db, { user, propertyId, step }, () => ({ [FREE_STEP_FLAGS[step]]: true }));
}

/**
 * Step 4: arras signed, with the cadastral reference kept privately on the property (never in the
 * public listing). A tester may skip the reference; anyone else must give a valid one.
 */
export function completeArrasStep(
  db: Db,
  {
    user,
    propertyId,
    catastralReference,
  }: { user: Actor; propertyId: string; catastralReference: string | null },
) {
  if (catastralReference === null && !isTester(user)) throw notTester();
  return updateStep(db, { user, propertyId, step: 4 }, () => ({
    arrasSigned: true,
    ...(catastralReference === null ? {} : { catastralReference }),
  }));
}

/**
 * A tester's paid steps without paying: the same effects as a payment, recorded as
 * 'paid_tester'. Step 2 activates the campaign; step 6 confirms the sale and marks it sold — only
 * where a card payment would be asked for: after the tester named a lead as the buyer.
 */
export async function completePaidStepAsTester(
  db: Db,
  { user, propertyId, product }: { user: Actor; propertyId: string; product: "marketing" | "final_fee" },
) {
  if (!isTester(user)) throw notTester();
  const step = product === "marketing" ? 2 : 6;
  if (product === "final_fee") {
    await assertOwnParticular(db, user, propertyId);
    await requireSuccessFeeDue(db, propertyId);
  }
  return updateStep(db, { user, propertyId, step }, async (flags, tx) => {
    if (product === "marketing" && flags.marketingActive) {
      throw new DomainError("conflict", "La campaña de marketing ya está activa.");
    }
    if (product === "final_fee") await settleSuccessFeeWithoutPayment(tx, propertyId);
    return withCampaignStart(effectsOfPaidProduct(product, { isTester: true }));
  });
}
