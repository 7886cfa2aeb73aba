import { type AppLoadContext, data } from "react-router";
import { CounterOfferSchema, OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import { BUYER_OFFER_MESSAGES } from "#app/domain/leads/offers/offer-messages";
import {
  acceptCounteroffer,
  confirmOffer,
  counterCounteroffer,
  type OfferMoveOutcome,
  withdrawOffer,
} from "#app/domain/leads/offers/offers.server";

type BuyerIntentInput = { context: AppLoadContext; leadId: string; formData: FormData };

function answer(which: string, outcome: OfferMoveOutcome, done: string) {
  if (outcome.ok) return { intent: which, ok: true as const, message: done };
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  const message =
    outcome.reason === "already_accepted" ? BUYER_OFFER_MESSAGES.alreadyAccepted : BUYER_OFFER_MESSAGES.stale;
  return data({ intent: which, ok: false as const, message }, { status: 409 });
}

const move =
  (which: string, offerMove: typeof confirmOffer, done: string) =>
  async ({ context, leadId }: BuyerIntentInput) =>
    answer(which, await offerMove({ ...offerMail(context), db: context.db, leadId }), done);

/** 'Responder con otra oferta': the buyer's amount, checked as a counteroffer's is. */
async function counterBack({ context, leadId, formData }: BuyerIntentInput) {
  const parsed = CounterOfferSchema.safeParse({ leadId, counterAmount: formData.get("amount") ?? undefined });
  if (!parsed.success)
    return data(
      {
        intent: "counter-counteroffer",
        ok: false as const,
        message: parsed.error.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid,
      },
      { status: 400 },
    );
  const outcome = await counterCounteroffer({
    ...offerMail(context),
    db: context.db,
    leadId,
    amount: parsed.data.counterAmount,
  });
  return answer("counter-counteroffer", outcome, BUYER_OFFER_MESSAGES.counteredBack);
}

/**
 * What the buyer can do with their offer from the signed link. A button (POST), never the GET of
 * the link itself: mail scanners that open links must not confirm offers for anyone.
 */
export const BUYER_OFFER_INTENTS = {
  "confirm-offer": move("confirm-offer", confirmOffer, BUYER_OFFER_MESSAGES.confirmed),
  "accept-counteroffer": move(
    "accept-counteroffer",
    acceptCounteroffer,
    BUYER_OFFER_MESSAGES.counterAccepted,
  ),
  "withdraw-offer": move("withdraw-offer", withdrawOffer, BUYER_OFFER_MESSAGES.withdrawn),
  "counter-counteroffer": counterBack,
} as const;
