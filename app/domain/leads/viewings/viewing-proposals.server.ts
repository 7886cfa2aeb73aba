import { and, eq, inArray, lt, sql, TransactionRollbackError } from "drizzle-orm";
import { leads, leadViewings } from "#app/db/schema/index";
import { viewingProposedEmail } from "#app/emails/viewing-buyer.server";
import { viewingBuyerProposedEmail } from "#app/emails/viewing-buyer-proposal.server";
import type { MailMessage } from "#app/lib/mailer.server";
import type { LeadActor } from "../log/lead-log.server";
import { sendViewingMail, viewingMailFacts } from "./viewing-mail.server";
import {
  loadViewing,
  ownViewing,
  type ViewingAnswerOutcome,
  type ViewingDeps,
  type ViewingState,
} from "./viewing-record.server";
import { MAX_TIME_PROPOSALS } from "./viewing-slots";

const PROPOSABLE: ViewingState[] = ["requested", "rescheduled"];

/** Who proposes: the seller's time waits for the buyer ('rescheduled'); the buyer's for the seller ('requested'). */
type Proposal = { by: "seller"; startsAt: Date } | { by: "buyer"; startsAt: Date };

const PROPOSAL_CHANGE = {
  seller: (startsAt: Date) => ({ state: "rescheduled" as ViewingState, set: { scheduledAt: startsAt } }),
  // The buyer's time is a new request of one time: the seller confirms it as any other.
  buyer: (startsAt: Date) => ({
    state: "requested" as ViewingState,
    set: { proposedSlots: [startsAt], scheduledAt: null },
  }),
};

/**
 * The state change and the count in one transaction. The state update locks the lead's row, so
 * proposals sent at once — from one instance or many — are counted one after another and the
 * count's own condition (`time_proposals < MAX`) sees every earlier one. Both sides' proposals
 * share the count: each one mails the other side, so the back-and-forth ends at the cap. The e-mail
 * is queued in the same transaction (docs/decisions/0046-mail-in-the-transaction.md).
 */
async function recordProposal(
  deps: ViewingDeps,
  leadId: string,
  proposal: Proposal,
  now: Date,
  messages: MailMessage[],
) {
  const change = PROPOSAL_CHANGE[proposal.by](proposal.startsAt);
  await deps.mailer.ready();
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(leads)
        .set({ state: change.state, updatedAt: now })
        .where(and(eq(leads.id, leadId), inArray(leads.state, PROPOSABLE)))
        .returning({ id: leads.id });
      if (!moved) return "state" as const;
      const [counted] = await tx
        .update(leadViewings)
        .set({ ...change.set, timeProposals: sql`${leadViewings.timeProposals} + 1` })
        .where(and(eq(leadViewings.leadId, leadId), lt(leadViewings.timeProposals, MAX_TIME_PROPOSALS)))
        .returning({ leadId: leadViewings.leadId });
      if (!counted) return tx.rollback(); // the count is spent: undo the state change
      await sendViewingMail(tx, deps, messages);
      return "recorded" as const;
    });
    if (outcome === "recorded") deps.mailer.wake();
    return outcome;
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
  const recorded = await recordProposal(deps, leadId, { by: "seller", startsAt }, now, [
    viewingProposedEmail(viewingMailFacts(deps, viewing), startsAt),
  ]);
  if (recorded !== "recorded") return { ok: false, reason: recorded };
  return { ok: true, propertyId: viewing.propertyId };
}

/**
 * 'Proponer otra hora' from the buyer's side ('Mis solicitudes'): instead of the time the
 * seller proposed, or while the seller has not answered, the buyer asks for another; the seller
 * confirms it, rejects or proposes again in 'Compradores'. The caller has checked the lead is the
 * buyer's (their account or their signed link), as the link's own flows do.
 */
export async function proposeOtherTime(
  deps: ViewingDeps,
  { leadId, startsAt, now = new Date() }: { leadId: string; startsAt: Date; now?: Date },
): Promise<ViewingAnswerOutcome> {
  const viewing = await loadViewing(deps.db, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  // A request still held for the owner's review never reached the seller: nothing to tell them.
  const held = viewing.review === "held" || viewing.review === "spam";
  const messages = held ? [] : [viewingBuyerProposedEmail(viewingMailFacts(deps, viewing), startsAt)];
  const recorded = await recordProposal(deps, leadId, { by: "buyer", startsAt }, now, messages);
  if (recorded !== "recorded") return { ok: false, reason: recorded };
  return { ok: true, propertyId: viewing.propertyId };
}
