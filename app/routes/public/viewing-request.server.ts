import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from "#app/domain/leads/contact.schema";
import { rateLimitMessage } from "#app/domain/leads/contact-messages";
import { isHoneypotFilled, judgeFillTime } from "#app/domain/leads/spam";
import { REQUEST_VIEWING_INTENT, RequestViewingSchema } from "#app/domain/leads/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewing-deps.server";
import { VIEWING_FORM_MESSAGES, viewingSentHref } from "#app/domain/leads/viewing-messages";
import { submitViewingRequest } from "#app/domain/leads/viewings.server";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { getOptionalUser } from "#app/domain/users/session.server";
import { readFormStamp } from "#app/lib/form-stamp.server";

type ActionInput = { context: AppLoadContext; request: Request; propertyId: string; formData: FormData };

/**
 * 'Solicitar visita', with or without an account or JavaScript: the same quiet checks as the
 * contact form (hidden field, fill time, shared rate limits), then Spanish errors beside each
 * 'Fecha y hora' with everything typed kept.
 */
export async function requestViewingIntent({ context, request, propertyId, formData }: ActionInput) {
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    context.logger.info({ propertyId }, "viewing form honeypot filled: dropped");
    return redirect(viewingSentHref(propertyId), 303);
  }
  const submission = parseWithZod(formData, { schema: RequestViewingSchema });
  const reply = (formErrors?: string[]) => ({
    intent: REQUEST_VIEWING_INTENT,
    result: submission.reply(formErrors ? { formErrors } : undefined),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  const fill = judgeFillTime(
    readFormStamp(context.env.AUTH_SECRET, formData.get(FORM_STAMP_FIELD)),
    Date.now(),
    context.env.CONTACT_MIN_FILL_MS,
  );
  if (fill !== "ok")
    return data(
      reply([fill === "too-fast" ? VIEWING_FORM_MESSAGES.tooFast : VIEWING_FORM_MESSAGES.expired]),
      {
        status: 400,
      },
    );
  const buyer = await getOptionalUser(request, context);
  const outcome = await submitViewingRequest({
    ...viewingDeps(context),
    rateLimiter: context.rateLimiter,
    propertyId,
    form: submission.value,
    buyerUserId: buyer?.id ?? null,
    clientIp: context.clientIp,
    rateLimitFactor: context.env.CONTACT_RATE_LIMIT_FACTOR,
  });
  if (outcome.ok) return redirect(viewingSentHref(propertyId), 303);
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  if (outcome.reason === "reserved") return data(reply([RESERVED_CONTACT_MESSAGE]), { status: 409 });
  return data(reply([rateLimitMessage(outcome.scope, outcome.retryAfterMs)]), {
    status: 429,
    headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) },
  });
}
