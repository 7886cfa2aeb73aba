import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, leadViewings, properties, users } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import {
  type ViewingMailFacts,
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingFeedbackEmail,
  viewingProposedEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
  viewingRequestToSellerEmail,
} from "#app/emails/viewing.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { buyerLinkUrl } from "./buyer-link.server";
import { LEAD_KIND_INFO } from "./kinds";
import type { LeadActor } from "./lead-log.server";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "./submit-lead.server";
import type { RequestViewingForm } from "./viewing.schema";
import { type ViewingEvent, viewingCalendarAttachment } from "./viewing-calendar";
import { formatViewingTime, VIEWING_DURATION_MINUTES } from "./viewing-slots";

/** The states of a viewing lead (kinds.ts labels them). */
export type ViewingState =
  | "requested"
  | "rescheduled"
  | "confirmed"
  | "rejected"
  | "cancelled_by_buyer"
  | "cancelled_by_seller";

export const VIEWING_JOBS = { reminder: "viewing-reminder", feedback: "viewing-feedback" } as const;
/** The reminder goes a day before; the question about the visit an hour after it ends. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const FEEDBACK_AFTER_MS = (VIEWING_DURATION_MINUTES + 60) * 60 * 1000;

/** What every viewing change needs besides the database: the queue, the sender, the link key. */
export type ViewingDeps = {
  db: Db;
  /** context.mailer.enqueue: every e-mail is queued, never sent inline. */
  enqueueMail: (message: MailMessage) => unknown;
  jobs: Pick<JobQueue, "enqueue" | "cancel" | "idForKey">;
  brand: EmailBrand;
  /** AUTH_SECRET: signs the buyer's link. */
  secret: string;
  logger: Pick<Logger, "error">;
};

type JobPayload = { leadId: string; sequence: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything a viewing's pages, e-mails and invitation read, in one query. */
export async function loadViewing(db: Db, leadId: string) {
  if (!UUID.test(leadId)) return null;
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
      rating: leadViewings.rating,
      ratingComment: leadViewings.ratingComment,
      propertyTitle: properties.title,
      propertyAddress: properties.address,
      ownerId: properties.userId,
      sellerEmail: users.email,
      sellerName: users.name,
    })
    .from(leads)
    .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(leads.id, leadId), eq(leads.kind, "viewing")))
    .limit(1);
  if (!row) return null;
  return { ...row, state: row.state as ViewingState, title: row.propertyTitle?.trim() || "tu anuncio" };
}
export type LoadedViewing = NonNullable<Awaited<ReturnType<typeof loadViewing>>>;

const listingUrl = (brand: EmailBrand, propertyId: string) =>
  `${brand.publicUrl}/propiedad/${encodeURIComponent(propertyId)}`;
const sellerLogUrl = (brand: EmailBrand, propertyId: string) =>
  `${brand.publicUrl}/dashboard?tab=compradores&propiedad=${encodeURIComponent(propertyId)}`;
const buyerUrl = (deps: ViewingDeps, leadId: string) =>
  buyerLinkUrl(deps.brand.publicUrl, deps.secret, leadId);

/** What the e-mails of a stored viewing are written from. */
const mailFacts = (deps: ViewingDeps, viewing: LoadedViewing): ViewingMailFacts => ({
  brand: deps.brand,
  title: viewing.title,
  propertyAddress: viewing.propertyAddress,
  buyer: { name: viewing.buyerName, email: viewing.buyerEmail, phone: viewing.buyerPhone },
  seller: { name: viewing.sellerName, email: viewing.sellerEmail },
  links: {
    buyer: buyerUrl(deps, viewing.leadId),
    sellerLog: sellerLogUrl(deps.brand, viewing.propertyId),
    listing: listingUrl(deps.brand, viewing.propertyId),
  },
});

async function send(deps: ViewingDeps, leadId: string, messages: MailMessage[]) {
  for (const message of messages) {
    const accepted = await deps.enqueueMail(message);
    // The change is stored either way: both sides also see it on their page.
    if (accepted === false)
      deps.logger.error({ leadId, template: message.template }, "viewing e-mail not queued");
  }
}

function calendarEvent(
  deps: ViewingDeps,
  viewing: LoadedViewing,
  startsAt: Date,
  sequence: number,
): ViewingEvent {
  return {
    leadId: viewing.leadId,
    host: new URL(deps.brand.publicUrl).host,
    startsAt,
    sequence,
    title: `Visita: ${viewing.title}`,
    description: `Visita a «${viewing.title}», acordada en ${deps.brand.name}.`,
    location: viewing.propertyAddress,
    url: listingUrl(deps.brand, viewing.propertyId),
  };
}

/**
 * 'Solicitar visita': the viewing lead with its proposed times, and e-mails to the seller (who
 * answers in 'Compradores') and the buyer (their link to follow, cancel and later rate it). Same
 * listing rules and the same rate-limit budget as a message (submitLead).
 */
export function submitViewingRequest({
  form,
  brand,
  secret,
  ...input
}: Omit<SubmitLeadInput, "submission"> & {
  brand: EmailBrand;
  secret: string;
  form: RequestViewingForm;
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
          buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
          seller: { name: listing.sellerName, email: listing.sellerEmail },
          links: {
            buyer: buyerLinkUrl(brand.publicUrl, secret, leadId),
            sellerLog: sellerLogUrl(brand, listing.id),
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

/**
 * Moves a viewing from one of `from` to `to` in one statement, so two answers sent at once cannot
 * both win. Returns the viewing as it was before, or null when it was not in an allowed state.
 */
async function transition(
  db: Db,
  viewing: LoadedViewing,
  from: ViewingState[],
  to: ViewingState,
  change: { scheduledAt?: Date | null; raiseSequence?: boolean },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
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
    return row ?? null;
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
  const invitation = () => [
    viewingCalendarAttachment(calendarEvent(deps, viewing, startsAt, sequence), "PUBLISH"),
  ];
  await send(deps, viewing.leadId, viewingConfirmedEmails(mailFacts(deps, viewing), time, invitation));
  try {
    await scheduleFollowUps(deps, viewing.leadId, startsAt, sequence, new Date());
  } catch (error) {
    // The viewing stands and both have the invitation; only the reminder or the question is missed.
    deps.logger.error({ err: error, leadId: viewing.leadId }, "viewing follow-ups not scheduled");
  }
}

export type ViewingAnswerOutcome =
  | { ok: true; propertyId: string }
  | { ok: false; reason: "not_found" | "not_allowed" | "slot" | "state" };

/** The viewing when the actor owns its listing (staff only read leads: they never answer for a seller). */
async function ownViewing(db: Db, actor: LeadActor, leadId: string) {
  const viewing = await loadViewing(db, leadId);
  if (!viewing || viewing.ownerId !== actor.id) return null;
  return viewing;
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

/** 'Proponer otra hora': the buyer is asked to accept the seller's time or cancel, from their link. */
export async function proposeViewingTime(
  deps: ViewingDeps,
  { actor, leadId, startsAt }: { actor: LeadActor; leadId: string; startsAt: Date },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  const moved = await transition(deps.db, viewing, ["requested", "rescheduled"], "rescheduled", {
    scheduledAt: startsAt,
  });
  if (!moved) return { ok: false, reason: "state" };
  await send(deps, leadId, [viewingProposedEmail(mailFacts(deps, viewing), formatViewingTime(startsAt))]);
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
async function cancelViewing(deps: ViewingDeps, viewing: LoadedViewing, by: "buyer" | "seller") {
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
    ? [viewingCalendarAttachment(calendarEvent(deps, viewing, startsAt, moved.sequence), "CANCEL")]
    : undefined;
  const times = startsAt ? [formatViewingTime(startsAt)] : viewing.proposedSlots.map(formatViewingTime);
  // A request still held for the owner's review never reached the seller: nothing to tell them.
  if (by === "buyer" && (viewing.review === "held" || viewing.review === "spam")) return true;
  await send(deps, viewing.leadId, [viewingCancelledEmail(mailFacts(deps, viewing), by, times, attachments)]);
  return true;
}

/** The seller cancels a viewing ('Cancelar visita' in 'Compradores'). */
export async function cancelViewingBySeller(
  deps: ViewingDeps,
  { actor, leadId }: { actor: LeadActor; leadId: string },
): Promise<ViewingAnswerOutcome> {
  const viewing = await ownViewing(deps.db, actor, leadId);
  if (!viewing) return { ok: false, reason: "not_found" };
  return (await cancelViewing(deps, viewing, "seller"))
    ? { ok: true, propertyId: viewing.propertyId }
    : { ok: false, reason: "state" };
}

/** The buyer, from their signed link (the route has already read the lead id from the token). */
export async function cancelViewingByBuyer(deps: ViewingDeps, leadId: string): Promise<boolean> {
  const viewing = await loadViewing(deps.db, leadId);
  return viewing ? cancelViewing(deps, viewing, "buyer") : false;
}

/** The buyer accepts the time the seller proposed: the viewing is confirmed as if the seller had. */
export async function acceptProposedTime(deps: ViewingDeps, leadId: string, now = new Date()) {
  const viewing = await loadViewing(deps.db, leadId);
  if (!viewing?.scheduledAt || viewing.scheduledAt <= now) return false;
  const moved = await transition(deps.db, viewing, ["rescheduled"], "confirmed", { raiseSequence: true });
  if (!moved) return false;
  await announceConfirmation(deps, viewing, viewing.scheduledAt, moved.sequence);
  return true;
}

/** A viewing that took place: confirmed and its time past. Only then may the buyer rate it. */
export function isPastViewing(viewing: { state: string; scheduledAt: Date | null }, now = new Date()) {
  return viewing.state === "confirmed" && viewing.scheduledAt !== null && viewing.scheduledAt <= now;
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

/** Step 3 'Gestión de visitas': the listing's viewings, for its owner (ownership in the query). */
export async function listListingViewings(db: Db, ownerId: string, propertyId: string, now = new Date()) {
  if (!UUID.test(propertyId)) return { upcoming: [], awaiting: [], past: [] };
  const rows = await db
    .select({
      leadId: leads.id,
      state: leads.state,
      buyerName: leads.buyerName,
      createdAt: leads.createdAt,
      review: leads.review,
      proposedSlots: leadViewings.proposedSlots,
      scheduledAt: leadViewings.scheduledAt,
      rating: leadViewings.rating,
      ratingComment: leadViewings.ratingComment,
    })
    .from(leads)
    .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.propertyId, propertyId), eq(properties.userId, ownerId), isNull(leads.discardedAt)))
    .orderBy(leads.createdAt);
  const entry = (row: (typeof rows)[number]) => ({
    leadId: row.leadId,
    buyerName: row.buyerName,
    times: (row.scheduledAt ? [row.scheduledAt] : row.proposedSlots).map(formatViewingTime),
    rating: row.rating,
    ratingComment: row.ratingComment,
  });
  const isPast = (row: (typeof rows)[number]) => isPastViewing(row, now);
  return {
    upcoming: rows.filter((row) => row.state === "confirmed" && !isPast(row)).map(entry),
    awaiting: rows.filter((row) => row.state === "requested" || row.state === "rescheduled").map(entry),
    past: rows.filter(isPast).map(entry),
  };
}
export type ListingViewings = Awaited<ReturnType<typeof listListingViewings>>;

/**
 * What the buyer's own page shows of their viewing: the listing, the state, the times, and what
 * they may do now. Nothing of the seller's (no name, no address of theirs).
 */
export function buyerViewingView(viewing: LoadedViewing, now = new Date()) {
  const scheduled = viewing.scheduledAt;
  const upcoming = scheduled !== null && scheduled > now;
  return {
    kind: "viewing" as const,
    propertyId: viewing.propertyId,
    title: viewing.title,
    buyerName: viewing.buyerName,
    state: viewing.state,
    stateLabel: LEAD_KIND_INFO.viewing.states[viewing.state]?.label ?? viewing.state,
    proposedTimes: viewing.proposedSlots.map(formatViewingTime),
    scheduledTime: scheduled ? formatViewingTime(scheduled) : null,
    canCancel:
      viewing.state === "requested" ||
      viewing.state === "rescheduled" ||
      (viewing.state === "confirmed" && upcoming),
    canAccept: viewing.state === "rescheduled" && upcoming,
    canRate: isPastViewing(viewing, now) && viewing.rating === null,
    rating: viewing.rating,
    ratingComment: viewing.ratingComment,
  };
}
export type BuyerViewingView = ReturnType<typeof buyerViewingView>;
