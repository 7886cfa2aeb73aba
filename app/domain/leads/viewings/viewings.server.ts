import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadViewings } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import {
  type ViewingMailFacts,
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingFeedbackEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
  viewingRequestToSellerEmail,
} from "#app/emails/viewing.server";
import type { JobQueue } from "#app/lib/jobs.server";
import { type BuyerAccount, isProvenAddress } from "../intake/sender-proof";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "../intake/submit-lead.server";
import { LEAD_KIND_INFO } from "../log/kinds";
import type { LeadActor } from "../log/lead-log.server";
import { buyerLinkUrl } from "../requests/buyer-link.server";
import type { RequestViewingForm } from "./viewing.schema";
import {
  listingUrl,
  viewingMailFacts as mailFacts,
  sellerLogUrl,
  sendViewingMail as send,
  viewingInvitation,
} from "./viewing-mail.server";
import {
  type LoadedViewing,
  loadViewing,
  ownViewing,
  transition,
  type ViewingAnswerOutcome,
  type ViewingDeps,
  type ViewingState,
} from "./viewing-record.server";
import { formatViewingTime, VIEWING_DURATION_MINUTES } from "./viewing-slots";
import { isPastViewing } from "./viewing-views.server";

export const VIEWING_JOBS = { reminder: "viewing-reminder", feedback: "viewing-feedback" } as const;
/** The reminder goes a day before; the question about the visit an hour after it ends. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const FEEDBACK_AFTER_MS = (VIEWING_DURATION_MINUTES + 60) * 60 * 1000;

type JobPayload = { leadId: string; sequence: number };

/**
 * 'Solicitar visita': the viewing lead with its proposed times, and e-mails to the seller (who
 * answers in 'Compradores') and the buyer (their link to follow, cancel and later rate it). Same
 * listing rules and the same rate-limit budget as a message (submitLead).
 */
export function requestViewing({
  form,
  brand,
  secret,
  buyerAccount,
  ...input
}: Omit<SubmitLeadInput, "submission"> & {
  brand: EmailBrand;
  secret: string;
  form: RequestViewingForm;
  buyerAccount: BuyerAccount;
}): Promise<LeadOutcome> {
  const times = form.slots.map(formatViewingTime);
  return submitLead({
    ...input,
    secret,
    submission: {
      kind: "viewing",
      state: LEAD_KIND_INFO.viewing.initialState,
      buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
      insertDetail: async (tx, leadId) => {
        await tx.insert(leadViewings).values({ leadId, proposedSlots: form.slots });
      },
      emails: (leadId, listing) => {
        const facts: ViewingMailFacts = {
          brand,
          title: listing.title,
          propertyAddress: null,
          buyer: {
            name: form.name,
            email: form.email,
            phone: form.phone ?? null,
            isAddressProven: isProvenAddress(form.email, buyerAccount),
          },
          seller: { name: listing.sellerName, email: listing.sellerEmail },
          links: {
            buyer: buyerLinkUrl(brand.publicUrl, secret, leadId),
            sellerLog: sellerLogUrl(brand, listing.id, leadId),
            listing: listingUrl(brand, listing.id),
          },
        };
        return {
          toSeller: [viewingRequestToSellerEmail(facts, times)],
          toBuyer: [viewingRequestCopyEmail(facts, times)],
        };
      },
    },
  });
}

const jobKey = (payload: JobPayload) => `${payload.leadId}:${payload.sequence}`;

/** The reminder and the question after the visit, for this confirmation (its sequence). */
async function scheduleFollowUps(
  deps: ViewingDeps,
  leadId: string,
  startsAt: Date,
  sequence: number,
  now: Date,
) {
  const payload: JobPayload = { leadId, sequence };
  const reminderAt = new Date(startsAt.getTime() - REMINDER_BEFORE_MS);
  // Confirmed less than a day ahead: the confirmation itself is the reminder.
  if (reminderAt > now)
    await deps.jobs.enqueue(VIEWING_JOBS.reminder, payload, { startAfter: reminderAt, key: jobKey(payload) });
  await deps.jobs.enqueue(VIEWING_JOBS.feedback, payload, {
    startAfter: new Date(startsAt.getTime() + FEEDBACK_AFTER_MS),
    key: jobKey(payload),
  });
}

/** Drops the jobs of a confirmation that no longer holds; a job that runs anyway checks and does nothing. */
async function cancelFollowUps(deps: ViewingDeps, leadId: string, sequence: number) {
  const key = jobKey({ leadId, sequence });
  for (const name of Object.values(VIEWING_JOBS)) {
    try {
      await deps.jobs.cancel(name, deps.jobs.idForKey(name, key));
    } catch (error) {
      deps.logger.error({ err: error, leadId }, "viewing job not cancelled");
    }
  }
}

/** Both sides get the agreed time with the calendar invitation; the follow-ups are scheduled. */
async function announceConfirmation(
  deps: ViewingDeps,
  viewing: LoadedViewing,
  startsAt: Date,
  sequence: number,
) {
  const time = formatViewingTime(startsAt);
  const invitation = () => [viewingInvitation(deps, viewing, startsAt, sequence, "PUBLISH")];
  await send(deps, viewing.leadId, viewingConfirmedEmails(mailFacts(deps, viewing), time, invitation));
  try {
    await scheduleFollowUps(deps, viewing.leadId, startsAt, sequence, new Date());
  } catch (error) {
    // The viewing stands and both have the invitation; only the reminder or the question is missed.
    deps.logger.error({ err: error, leadId: viewing.leadId }, "viewing follow-ups not scheduled");
  }
}

/** 'Confirmar visita': the owner picks one of the buyer's proposed times (still in the future). */
export async function confirmViewing(
  deps: ViewingDeps,
  { actor, leadId, slot, now = new Date() }: { actor: LeadActor; leadId: string; slot: string; now?: Date },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  const chosen = viewing.proposedSlots.find((proposed) => proposed.toISOString() === slot);
  if (!chosen || chosen <= now) return { ok: false, reason: "slot" };
  const moved = await transition(deps.db, viewing, ["requested"], "confirmed", {
    scheduledAt: chosen,
    raiseSequence: true,
  });
  if (!moved) return { ok: false, reason: "state" };
  await announceConfirmation(deps, viewing, chosen, moved.sequence);
  return { ok: true, propertyId: viewing.propertyId };
}

/** 'Rechazar': the buyer is told, kindly, and the listing stays open to them. */
export async function rejectViewing(
  deps: ViewingDeps,
  { actor, leadId }: { actor: LeadActor; leadId: string },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  const moved = await transition(deps.db, viewing, ["requested", "rescheduled"], "rejected", {});
  if (!moved) return { ok: false, reason: "state" };
  await send(deps, leadId, [viewingRejectedEmail(mailFacts(deps, viewing))]);
  return { ok: true, propertyId: viewing.propertyId };
}

const CANCELLABLE: ViewingState[] = ["requested", "rescheduled", "confirmed"];

/**
 * A cancellation from either side: the other side is told, and a confirmed viewing's calendar
 * event is withdrawn (METHOD:CANCEL, same UID, next SEQUENCE) and its follow-ups dropped.
 */
async function cancelBy(deps: ViewingDeps, viewing: LoadedViewing, by: "buyer" | "seller") {
  const wasConfirmed = viewing.state === "confirmed";
  const moved = await transition(
    deps.db,
    viewing,
    CANCELLABLE,
    by === "buyer" ? "cancelled_by_buyer" : "cancelled_by_seller",
    { raiseSequence: wasConfirmed },
  );
  if (!moved) return false;
  if (wasConfirmed) await cancelFollowUps(deps, viewing.leadId, viewing.sequence);
  const startsAt = wasConfirmed ? viewing.scheduledAt : null;
  const attachments = startsAt
    ? [viewingInvitation(deps, viewing, startsAt, moved.sequence, "CANCEL")]
    : undefined;
  const times = startsAt ? [formatViewingTime(startsAt)] : viewing.proposedSlots.map(formatViewingTime);
  // A request still held for the owner's review never reached the seller: nothing to tell them.
  if (by === "buyer" && (viewing.review === "held" || viewing.review === "spam")) return true;
  await send(deps, viewing.leadId, [viewingCancelledEmail(mailFacts(deps, viewing), by, times, attachments)]);
  return true;
}

/** The seller cancels a viewing ('Cancelar visita' in 'Compradores'). */
export async function cancelViewing(
  deps: ViewingDeps,
  { actor, leadId }: { actor: LeadActor; leadId: string },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  return (await cancelBy(deps, viewing, "seller"))
    ? { ok: true, propertyId: viewing.propertyId }
    : { ok: false, reason: "state" };
}

/** The buyer, from their signed link (the route has already read the lead id from the token). */
export async function cancelMyViewing(deps: ViewingDeps, leadId: string): Promise<boolean> {
  const viewing = await loadViewing(deps.db, leadId);
  return viewing ? cancelBy(deps, viewing, "buyer") : false;
}

/** The buyer accepts the time the seller proposed: the viewing is confirmed as if the seller had. */
export async function acceptViewingTime(deps: ViewingDeps, leadId: string, now = new Date()) {
  const viewing = await loadViewing(deps.db, leadId);
  if (!viewing?.scheduledAt || viewing.scheduledAt <= now) return false;
  const moved = await transition(deps.db, viewing, ["rescheduled"], "confirmed", { raiseSequence: true });
  if (!moved) return false;
  await announceConfirmation(deps, viewing, viewing.scheduledAt, moved.sequence);
  return true;
}

/** '¿Qué te pareció la visita?': once, after the visit. */
export async function rateViewing(
  db: Db,
  leadId: string,
  { rating, comment }: { rating: number; comment?: string },
  now = new Date(),
) {
  const viewing = await loadViewing(db, leadId);
  if (!viewing || !isPastViewing(viewing, now)) return false;
  const rows = await db
    .update(leadViewings)
    .set({ rating, ratingComment: comment || null, ratedAt: now })
    .where(and(eq(leadViewings.leadId, leadId), isNull(leadViewings.rating)))
    .returning({ leadId: leadViewings.leadId });
  return rows.length > 0;
}

/**
 * A job of a confirmation still holds when the viewing is confirmed with the same sequence: a
 * cancellation or a new time raises it, so a job left from before does nothing.
 */
async function currentConfirmation(db: Db, payload: JobPayload) {
  const viewing = await loadViewing(db, payload.leadId);
  if (viewing?.state !== "confirmed" || viewing.sequence !== payload.sequence) return null;
  if (!viewing.scheduledAt) return null;
  return { ...viewing, scheduledAt: viewing.scheduledAt };
}

/** The reminder a day before, to both. */
export async function runViewingReminder(deps: ViewingDeps, payload: JobPayload) {
  const viewing = await currentConfirmation(deps.db, payload);
  if (!viewing) return { sent: false };
  const time = formatViewingTime(viewing.scheduledAt);
  await send(deps, viewing.leadId, viewingReminderEmails(mailFacts(deps, viewing), time));
  return { sent: true };
}

/** After the visit, the buyer is asked how it went. */
export async function runViewingFeedback(deps: ViewingDeps, payload: JobPayload) {
  const viewing = await currentConfirmation(deps.db, payload);
  if (!viewing || viewing.rating !== null) return { sent: false };
  await send(deps, viewing.leadId, [viewingFeedbackEmail(mailFacts(deps, viewing))]);
  return { sent: true };
}

/** Registers the two scheduled jobs (server/app.ts, before the queue starts). */
export function defineViewingJobs(jobs: Pick<JobQueue, "define">, deps: ViewingDeps) {
  jobs.define<JobPayload>(VIEWING_JOBS.reminder, (payload) => runViewingReminder(deps, payload));
  jobs.define<JobPayload>(VIEWING_JOBS.feedback, (payload) => runViewingFeedback(deps, payload));
}
