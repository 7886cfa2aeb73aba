import { and, eq, inArray, lt, sql, TransactionRollbackError } from "drizzle-orm";
import { leads, leadViewings } from "#app/db/schema/index";
import { viewingProposedEmail } from "#app/emails/viewing.server";
import type { LeadActor } from "./lead-log.server";
import { sendViewingMail, viewingMailFacts } from "./viewing-mail.server";
import {
  ownViewing,
  type ViewingAnswerOutcome,
  type ViewingDeps,
  type ViewingState,
} from "./viewing-record.server";
import { formatViewingTime, MAX_TIME_PROPOSALS } from "./viewing-slots";

const PROPOSABLE: ViewingState[] = ["requested", "rescheduled"];

/**
 * The state change and the count in one transaction. The state update locks the lead's row, so
 * proposals sent at once — from one instance or many — are counted one after another and the
 * count's own condition (`time_proposals < MAX`) sees every earlier one.
 */
async function recordProposal(deps: ViewingDeps, leadId: string, startsAt: Date, now: Date) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(leads)
        .set({ state: "rescheduled" satisfies ViewingState, updatedAt: now })
        .where(and(eq(leads.id, leadId), inArray(leads.state, PROPOSABLE)))
        .returning({ id: leads.id });
      if (!moved) return "state" as const;
      const [counted] = await tx
        .update(leadViewings)
        .set({ scheduledAt: startsAt, timeProposals: sql`${leadViewings.timeProposals} + 1` })
        .where(and(eq(leadViewings.leadId, leadId), lt(leadViewings.timeProposals, MAX_TIME_PROPOSALS)))
        .returning({ leadId: leadViewings.leadId });
      if (!counted) return tx.rollback(); // the count is spent: undo the state change
      return "recorded" as const;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return "limit" as const;
    throw error;
  }
}

/** 'Proponer otra hora': the buyer is asked to accept the seller's time or cancel, from their link. */
export async function proposeViewingTime(
  deps: ViewingDeps,
  {
    actor,
    leadId,
    startsAt,
    now = new Date(),
  }: { actor: LeadActor; leadId: string; startsAt: Date; now?: Date },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  const recorded = await recordProposal(deps, leadId, startsAt, now);
  if (recorded !== "recorded") return { ok: false, reason: recorded };
  await sendViewingMail(deps, leadId, [
    viewingProposedEmail(viewingMailFacts(deps, viewing), formatViewingTime(startsAt)),
  ]);
  return { ok: true, propertyId: viewing.propertyId };
}
