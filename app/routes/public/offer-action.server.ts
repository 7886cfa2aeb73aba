import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from "#app/domain/leads/contact.schema";
import { LEAD_FORM_MESSAGES, rateLimitMessage } from "#app/domain/leads/contact-messages";
import { OFFER_INTENT, offerSchema } from "#app/domain/leads/offer.schema";
import { offerSentHref } from "#app/domain/leads/offer-texts";
import { submitOffer } from "#app/domain/leads/offers.server";
import { isHoneypotFilled, judgeFillTime } from "#app/domain/leads/spam";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { getOptionalUser } from "#app/domain/users/session.server";
import { readFormStamp } from "#app/lib/form-stamp.server";
import { formatIsoDate } from "#app/lib/format";
import { offerMail } from "./offer-mail.server";

type ActionInput = { context: AppLoadContext; request: Request; propertyId: string; formData: FormData };

/**
 * 'Hacer una oferta' → 'Enviar oferta', without an account or JavaScript. The same quiet bot checks
 * as the contact form; then the offer waits for the buyer to confirm their e-mail (offers.server).
 */
export async function makeOfferIntent({ context, request, propertyId, formData }: ActionInput) {
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    context.logger.info({ propertyId }, "offer form honeypot filled: dropped");
    return redirect(offerSentHref(propertyId), 303);
  }
  const submission = parseWithZod(formData, { schema: offerSchema(formatIsoDate(new Date())) });
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data({ intent: OFFER_INTENT, result: submission.reply({ formErrors: [message] }) }, { status, headers });
  if (submission.status !== "success") {
    return data({ intent: OFFER_INTENT, result: submission.reply() }, { status: 400 });
  }
  const fill = judgeFillTime(
    readFormStamp(context.env.AUTH_SECRET, formData.get(FORM_STAMP_FIELD)),
    Date.now(),
    context.env.CONTACT_MIN_FILL_MS,
  );
  if (fill !== "ok")
    return refuse(fill === "too-fast" ? LEAD_FORM_MESSAGES.tooFast : LEAD_FORM_MESSAGES.expired, 400);
  const buyer = await getOptionalUser(request, context);
  const outcome = await submitOffer({
    ...offerMail(context),
    db: context.db,
    rateLimiter: context.rateLimiter,
    propertyId,
    form: submission.value,
    buyerUserId: buyer?.id ?? null,
    clientIp: context.clientIp,
    rateLimitFactor: context.env.CONTACT_RATE_LIMIT_FACTOR,
  });
  if (outcome.ok) return redirect(offerSentHref(propertyId), 303);
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  if (outcome.reason === "reserved") return refuse(RESERVED_CONTACT_MESSAGE, 409);
  if (outcome.reason === "amount")
    return data(
      { intent: OFFER_INTENT, result: submission.reply({ fieldErrors: { amount: [outcome.message] } }) },
      { status: 400 },
    );
  return refuse(rateLimitMessage(outcome.scope, outcome.retryAfterMs), 429, {
    "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)),
  });
}
