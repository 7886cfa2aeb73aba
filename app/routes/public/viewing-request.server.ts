import { REQUEST_VIEWING_INTENT, RequestViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { VIEWING_FORM_MESSAGES, viewingSentHref } from "#app/domain/leads/viewings/viewing-messages";
import { requestViewing } from "#app/domain/leads/viewings/viewings.server";
import { emailBrand } from "#app/emails/brand.server";
import type { ListingActionInput } from "../action-input";
import { leadFormAction } from "./lead-form-action.server";

/** 'Solicitar visita': errors beside each 'Fecha y hora' with everything typed kept. */
export function requestViewingIntent(input: ListingActionInput) {
  return leadFormAction(input, {
    intent: REQUEST_VIEWING_INTENT,
    schema: RequestViewingSchema,
    messages: VIEWING_FORM_MESSAGES,
    sentHref: viewingSentHref,
    submit: (request, form) =>
      requestViewing({
        ...request,
        brand: emailBrand(input.context.env),
        secret: input.context.env.AUTH_SECRET,
        form,
      }),
  });
}
