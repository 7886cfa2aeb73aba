import { OFFER_INTENT, offerSchema } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import {
  OFFER_FORM_MESSAGES,
  offerDeliveredHref,
  offerSentHref,
} from "#app/domain/leads/offers/offer-messages";
import { makeOffer } from "#app/domain/leads/offers/offer-submit.server";
import { formatIsoDate } from "#app/lib/format";
import { localeOfPath } from "#app/lib/i18n/locales";
import type { ListingActionInput } from "../action-input";
import { leadFormAction } from "./lead-form-action.server";

/**
 * 'Hacer una oferta' → 'Enviar oferta'; then the offer waits for the buyer to confirm their e-mail
 * (offers.server). An amount out of proportion to the price is answered beside the amount.
 */
export function makeOfferIntent(input: ListingActionInput) {
  return leadFormAction(input, {
    intent: OFFER_INTENT,
    // The amount is read as the page's reader writes it ('€350,000' in English, '350.000' in Spanish).
    schema: offerSchema(formatIsoDate(new Date()), localeOfPath(new URL(input.request.url).pathname)),
    messages: OFFER_FORM_MESSAGES,
    // From a signed-in buyer's verified address the offer went straight to the seller.
    sentHref: (propertyId, request) =>
      request.buyerAccount?.emailVerified ? offerDeliveredHref(propertyId) : offerSentHref(propertyId),
    refusedField: "amount",
    submit: (request, form) => makeOffer({ ...request, ...offerMail(input.context), form }),
  });
}
