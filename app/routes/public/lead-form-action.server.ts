import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { attributedChannel } from "#app/domain/campaign/lead-channel";
import { listingFormStampScope } from "#app/domain/leads/intake/form-stamp-scope";
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from "#app/domain/leads/intake/lead-form.schema";
import type { BuyerAccount } from "#app/domain/leads/intake/sender-proof";
import { findBuyerAccount } from "#app/domain/leads/intake/sender-proof.server";
import type { LeadOutcome, SubmitLeadInput } from "#app/domain/leads/intake/submit-lead.server";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { getOptionalUser } from "#app/domain/users/session.server";
import { readLeadChannel } from "#app/http/lead-channel-cookie.server";
import { readFormStamp } from "#app/lib/form-stamp.server";
import { localeOfPath, prefixedPath } from "#app/lib/i18n/locales";
import { translatorFromEnv } from "#app/lib/translation.server";
import type { z } from "#app/lib/zod";
import type { ListingActionInput } from "../action-input";
import { inReadersLanguage, rateLimitError } from "./lead-form-errors";

/**
 * A signed-in buyer with a verified address sends from it: the form shows it prefilled
 * and read-only, and the server takes it from the account, never from the form — it is what lets
 * an offer skip the confirmation link (offer-submit.server.ts) and a copy carry the buyer's words.
 */
function withAccountEmail<Value>(value: Value, account: BuyerAccount): Value {
  if (!account?.emailVerified || !value || typeof value !== "object" || !("email" in value)) return value;
  return { ...value, email: account.email.trim().toLowerCase() };
}

/** Which of the form's messages answers a refused stamp. */
const STAMP_MESSAGE = { "too-fast": "tooFast", expired: "expired", "stamp-used": "alreadySent" } as const;

/**
 * Everything but the kind's own parts, as every buyer form of a listing sends it, and the signed-in
 * buyer's account: an e-mail to the typed address carries their words only when it is proven theirs.
 */
export type LeadRequest = Omit<SubmitLeadInput, "submission"> & { buyerAccount: BuyerAccount };

/**
 * The route half of every buyer form on a listing (message, viewing, offer), with or without an
 * account or JavaScript: field errors in the page's language with what was typed kept; a bot's hidden field
 * answered like a success; a form sent too fast, too late or a second time asked to be sent again
 * (the page drawn with the answer carries a fresh stamp); a listing gone 404, reserved 409; the
 * sender's own limit 429 with how long to wait. A listing past its rate answers like any other:
 * the contact is held for the owner's review, never refused.
 */
export async function leadFormAction<Schema extends z.ZodType>(
  { context, request, propertyId, formData }: ListingActionInput,
  form: {
    intent: string;
    schema: Schema;
    messages: { tooFast: string; expired: string; alreadySent: string };
    /** Where a sent form leads; an offer from a proven address says it reached the seller. */
    sentHref: (propertyId: string, request: LeadRequest) => string;
    /** The field a kind's own refusal belongs to (an offer's amount); the whole form otherwise. */
    refusedField?: string;
    submit: (request: LeadRequest, value: z.output<Schema>) => Promise<LeadOutcome>;
  },
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  // The page the form was on says the buyer's language: the answer and the lead keep it.
  const locale = localeOfPath(new URL(request.url).pathname);
  const reply = (errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => ({
    intent: form.intent,
    result: inReadersLanguage(locale, submission.reply(errors)),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  const buyer = await getOptionalUser(request, context);
  const buyerAccount = await findBuyerAccount(context.db, buyer?.id ?? null);
  // A stamp handed out on another listing's page is no stamp here.
  const stamp = readFormStamp(
    context.env.AUTH_SECRET,
    formData.get(FORM_STAMP_FIELD),
    listingFormStampScope(propertyId),
  );
  const sentHref = () => prefixedPath(locale, form.sentHref(propertyId, leadRequest));
  const leadRequest: LeadRequest = {
    locale,
    db: context.db,
    rateLimiter: context.rateLimiter,
    mail: context.mailer,
    jobs: context.jobs,
    translateMessages: translatorFromEnv(context.env) !== null,
    secret: context.env.AUTH_SECRET,
    propertyId,
    buyerUserId: buyer?.id ?? null,
    buyerAccount,
    clientIp: context.clientIp,
    rateLimitFactor: context.env.CONTACT_RATE_LIMIT_FACTOR,
    heldDigestDelayMs: context.env.HELD_LEAD_DIGEST_DELAY_MS,
    channel: attributedChannel(formData.get("channel"), await readLeadChannel(request.headers.get("Cookie"))),
    spam: {
      honeypot: formData.get(HONEYPOT_FIELD),
      issuedAt: stamp?.issuedAt ?? null,
      stampId: stamp?.id ?? null,
      minFillMs: context.env.CONTACT_MIN_FILL_MS,
    },
  };
  const outcome = await form.submit(leadRequest, withAccountEmail(submission.value, buyerAccount));
  if (outcome.ok) return redirect(sentHref(), 303);
  switch (outcome.reason) {
    case "honeypot":
      context.logger.info({ propertyId, intent: form.intent }, "lead form honeypot filled: dropped");
      return redirect(sentHref(), 303);
    case "too-fast":
    case "expired":
    case "stamp-used":
      return data(reply({ formErrors: [form.messages[STAMP_MESSAGE[outcome.reason]]] }), { status: 400 });
    case "not_found":
      throw data(null, { status: 404 });
    case "reserved":
      return data(reply({ formErrors: [RESERVED_CONTACT_MESSAGE] }), { status: 409 });
    case "refused":
      return data(
        reply(
          form.refusedField
            ? { fieldErrors: { [form.refusedField]: [outcome.message] } }
            : { formErrors: [outcome.message] },
        ),
        { status: 400 },
      );
    case "rate_limited":
      return data(reply({ formErrors: [rateLimitError(locale, outcome.retryAfterMs)] }), {
        status: 429,
        headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) },
      });
  }
}
