import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Transaction } from "#app/db/client.server";
import { leads, leadViewings, properties, users } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import { isUuid } from "#app/lib/uuid";
import type { LeadActor } from "../log/lead-log.server";

/** The states of a viewing lead (kinds.ts labels them). */
export type ViewingState =
  | "requested"
  | "rescheduled"
  | "confirmed"
  | "rejected"
  | "cancelled_by_buyer"
  | "cancelled_by_seller";

/** What every viewing change needs besides the database: the queue, the sender, the link key. */
export type ViewingDeps = {
  db: Db;
  /** Every e-mail is queued in the transaction of the move it reports, never sent inline. */
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  jobs: Pick<JobQueue, "enqueue" | "cancel" | "idForKey">;
  brand: EmailBrand;
  /** AUTH_SECRET: signs the buyer's link. */
  secret: string;
  logger: Pick<Logger, "error">;
};

export type ViewingAnswerOutcome =
  | { ok: true; propertyId: string }
  | { ok: false; reason: "not_found" | "not_allowed" | "slot" | "state" | "limit" };

/** The buyer's own account, when they were signed in: whether the typed address is proven theirs. */
const buyerAccounts = alias(users, "buyer_accounts");

/** Everything a viewing's pages, e-mails and invitation read, in one query. */
export async function loadViewing(db: Db, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({
      leadId: leads.id,
      propertyId: leads.propertyId,
      kind: leads.kind,
      state: leads.state,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      buyerPhone: leads.buyerPhone,
      createdAt: leads.createdAt,
      review: leads.review,
      proposedSlots: leadViewings.proposedSlots,
      scheduledAt: leadViewings.scheduledAt,
      sequence: leadViewings.calendarSequence,
      timeProposals: leadViewings.timeProposals,
      rating: leadViewings.rating,
      ratingComment: leadViewings.ratingComment,
      propertyTitle: properties.title,
      propertyAddress: properties.address,
      ownerId: properties.userId,
      sellerEmail: users.email,
      sellerName: users.name,
      leadLocale: leads.locale,
      buyerAccountEmail: buyerAccounts.email,
      buyerAccountVerified: buyerAccounts.emailVerified,
      buyerAccountLocale: buyerAccounts.locale,
    })
    .from(leads)
    .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(buyerAccounts, eq(buyerAccounts.id, leads.buyerUserId))
    .where(and(eq(leads.id, leadId), eq(leads.kind, "viewing")))
    .limit(1);
  if (!row) return null;
  const { buyerAccountEmail, buyerAccountVerified, buyerAccountLocale, ...viewing } = row;
  return {
    ...viewing,
    state: row.state as ViewingState,
    title: row.propertyTitle?.trim() || "tu anuncio",
    buyerAccount:
      buyerAccountEmail === null
        ? null
        : {
            email: buyerAccountEmail,
            emailVerified: buyerAccountVerified === true,
            locale: buyerAccountLocale,
          },
  };
}
export type LoadedViewing = NonNullable<Awaited<ReturnType<typeof loadViewing>>>;

/** The viewing when the actor owns its listing (staff only read leads: they never answer for a seller). */
export async function ownViewing(db: Db, actor: LeadActor, leadId: string) {
  const viewing = await loadViewing(db, leadId);
  if (!viewing || viewing.ownerId !== actor.id) return null;
  return viewing;
}

/**
 * Moves a viewing from one of `from` to `to` in one statement, so two answers sent at once cannot
 * both win. `report` queues the move's e-mails and jobs in the same transaction
 * (docs/decisions/0046-mail-in-the-transaction.md). Returns the viewing's sequence and time after
 * the move, or null when it was not in an allowed state.
 */
export async function transition(
  deps: Pick<ViewingDeps, "db" | "mailer">,
  viewing: LoadedViewing,
  from: ViewingState[],
  to: ViewingState,
  change: { scheduledAt?: Date | null; raiseSequence?: boolean },
  report: (tx: Transaction, moved: { sequence: number; scheduledAt: Date | null }) => Promise<void>,
  now = new Date(),
) {
  await deps.mailer.ready();
  const moved = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(leads)
      .set({ state: to, updatedAt: now })
      .where(and(eq(leads.id, viewing.leadId), inArray(leads.state, from)))
      .returning({ id: leads.id });
    if (!moved) return null;
    const set = {
      ...(change.scheduledAt !== undefined ? { scheduledAt: change.scheduledAt } : {}),
      ...(change.raiseSequence ? { calendarSequence: sql`${leadViewings.calendarSequence} + 1` } : {}),
    };
    const columns = { sequence: leadViewings.calendarSequence, scheduledAt: leadViewings.scheduledAt };
    const [row] =
      Object.keys(set).length > 0
        ? await tx
            .update(leadViewings)
            .set(set)
            .where(eq(leadViewings.leadId, viewing.leadId))
            .returning(columns)
        : await tx.select(columns).from(leadViewings).where(eq(leadViewings.leadId, viewing.leadId));
    if (!row) return null;
    await report(tx, row);
    return row;
  });
  if (moved) deps.mailer.wake();
  return moved;
}
