import { type AppLoadContext, data } from "react-router";
import { CounterOfferSchema, OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import type { BuyerOfferMessage } from "#app/domain/leads/offers/offer-messages";
import {
  acceptCounteroffer,
  confirmOffer,
  counterCounteroffer,
  type OfferMoveOutcome,
  withdrawOffer,
} from "#app/domain/leads/offers/offers.server";
import type { Locale } from "#app/lib/i18n/locales";
import { amountInvalid, offerDone } from "./buyer-request-words.server";

/** The page's language (the lead's, buyer-request.server.ts) says every answer. */
type BuyerIntentInput = { context: AppLoadContext; leadId: string; formData: FormData; locale: Locale };

function answer(locale: Locale, which: string, outcome: OfferMoveOutcome, done: BuyerOfferMessage) {
  if (outcome.ok) return { intent: which, ok: true as const, message: offerDone(locale, done) };
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  const message = offerDone(locale, outcome.reason === "already_accepted" ? "alreadyAccepted" : "stale");
  return data({ intent: which, ok: false as const, message }, { status: 409 });
}

const move =
  (which: string, offerMove: typeof confirmOffer, done: BuyerOfferMessage) =>
  async ({ context, leadId, locale }: BuyerIntentInput) =>
    answer(locale, which, await offerMove({ ...offerMail(context), db: context.db, leadId }), done);

/** 'Responder con otra oferta': the buyer's amount, checked as a counteroffer's is. */
async function counterBack({ context, leadId, formData, locale }: BuyerIntentInput) {
  const parsed = CounterOfferSchema.safeParse({ leadId, counterAmount: formData.get("amount") ?? undefined });
  if (!parsed.success)
    return data(
      {
        intent: "counter-counteroffer",
        ok: false as const,
        // The schema's own reasons are Spanish; another language reads how to write an amount.
        message:
          locale === "es"
            ? (parsed.error.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid)
            : amountInvalid(locale),
      },
      { status: 400 },
    );
  const outcome = await counterCounteroffer({
    ...offerMail(context),
    db: context.db,
    leadId,
    amount: parsed.data.counterAmount,
  });
  return answer(locale, "counter-counteroffer", outcome, "counteredBack");
}

/**
 * What the buyer can do with their offer from the signed link. A button (POST), never the GET of
 * the link itself: mail scanners that open links must not confirm offers for anyone.
 */
export const BUYER_OFFER_INTENTS = {
  "confirm-offer": move("confirm-offer", confirmOffer, "confirmed"),
  "accept-counteroffer": move("accept-counteroffer", acceptCounteroffer, "counterAccepted"),
  "withdraw-offer": move("withdraw-offer", withdrawOffer, "withdrawn"),
  "counter-counteroffer": counterBack,
} as const;
