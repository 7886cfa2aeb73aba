import { and, eq, isNull } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { leadViewings } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import type { EmailBrand } from "#app/emails/layout.server";
import { type ViewingMailFacts, viewingRequestToSellerEmail } from "#app/emails/viewing.server";
import {
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingRejectedEmail,
  viewingRequestCopyEmail,
} from "#app/emails/viewing-buyer.server";
import type { JobQueue } from "#app/lib/jobs.server";
import { enqueueRatingCommentTranslation, needsTranslation } from "../intake/message-translation.server";
import { type BuyerAccount, isProvenAddress } from "../intake/sender-proof";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "../intake/submit-lead.server";
import { LEAD_KIND_INFO } from "../log/kinds";
import type { LeadActor } from "../log/lead-log.server";
import { buyerLinkUrl } from "../requests/buyer-link.server";
import type { RequestViewingForm } from "./viewing.schema";
import { cancelFollowUps, scheduleFollowUps } from "./viewing-jobs.server";
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
import { isPastViewing } from "./viewing-views.server";

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
  // The seller reads Spanish; the buyer their account's language, else the page's.
  const buyerLocale = buyerEmailLocale({ locale: buyerAccount?.locale }, input.locale);
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
            listing: listingUrl(brand, listing.id, buyerLocale),
          },
          buyerLocale,
        };
        return {
          toSeller: [viewingRequestToSellerEmail(facts, form.slots)],
          toBuyer: [viewingRequestCopyEmail(facts, form.slots)],
        };
      },
    },
  });
}

/** Both sides get the agreed time with the calendar invitation; the follow-ups are scheduled. */
async function announceConfirmation(
  tx: Transaction,
  deps: ViewingDeps,
  viewing: LoadedViewing,
  startsAt: Date,
  sequence: number,
) {
  const invitation = () => [viewingInvitation(deps, viewing, startsAt, sequence, "PUBLISH")];
  await send(tx, deps, viewingConfirmedEmails(mailFacts(deps, viewing), startsAt, invitation));
  await scheduleFollowUps(tx, deps, viewing.leadId, startsAt, sequence, new Date());
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
  const moved = await transition(
    deps,
    viewing,
    ["requested"],
    "confirmed",
    { scheduledAt: chosen, raiseSequence: true },
    (tx, row) => announceConfirmation(tx, deps, viewing, chosen, row.sequence),
  );
  if (!moved) return { ok: false, reason: "state" };
  return { ok: true, propertyId: viewing.propertyId };
}

/** 'Rechazar': the buyer is told, kindly, and the listing stays open to them. */
export async function rejectViewing(
  deps: ViewingDeps,
  { actor, leadId }: { actor: LeadActor; leadId: string },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  const moved = await transition(deps, viewing, ["requested", "rescheduled"], "rejected", {}, (tx) =>
    send(tx, deps, [viewingRejectedEmail(mailFacts(deps, viewing))]),
  );
  if (!moved) return { ok: false, reason: "state" };
  return { ok: true, propertyId: viewing.propertyId };
}

const CANCELLABLE: ViewingState[] = ["requested", "rescheduled", "confirmed"];

/**
 * A cancellation from either side: the other side is told, and a confirmed viewing's calendar
 * event is withdrawn (METHOD:CANCEL, same UID, next SEQUENCE) and its follow-ups dropped.
 */
async function cancelBy(deps: ViewingDeps, viewing: LoadedViewing, by: "buyer" | "seller") {
  const wasConfirmed = viewing.state === "confirmed";
  const startsAt = wasConfirmed ? viewing.scheduledAt : null;
  const when = startsAt ? [startsAt] : viewing.proposedSlots;
  // A request still held for the owner's review never reached the seller: nothing to tell them.
  const tellsNobody = by === "buyer" && (viewing.review === "held" || viewing.review === "spam");
  const moved = await transition(
    deps,
    viewing,
    CANCELLABLE,
    by === "buyer" ? "cancelled_by_buyer" : "cancelled_by_seller",
    { raiseSequence: wasConfirmed },
    async (tx, row) => {
      if (tellsNobody) return;
      const attachments = startsAt
        ? [viewingInvitation(deps, viewing, startsAt, row.sequence, "CANCEL")]
        : undefined;
      await send(tx, deps, [viewingCancelledEmail(mailFacts(deps, viewing), by, when, attachments)]);
    },
  );
  if (!moved) return false;
  if (wasConfirmed) await cancelFollowUps(deps, viewing.leadId, viewing.sequence);
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
  const startsAt = viewing.scheduledAt;
  const moved = await transition(
    deps,
    viewing,
    ["rescheduled"],
    "confirmed",
    { raiseSequence: true },
    (tx, row) => announceConfirmation(tx, deps, viewing, startsAt, row.sequence),
  );
  return moved !== null;
}

/**
 * '¿Qué te pareció la visita?': once, after the visit. `translateComments`: the translation adapter
 * is on, and a comment written in another language is queued to be put in Spanish for the seller.
 */
export async function rateViewing(
  {
    db,
    jobs,
    translateComments,
  }: { db: Db; jobs: Pick<JobQueue, "enqueue" | "wake">; translateComments: boolean },
  leadId: string,
  { rating, comment }: { rating: number; comment?: string },
  now = new Date(),
) {
  const viewing = await loadViewing(db, leadId);
  if (!viewing || !isPastViewing(viewing, now)) return false;
  const ratingComment = comment || null;
  const translating =
    translateComments && ratingComment !== null && needsTranslation(viewing.leadLocale, ratingComment);
  const rated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(leadViewings)
      .set({ rating, ratingComment, ratedAt: now })
      .where(and(eq(leadViewings.leadId, leadId), isNull(leadViewings.rating)))
      .returning({ leadId: leadViewings.leadId });
    if (rows.length === 0) return false;
    if (translating) await enqueueRatingCommentTranslation(jobs, tx, leadId);
    return true;
  });
  if (rated && translating) jobs.wake();
  return rated;
}

export {
  defineViewingJobs,
  runViewingFeedback,
  runViewingReminder,
  VIEWING_JOBS,
} from "./viewing-jobs.server";
