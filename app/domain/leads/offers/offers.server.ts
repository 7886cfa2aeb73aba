import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { leadOffers, leads, properties, users } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import {
  type OfferEmailContent,
  offerCounteredBackToSellerEmail,
  offerToSellerEmail,
  offerWithdrawnToSellerEmail,
} from "#app/emails/offer.server";
import { crashPoint } from "#app/lib/crash-point.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer, MailMessage } from "#app/lib/mailer.server";
import { isUuid } from "#app/lib/uuid";
import type { DealTerms } from "../deals/offer-deal";
import {
  activeDealFor,
  dealAgreedMessages,
  lockListing,
  recordDeal,
  type Tx,
} from "../deals/offer-deal.server";
import {
  nextOfferState,
  OFFER_MOVES,
  OFFER_STATES_HIDDEN_FROM_SELLER,
  type OfferMove,
  type OfferState,
} from "./offer-states";

export const isHiddenFromSeller = (state: string) =>
  (OFFER_STATES_HIDDEN_FROM_SELLER as readonly string[]).includes(state);

/** What sending an offer's e-mails needs: the queue, the brand and the buyer's link for a lead. */
export type OfferMail = {
  /** Each e-mail is queued in the transaction of the move it reports (docs/decisions/0046-mail-in-the-transaction.md). */
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
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

/** The buyer's own account, when they were signed in: its language is the one they read (users/email-locale.ts). */
const buyerAccounts = alias(users, "buyer_accounts");

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
  /** An offer's conditions are its lead's message: the adapter's Spanish of them is the lead's. */
  messageTranslation: leads.messageTranslation,
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
  leadLocale: leads.locale,
  buyerAccountLocale: buyerAccounts.locale,
};

/** An offer with its listing and seller, by lead id; null for any other id. */
export async function loadOffer(db: Db | Transaction, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select(offerColumns)
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(buyerAccounts, eq(buyerAccounts.id, leads.buyerUserId))
    .where(and(eq(leads.id, leadId), eq(leads.kind, "offer")))
    .limit(1);
  return row ?? null;
}
type OfferRow = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

export function emailContent(brand: EmailBrand, offer: OfferRow): OfferEmailContent {
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
    conditionsTranslation: offer.messageTranslation,
  };
}

export type OfferMoveOutcome =
  | { ok: true; propertyId: string; state: OfferState; deal?: Moved["deal"] }
  | {
      ok: false;
      reason: "not_found" | "stale" | "already_accepted" | "already_countered" | "confirmation_required";
    };

/** The move's result: the new state, and for an acceptance the deal and the offers it closed. */
type Moved = { to: OfferState; deal: { terms: DealTerms; closedLeadIds: string[] } | null };

/** The e-mails that report a move, written inside its transaction (reads go through `tx`). */
type MoveMails = (tx: Tx, moved: Moved) => MailMessage[] | Promise<MailMessage[]>;

/**
 * Moves the lead from a state the move allows; null when someone else moved it first. An
 * acceptance writes the agreed deal in the same transaction (offer-deal.server.ts recordDeal), and
 * the move's e-mails are queued in it too: they go out if and only if the move commits.
 */
async function applyMove(
  { db, mailer }: { db: Db; mailer: OfferMail["mailer"] },
  offer: OfferRow,
  move: OfferMove,
  now: Date,
  extra: Partial<typeof leadOffers.$inferInsert>,
  mailsOf: MoveMails,
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
    for (const message of await mailsOf(tx, { to, deal }))
      await mailer.enqueueInTransaction(transactionExecutor(tx), message);
    return { to, deal };
  });
}

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
};

export async function moveGuarded(
  input: { db: Db; mailer: OfferMail["mailer"] },
  offer: OfferRow,
  move: OfferMove,
  now: Date,
  extra: Partial<typeof leadOffers.$inferInsert>,
  mailsOf: MoveMails,
): Promise<OfferMoveOutcome> {
  const { db, mailer } = input;
  // The listing is reserved by another deal: the arras start from one offer only.
  if (OFFER_MOVES[move].to === "accepted" && (await activeDealFor(db, offer.propertyId)))
    return { ok: false, reason: "already_accepted" };
  // Started before the transaction: on PGlite starting it inside would wait on the transaction's connection.
  await mailer.ready();
  try {
    const moved = await applyMove(input, offer, move, now, extra, mailsOf);
    // The crash scenario's moment: committed, and nothing after the commit has run yet.
    crashPoint("offer-move-committed");
    // Beaten by another acceptance, which closed this offer: say so, not merely 'stale'.
    if (!moved && OFFER_MOVES[move].to === "accepted" && (await activeDealFor(db, offer.propertyId)))
      return { ok: false, reason: "already_accepted" };
    if (!moved) return { ok: false, reason: "stale" };
    mailer.wake();
    return { ok: true, propertyId: offer.propertyId, state: moved.to, deal: moved.deal };
  } catch (error) {
    // Two acceptances at once: the partial unique indexes let one through, the other rolls back.
    if (isUniqueViolation(error)) return { ok: false, reason: "already_accepted" };
    throw error;
  }
}

/** An acceptance's mails: the deal to both sides, 'closed' to the other buyers. */
export const dealMails = (tx: Tx, mail: OfferMail, offer: OfferRow, deal: NonNullable<Moved["deal"]>) =>
  dealAgreedMessages(tx, mail, {
    offer: { ...offer, propertyTitle: offer.propertyTitle?.trim() || "tu anuncio" },
    ...deal,
  });

/** The buyer's own offer: `leadId` from their verified link (readBuyerLinkToken) or their account. */
type BuyerOfferInput = OfferMail & { db: Db; leadId: string; now?: Date };

/** 'Confirmar oferta' from the signed link: only now is the seller mailed the offer. */
export const confirmOffer = (input: BuyerOfferInput) => buyerOfferMove(input, "confirm");

/** 'Aceptar contraoferta': the seller's counteroffer is the deal. */
export const acceptCounteroffer = (input: BuyerOfferInput) => buyerOfferMove(input, "accept-counter");

/** 'Retirar oferta': the seller is told. */
export const withdrawOffer = (input: BuyerOfferInput) => buyerOfferMove(input, "withdraw");

async function buyerOfferMove(
  input: BuyerOfferInput,
  move: "confirm" | "accept-counter" | "withdraw",
): Promise<OfferMoveOutcome> {
  const { db, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  if (!offer) return { ok: false, reason: "not_found" };
  const isHeld = offer.review === "held" || offer.review === "spam";
  const extra = move === "confirm" ? { confirmedAt: now } : {};
  const outcome = await moveGuarded(input, offer, move, now, extra, (tx, moved) => {
    if (moved.deal) return dealMails(tx, input, offer, moved.deal);
    // Held for the owner's review: nothing reaches the seller one by one.
    if (isHeld) return [];
    const content = emailContent(input.brand, offer);
    const seller = { email: offer.sellerEmail, name: offer.sellerName };
    return [
      move === "confirm" ? offerToSellerEmail(content, seller) : offerWithdrawnToSellerEmail(content, seller),
    ];
  });
  if (!outcome.ok || outcome.deal) return outcome;
  // A rate hold joins the listing's digest.
  if (move === "confirm" && offer.review === "held" && offer.heldReason === "listing_rate")
    await input.joinHeldDigest(offer.propertyId);
  return outcome;
}

/**
 * 'Responder con otra oferta': the buyer answers the counteroffer with a new amount,
 * which replaces the offer's amount (the seller accepts that one); the seller is mailed it. The
 * caller has checked the lead is the buyer's (their signed link or their account); the amount is
 * checked against the listing's price as a first offer's is (offer.schema offerAmountProblem).
 */
export async function counterCounteroffer(
  input: BuyerOfferInput & { amount: number },
): Promise<OfferMoveOutcome> {
  const { db, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  if (!offer) return { ok: false, reason: "not_found" };
  return moveGuarded(input, offer, "counter-back", now, { amount: input.amount }, () => {
    if (offer.review === "held" || offer.review === "spam") return [];
    const content = { ...emailContent(input.brand, offer), amount: input.amount };
    const seller = { email: offer.sellerEmail, name: offer.sellerName };
    return [offerCounteredBackToSellerEmail(content, seller, { counterAmount: offer.counterAmount })];
  });
}
