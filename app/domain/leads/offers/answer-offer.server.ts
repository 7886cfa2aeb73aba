import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import { offerAnswerToBuyerEmail } from "#app/emails/offer.server";
import type { LeadActor } from "../log/lead-log.server";
import {
  dealMails,
  emailContent,
  isHiddenFromSeller,
  loadOffer,
  moveGuarded,
  type OfferMail,
  type OfferMoveOutcome,
} from "./offers.server";

/** A counteroffer refused because this offer already has its one (MAX_COUNTEROFFERS_PER_OFFER). */
async function refusedCounter(db: Db, leadId: string, answer: SellerOfferAnswer) {
  if (answer.move !== "counter") return false;
  const [row] = await db
    .select({ counterAmount: leadOffers.counterAmount })
    .from(leadOffers)
    .where(eq(leadOffers.leadId, leadId));
  return row?.counterAmount !== null && row?.counterAmount !== undefined;
}

type SellerOfferAnswer =
  | { move: "accept"; confirmed: boolean }
  | { move: "reject" }
  | { move: "counter"; counterAmount: number; counterMessage: string };

/** The seller's answer in 'Compradores': the listing's owner only (staff read, never answer for them). */
type SellerOfferInput = OfferMail & { db: Db; actor: LeadActor; leadId: string; now?: Date };

/**
 * 'Aceptar oferta': the offer is the deal; the buyer is mailed it. It reserves the home and closes
 * every other open offer, so it happens only once the seller has confirmed they mean it.
 */
export const acceptOffer = (input: SellerOfferInput & { confirmed: boolean }) =>
  answerOffer(input, { move: "accept", confirmed: input.confirmed });

/** 'Rechazar oferta': the buyer is mailed the answer. */
export const rejectOffer = (input: SellerOfferInput) => answerOffer(input, { move: "reject" });

/** 'Contraoferta': one per offer (MAX_COUNTEROFFERS_PER_OFFER); the buyer is mailed it. */
export const counterOffer = (input: SellerOfferInput & { counterAmount: number; counterMessage: string }) =>
  answerOffer(input, {
    move: "counter",
    counterAmount: input.counterAmount,
    counterMessage: input.counterMessage,
  });

async function answerOffer(input: SellerOfferInput, answer: SellerOfferAnswer): Promise<OfferMoveOutcome> {
  const { db, now = new Date() } = input;
  const offer = await loadOffer(db, input.leadId);
  // Not theirs, or not yet confirmed by the buyer (they never saw it): the same 'not found'.
  if (!offer || offer.ownerId !== input.actor.id || isHiddenFromSeller(offer.state))
    return { ok: false, reason: "not_found" };
  // Asked only of the owner, once the offer is theirs: a stranger learns nothing more.
  if (answer.move === "accept" && !answer.confirmed) return { ok: false, reason: "confirmation_required" };
  const extra =
    answer.move === "counter"
      ? { answeredAt: now, counterAmount: answer.counterAmount, counterMessage: answer.counterMessage }
      : { answeredAt: now };
  const outcome = await moveGuarded(input, offer, answer.move, now, extra, (tx, moved) => {
    if (moved.deal) return dealMails(tx, input, offer, moved.deal);
    const content = emailContent(input.brand, offer);
    const link = input.buyerLink(offer.leadId);
    const locale = buyerEmailLocale({ locale: offer.buyerAccountLocale }, offer.leadLocale);
    return [
      answer.move === "counter"
        ? offerAnswerToBuyerEmail(content, { kind: "countered", ...answer }, link, locale)
        : offerAnswerToBuyerEmail(content, { kind: "rejected" }, link, locale),
    ];
  });
  if (!outcome.ok)
    return (await refusedCounter(db, offer.leadId, answer))
      ? { ...outcome, reason: "already_countered" }
      : outcome;
  return outcome;
}
