import { data } from "react-router";
import { FAVOURITE_INTENT, UNFAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { CONTACT_INTENT, ContactSellerSchema } from "#app/domain/leads/intake/contact.schema";
import { submitEnquiry } from "#app/domain/leads/intake/contact.server";
import { contactSentHref, LEAD_FORM_MESSAGES } from "#app/domain/leads/intake/contact-messages";
import { OFFER_INTENT } from "#app/domain/leads/offers/offer.schema";
import { REQUEST_VIEWING_INTENT } from "#app/domain/leads/viewings/viewing.schema";
import { PHONE_REVEAL_INTENT } from "#app/domain/listings/phone-reveal";
import { emailBrand } from "#app/emails/brand.server";
import { revealPhoneFromRequest } from "#app/http/phone-reveal.server";
import type { ListingActionInput } from "../action-input";
import { favouriteIntent, unfavouriteIntent } from "./favourite-action.server";
import { leadFormAction } from "./lead-form-action.server";
import { makeOfferIntent } from "./offer-action.server";
import { requestViewingIntent } from "./viewing-request.server";

/** 'Contactar con el vendedor', for anyone, with or without an account or JavaScript. */
export function contactIntent(input: ListingActionInput) {
  return leadFormAction(input, {
    intent: CONTACT_INTENT,
    schema: ContactSellerSchema,
    messages: LEAD_FORM_MESSAGES,
    sentHref: contactSentHref,
    submit: (request, form) => submitEnquiry({ ...request, brand: emailBrand(input.context.env), form }),
  });
}

/**
 * 'Ver teléfono' without JavaScript (from the page or a portal card): the page drawn again with the
 * number — or why not — for this answer only (a POST's page is never kept, app/lib/cache-control.ts).
 */
export async function phoneRevealIntent({ context, request, propertyId }: ListingActionInput) {
  const answer = await revealPhoneFromRequest(request, context, propertyId);
  if (answer.status === 404) throw data(null, { status: 404 });
  return data({ phoneReveal: answer.view }, { status: answer.status, headers: answer.headers });
}

/** Every form of a listing's page, by its `intent` (the authorization matrix lists them from here). */
export const PROPERTY_INTENTS = {
  [CONTACT_INTENT]: contactIntent,
  [OFFER_INTENT]: makeOfferIntent,
  [REQUEST_VIEWING_INTENT]: requestViewingIntent,
  // The heart: the listing's own form and the portal cards' post here.
  [FAVOURITE_INTENT]: favouriteIntent,
  [UNFAVOURITE_INTENT]: unfavouriteIntent,
  [PHONE_REVEAL_INTENT]: phoneRevealIntent,
} as const;
