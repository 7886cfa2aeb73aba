import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { type FeeReviewStatus, feeReviews } from "#app/db/schema/fee-reviews";
import { properties } from "#app/db/schema/properties";
import { saleBuyers } from "#app/db/schema/sale-buyers";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { recordAudit } from "#app/domain/kernel/audit.server";
import { successFeeAmount } from "#app/domain/payments/success-fee-due";
import { makeSuccessFeeDue, successFeePaid } from "#app/domain/payments/success-fees.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { emailBrand } from "#app/emails/brand.server";
import { feeReviewDecidedEmail } from "#app/emails/fee-review.server";
import { CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE } from "#app/lib/confirmation";
import type { Env } from "#app/lib/env.server";
import { formatCents } from "#app/lib/format";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { DeclaredBuyer, EvidenceArrasBuyer, EvidenceHit, EvidenceOffer } from "./fee-evidence";

/** What staff see of the record, frozen when the review opened (leads may later go to retention). */
export type FeeEvidenceSnapshot = {
  declared: DeclaredBuyer;
  hits: EvidenceHit[];
  acceptedOffer: EvidenceOffer | null;
  arrasBuyers: EvidenceArrasBuyer[];
};

type Executor = Pick<Db, "insert">;

/** Opens the staff review, in the transaction that closes the sale with an outside buyer. */
export async function openFeeReview(
  tx: Executor,
  { propertyId, reason, snapshot }: { propertyId: string; reason: string; snapshot: FeeEvidenceSnapshot },
): Promise<void> {
  await tx
    .insert(feeReviews)
    .values({ propertyId, reason, evidence: snapshot, status: "open" })
    .onConflictDoNothing({ target: feeReviews.propertyId });
}

export type OwnerFeeReview = { status: FeeReviewStatus; openedAt: string; decidedAt: string | null };

/** Where the review of one sale stands, for its owner's pages (call for the owner's own property). */
export async function findFeeReview(
  db: Pick<Db, "select">,
  propertyId: string,
): Promise<OwnerFeeReview | null> {
  const [row] = await db
    .select({ status: feeReviews.status, openedAt: feeReviews.openedAt, decidedAt: feeReviews.decidedAt })
    .from(feeReviews)
    .where(eq(feeReviews.propertyId, propertyId));
  if (!row) return null;
  return {
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The staff board: open reviews first (oldest first), then the decided ones, newest first. */
export async function listFeeReviews(db: Db, limit = 100) {
  const rows = await db
    .select({
      propertyId: feeReviews.propertyId,
      status: feeReviews.status,
      reason: feeReviews.reason,
      evidence: feeReviews.evidence,
      openedAt: feeReviews.openedAt,
      decidedAt: feeReviews.decidedAt,
      title: properties.title,
      ownerName: users.name,
      ownerEmail: users.email,
      buyerName: saleBuyers.buyerName,
      buyerDni: saleBuyers.buyerDni,
      feePaid: successFeePaid(feeReviews, "property_id"),
    })
    .from(feeReviews)
    .innerJoin(properties, eq(properties.id, feeReviews.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(saleBuyers, eq(saleBuyers.propertyId, feeReviews.propertyId))
    .orderBy(
      desc(sql`${feeReviews.status} = 'open'`),
      asc(sql`case when ${feeReviews.status} = 'open' then ${feeReviews.openedAt} end`),
      desc(feeReviews.decidedAt),
    )
    .limit(limit);
  return rows.map(({ evidence, openedAt, decidedAt, ...row }) => ({
    ...row,
    title: row.title ?? "Sin título",
    evidence: evidence as FeeEvidenceSnapshot,
    openedAt: openedAt.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
  }));
}
export type FeeReviewRow = Awaited<ReturnType<typeof listFeeReviews>>[number];

export type FeeDecision = "charged" | "waived";
const ALREADY_DECIDED = "Esta revisión ya estaba resuelta o no existe.";
/** The staff board's two forms (the authorization matrix lists them from here). */
export const FEE_REVIEW_INTENTS = ["charge", "waive"] as const;

export type FeeReviewDeps = {
  db: Db;
  mailer: Mailer | undefined;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  logger: Pick<Logger, "error">;
};

/**
 * An admin charges or waives the success fee of an open review. The decision and its audit entry
 * are one transaction; only an open review can be decided (a second click, or a second admin, finds
 * it decided and changes nothing). The seller's e-mail is queued in it too, keyed so it goes once
 * (docs/decisions/0046-mail-in-the-transaction.md).
 */
export async function decideFeeReview(
  deps: FeeReviewDeps,
  {
    actor,
    propertyId,
    decision,
    confirmed,
  }: {
    actor: Pick<SessionUser, "id" | "email" | "role">;
    propertyId: string;
    decision: FeeDecision;
    /** Staff saw the amount, the seller and the evidence and confirmed; until then nothing changes. */
    confirmed: boolean;
  },
): Promise<{ ok: true; title: string } | { ok: false; message: string }> {
  if (actor.role !== "admin") throw new Error("fee review decided by a non-admin");
  const fee = formatCents(successFeeAmount());
  const { mailer } = deps;
  if (!confirmed) {
    const [open] = await deps.db
      .select({ propertyId: feeReviews.propertyId })
      .from(feeReviews)
      .where(and(eq(feeReviews.propertyId, propertyId), eq(feeReviews.status, "open")));
    if (!open) return { ok: false, message: ALREADY_DECIDED };
    throw new DomainError(CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE);
  }
  await mailer?.ready();
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(feeReviews)
      .set({ status: decision, decidedAt: new Date(), decidedBy: actor.id })
      .where(and(eq(feeReviews.propertyId, propertyId), eq(feeReviews.status, "open")))
      .returning({ propertyId: feeReviews.propertyId });
    if (!row) return null;
    const [owner] = await tx
      .select({ title: properties.title, email: users.email, name: users.name })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(eq(properties.id, propertyId));
    await recordAudit(tx, actor, {
      action: decision === "charged" ? "fee_review.charged" : "fee_review.waived",
      targetType: "property",
      targetId: propertyId,
      details: { title: owner?.title ?? null, owner: owner?.email ?? null, fee },
    });
    // Charged, the fee is owed like any other: a pending payment in the seller's 'Mis Pagos'.
    if (decision === "charged") await makeSuccessFeeDue(tx, { propertyId, reason: "review_charged" });
    if (owner && mailer) {
      const message = feeReviewDecidedEmail({
        to: owner.email,
        name: owner.name,
        propertyTitle: owner.title ?? "tu propiedad",
        decision,
        fee,
        brand: emailBrand(deps.env),
      });
      await mailer.enqueueInTransaction(transactionExecutor(tx), message, {
        key: `fee-review:${propertyId}`,
      });
    }
    return owner ?? null;
  });
  if (!decided) return { ok: false, message: ALREADY_DECIDED };
  if (mailer) mailer.wake();
  else deps.logger.error({ propertyId }, "fee review e-mail not sent: no mailer in the load context");
  return { ok: true, title: decided.title ?? "tu propiedad" };
}
