import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  CONTACT_INTENT,
  ContactSellerSchema,
  FORM_STAMP_FIELD,
  HONEYPOT_FIELD,
} from "#app/domain/leads/contact.schema";
import { submitEnquiry } from "#app/domain/leads/contact.server";
import { contactSentHref, LEAD_FORM_MESSAGES, rateLimitMessage } from "#app/domain/leads/contact-messages";
import { OFFER_INTENT } from "#app/domain/leads/offer.schema";
import { isHoneypotFilled, judgeFillTime } from "#app/domain/leads/spam";
import { REQUEST_VIEWING_INTENT } from "#app/domain/leads/viewing.schema";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { getOptionalUser } from "#app/domain/users/session.server";
import { emailBrand } from "#app/emails/brand.server";
import { readFormStamp } from "#app/lib/form-stamp.server";
import { makeOfferIntent } from "./offer-action.server";
import { requestViewingIntent } from "./viewing-request.server";

type ActionInput = { context: AppLoadContext; request: Request; propertyId: string; formData: FormData };

/**
 * 'Contactar con el vendedor', for anyone, with or without an account or JavaScript. Bots meet
 * quiet checks first (the hidden field: a pretend success; a form sent faster than a person
 * types: asked to send it again); people meet Spanish field errors with what they typed kept.
 */
export async function contactIntent({ context, request, propertyId, formData }: ActionInput) {
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    context.logger.info({ propertyId }, "contact form honeypot filled: dropped");
    return redirect(contactSentHref(propertyId), 303);
  }
  const submission = parseWithZod(formData, { schema: ContactSellerSchema });
  if (submission.status !== "success") {
    return data({ intent: CONTACT_INTENT, result: submission.reply() }, { status: 400 });
  }
  const fill = judgeFillTime(
    readFormStamp(context.env.AUTH_SECRET, formData.get(FORM_STAMP_FIELD)),
    Date.now(),
    context.env.CONTACT_MIN_FILL_MS,
  );
  if (fill !== "ok") {
    const message = fill === "too-fast" ? LEAD_FORM_MESSAGES.tooFast : LEAD_FORM_MESSAGES.expired;
    return data(
      { intent: CONTACT_INTENT, result: submission.reply({ formErrors: [message] }) },
      { status: 400 },
    );
  }
  const buyer = await getOptionalUser(request, context);
  const outcome = await submitEnquiry({
    db: context.db,
    rateLimiter: context.rateLimiter,
    enqueueMail: (message) => context.mailer.enqueue(message),
    brand: emailBrand(context.env),
    logger: context.logger,
    propertyId,
    form: submission.value,
    buyerUserId: buyer?.id ?? null,
    clientIp: context.clientIp,
    rateLimitFactor: context.env.CONTACT_RATE_LIMIT_FACTOR,
  });
  if (outcome.ok) return redirect(contactSentHref(propertyId), 303);
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  if (outcome.reason === "reserved") {
    return data(
      { intent: CONTACT_INTENT, result: submission.reply({ formErrors: [RESERVED_CONTACT_MESSAGE] }) },
      { status: 409 },
    );
  }
  const message = rateLimitMessage(outcome.scope, outcome.retryAfterMs);
  const headers = { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) };
  return data(
    { intent: CONTACT_INTENT, result: submission.reply({ formErrors: [message] }) },
    { status: 429, headers },
  );
}

/** Every form of a listing's page, by its `intent` (the authorization matrix lists them from here). */
export const PROPERTY_INTENTS = {
  [CONTACT_INTENT]: contactIntent,
  [OFFER_INTENT]: makeOfferIntent,
  [REQUEST_VIEWING_INTENT]: requestViewingIntent,
} as const;
