import { type AppLoadContext, data } from "react-router";
import { BUYER_OFFER_MESSAGES } from "#app/domain/leads/offer-messages";
import { buyerOfferMove } from "#app/domain/leads/offers.server";
import { offerMail } from "./offer-mail.server";

type BuyerIntentInput = { context: AppLoadContext; leadId: string };

const move =
  (which: "confirm" | "accept-counter" | "withdraw", done: string) =>
  async ({ context, leadId }: BuyerIntentInput) => {
    const outcome = await buyerOfferMove({ ...offerMail(context), db: context.db, leadId, move: which });
    if (outcome.ok) return { intent: which, ok: true as const, message: done };
    if (outcome.reason === "not_found") throw data(null, { status: 404 });
    const message =
      outcome.reason === "already_accepted"
        ? BUYER_OFFER_MESSAGES.alreadyAccepted
        : BUYER_OFFER_MESSAGES.stale;
    return data({ intent: which, ok: false as const, message }, { status: 409 });
  };

/**
 * What the buyer can do with their offer from the signed link. A button (POST), never the GET of
 * the link itself: mail scanners that open links must not confirm offers for anyone.
 */
export const BUYER_OFFER_INTENTS = {
  "confirm-offer": move("confirm", BUYER_OFFER_MESSAGES.confirmed),
  "accept-counteroffer": move("accept-counter", BUYER_OFFER_MESSAGES.counterAccepted),
  "withdraw-offer": move("withdraw", BUYER_OFFER_MESSAGES.withdrawn),
} as const;
