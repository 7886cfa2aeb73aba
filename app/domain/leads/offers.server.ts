import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads, properties, users } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import {
  type OfferEmailContent,
  offerAnswerToBuyerEmail,
  offerCounteredBackToSellerEmail,
  offerToSellerEmail,
  offerWithdrawnToSellerEmail,
} from "#app/emails/offer.server";
import type { Logger } from "#app/lib/logger.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { isUuid } from "#app/lib/uuid";
import type { LeadActor } from "./lead-log.server";
import type { DealTerms } from "./offer-deal";
import { activeDealFor, lockListing, recordDeal, sendDealAgreedMails } from "./offer-deal.server";
import {
  nextOfferState,
  OFFER_MOVES,
  OFFER_STATES_HIDDEN_FROM_SELLER,
  type OfferMove,
  type OfferState,
} from "./offer-states";

const isHiddenFromSeller = (state: string) =>
  (OFFER_STATES_HIDDEN_FROM_SELLER as readonly string[]).includes(state);

/** What sending an offer's e-mails needs: the queue, the brand and the buyer's link for a lead. */
export type OfferMail = {
  enqueueMail: (message: MailMessage) => unknown;
  brand: EmailBrand;
  /** The buyer's signed link to this lead (buyerLinkUrl with the app's URL and secret). */
  buyerLink: (leadId: string) => string;
  logger: Pick<Logger, "error">;
  /**
   * An offer held for the owner's review past its listing's rate was confirmed: it goes in the
   * listing's digest instead of its own e-mail (held-lead-digest.server.ts, joinHeldLeadDigestNow).
   */
  joinHeldDigest: (propertyId: string) => Promise<void>;
};

async function send(mail: OfferMail, leadId: string, message: MailMessage) {
  // The offer's state is stored either way: both sides also see it on their pages.
  const accepted = await mail.enqueueMail(message);
  if (accepted === false)
    mail.logger.error({ leadId, template: message.template }, "offer e-mail not queued");
}

const offerColumns = {
  leadId: leads.id,
  propertyId: leads.propertyId,
  state: leads.state,
  buyerName: leads.buyerName,
  buyerEmail: leads.buyerEmail,
  buyerPhone: leads.buyerPhone,
  createdAt: leads.createdAt,
  amount: leadOffers.amount,
  financing: leadOffers.financing,
  arrasDate: leadOffers.arrasDate,
  conditions: leadOffers.conditions,
  counterAmount: leadOffers.counterAmount,
  counterMessage: leadOffers.counterMessage,
  confirmedAt: leadOffers.confirmedAt,
  answeredAt: leadOffers.answeredAt,
  review: leads.review,
  heldReason: leads.heldReason,
  propertyTitle: properties.title,
  ownerId: properties.userId,
  sellerEmail: users.email,
  sellerName: users.name,
};

/** An offer with its listing and seller, by lead id; null for any other id. */
export async function loadOffer(db: Db, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select(offerColumns)
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(leads.id, leadId), eq(leads.kind, "offer")))
    .limit(1);
  return row ?? null;
}
type OfferRow = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

function emailContent(brand: EmailBrand, offer: OfferRow): OfferEmailContent {
  return {
    brand,
    propertyId: offer.propertyId,
    leadId: offer.leadId,
    propertyTitle: offer.propertyTitle?.trim() || "tu anuncio",
    buyerName: offer.buyerName,
    buyerEmail: offer.buyerEmail,
    amount: offer.amount,
    financing: offer.financing,
    arrasDate: offer.arrasDate,
    conditions: offer.conditions,
  };
}

export type OfferMoveOutcome =
  | { ok: true; propertyId: string; state: OfferState; deal?: Moved["deal"] }
  | { ok: false; reason: "not_found" | "stale" | "already_accepted" | "already_countered" };

/** The move's result: the new state, and for an acceptance the deal and the offers it closed. */
type Moved = { to: OfferState; deal: { terms: DealTerms; closedLeadIds: string[] } | null };

/**
 * Moves the lead from a state the move allows; null when someone else moved it first. An
 * acceptance writes the agreed deal in the same transaction (offer-deal.server.ts recordDeal).
 */
async function applyMove(
  db: Db,
  offer: OfferRow,
  move: OfferMove,
  now: Date,
  extra: Partial<typeof leadOffers.$inferInsert>,
): Promise<Moved | null> {
  const to = nextOfferState(offer.state, move);
  if (!to) return null;
  const isAcceptance = move === "accept" || move === "accept-counter";
  return db.transaction(async (tx) => {
    // Acceptances of one listing queue on its row: two at once would otherwise each lock their own
    // offer and wait for the other's (the deal's index, the closing of the other offers): a deadlock.
    if (isAcceptance) await lockListing(tx, offer.propertyId);
    const moved = await tx
      .update(leads)
      .set({ state: to, updatedAt: now })
      .where(and(eq(leads.id, offer.leadId), inArray(leads.state, [...OFFER_MOVES[move].from])))
      .returning({ id: leads.id });
    if (moved.length === 0) return null;
    if (Object.keys(extra).length > 0)
      await tx.update(leadOffers).set(extra).where(eq(leadOffers.leadId, offer.leadId));
    const deal = isAcceptance ? await recordDeal(tx, offer, move, now) : null;
    return { to, deal };
  });
}

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
};

async function moveGuarded(
  db: Db,
  offer: OfferRow,
  move: OfferMove,
  now: Date,
  extra: Partial<typeof leadOffers.$inferInsert>,
): Promise<OfferMoveOutcome> {
  // The listing is reserved by another deal: the arras start from one offer only.
  if (OFFER_MOVES[move].to === "accepted" && (await activeDealFor(db, offer.propertyId)))
    return { ok: false, reason: "already_accepted" };
  try {
    const moved = await applyMove(db, offer, move, now, extra);
    // Beaten by another acceptance, which closed this offer: say so, not merely 'stale'.
    if (!moved && OFFER_MOVES[move].to === "accepted" && (await activeDealFor(db, offer.propertyId)))
      return { ok: false, reason: "already_accepted" };
    if (!moved) return { ok: false, reason: "stale" };
    return { ok: true, propertyId: offer.propertyId, state: moved.to, deal: moved.deal };
  } catch (error) {
    // Two acceptances at once: the partial unique indexes let one through, the other rolls back.
    if (isUniqueViolation(error)) return { ok: false, reason: "already_accepted" };
    throw error;
  }
}

/** An acceptance's mails: the deal to both sides, 'closed' to the other buyers. */
const mailDeal = (input: OfferMail & { db: Db }, offer: OfferRow, deal: NonNullable<Moved["deal"]>) =>
  sendDealAgreedMails(input.db, input, {
    offer: { ...offer, propertyTitle: offer.propertyTitle?.trim() || "tu anuncio" },
    ...deal,
  });

/**
 * The buyer, from their signed link: confirm the offer (the seller is mailed it now), accept the
 * counteroffer, or withdraw. `leadId` comes from a verified token only (readBuyerLinkToken).
 */
export async function buyerOfferMove(
  input: OfferMail & { db: Db; leadId: string; move: "confirm" | "accept-counter" | "withdraw"; now?: Date },
): Promise<OfferMoveOutcome> {
  const { db, move, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  if (!offer) return { ok: false, reason: "not_found" };
  const outcome = await moveGuarded(db, offer, move, now, move === "confirm" ? { confirmedAt: now } : {});
  if (!outcome.ok) return outcome;
  if (outcome.deal) {
    await mailDeal(input, offer, outcome.deal);
    return outcome;
  }
  // Held for the owner's review: nothing reaches the seller one by one; a rate hold joins the digest.
  if (offer.review === "held" || offer.review === "spam") {
    if (move === "confirm" && offer.review === "held" && offer.heldReason === "listing_rate")
      await input.joinHeldDigest(offer.propertyId);
    return outcome;
  }
  const content = emailContent(input.brand, offer);
  const seller = { email: offer.sellerEmail, name: offer.sellerName };
  if (move === "confirm") await send(input, offer.leadId, offerToSellerEmail(content, seller));
  else await send(input, offer.leadId, offerWithdrawnToSellerEmail(content, seller));
  return outcome;
}

/**
 * 'Responder con otra oferta': the buyer answers the counteroffer with a new amount (issue #38),
 * which replaces the offer's amount (the seller accepts that one); the seller is mailed it. The
 * caller has checked the lead is the buyer's (their signed link or their account); the amount is
 * checked against the listing's price as a first offer's is (offer.schema offerAmountProblem).
 */
export async function buyerCounterOffer(
  input: OfferMail & { db: Db; leadId: string; amount: number; now?: Date },
): Promise<OfferMoveOutcome> {
  const { db, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  if (!offer) return { ok: false, reason: "not_found" };
  const outcome = await moveGuarded(db, offer, "counter-back", now, { amount: input.amount });
  if (!outcome.ok || offer.review === "held" || offer.review === "spam") return outcome;
  const content = { ...emailContent(input.brand, offer), amount: input.amount };
  const seller = { email: offer.sellerEmail, name: offer.sellerName };
  await send(
    input,
    offer.leadId,
    offerCounteredBackToSellerEmail(content, seller, { counterAmount: offer.counterAmount }),
  );
  return outcome;
}

/** A counteroffer refused because this offer already has its one (MAX_COUNTEROFFERS_PER_OFFER). */
async function refusedCounter(db: Db, leadId: string, answer: SellerOfferAnswer) {
  if (answer.move !== "counter") return false;
  const [row] = await db
    .select({ counterAmount: leadOffers.counterAmount })
    .from(leadOffers)
    .where(eq(leadOffers.leadId, leadId));
  return row?.counterAmount !== null && row?.counterAmount !== undefined;
}

export type SellerOfferAnswer =
  | { move: "accept" }
  | { move: "reject" }
  | { move: "counter"; counterAmount: number; counterMessage: string };

/**
 * 'Aceptar oferta', 'Rechazar oferta', 'Contraoferta' in 'Compradores': the listing's owner only
 * (staff read, never answer for the seller). The buyer is mailed each answer.
 */
export async function answerOffer(
  input: OfferMail & { db: Db; actor: LeadActor; leadId: string; answer: SellerOfferAnswer; now?: Date },
): Promise<OfferMoveOutcome> {
  const { db, answer, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  // Not theirs, or not yet confirmed by the buyer (they never saw it): the same 'not found'.
  if (!offer || offer.ownerId !== input.actor.id || isHiddenFromSeller(offer.state))
    return { ok: false, reason: "not_found" };
  const extra =
    answer.move === "counter"
      ? { answeredAt: now, counterAmount: answer.counterAmount, counterMessage: answer.counterMessage }
      : { answeredAt: now };
  const outcome = await moveGuarded(db, offer, answer.move, now, extra);
  if (!outcome.ok)
    return (await refusedCounter(db, offer.leadId, answer))
      ? { ...outcome, reason: "already_countered" }
      : outcome;
  if (outcome.deal) {
    await mailDeal(input, offer, outcome.deal);
    return outcome;
  }
  const content = emailContent(input.brand, offer);
  const link = input.buyerLink(offer.leadId);
  const mail =
    answer.move === "counter"
      ? offerAnswerToBuyerEmail(content, { kind: "countered", ...answer }, link)
      : offerAnswerToBuyerEmail(content, { kind: "rejected" }, link);
  await send(input, offer.leadId, mail);
  return outcome;
}
