import type { SubmissionResult } from "@conform-to/react";
import { CONTACT_MESSAGES } from "#app/domain/leads/intake/contact.schema";
import { LEAD_FORM_MESSAGES } from "#app/domain/leads/intake/contact-messages";
import { BUYER_MESSAGES } from "#app/domain/leads/intake/lead-form.schema";
import { FORM_ALREADY_SENT, rateLimitMessage } from "#app/domain/leads/intake/lead-form-messages";
import { OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { OFFER_FORM_MESSAGES } from "#app/domain/leads/offers/offer-messages";
import { VIEWING_MESSAGES } from "#app/domain/leads/viewings/viewing.schema";
import { VIEWING_FORM_MESSAGES } from "#app/domain/leads/viewings/viewing-messages";
import { VIEWING_SLOT_MESSAGES } from "#app/domain/leads/viewings/viewing-slots";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/**
 * The Spanish sentence the domain answers a buyer form with, and the catalogue key that says it in
 * the reader's language. Written out, so the catalogue check sees every key where it is used; the
 * e-mail field's sentences live in the sign-up schema, shared with Spanish-only pages, so they are
 * named here by their words.
 */
export const LEAD_FORM_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  [BUYER_MESSAGES.nameRequired]: "forms.error.nameRequired",
  [BUYER_MESSAGES.nameShort]: "forms.error.nameShort",
  [BUYER_MESSAGES.nameLong]: "forms.error.nameLong",
  [BUYER_MESSAGES.phoneInvalid]: "forms.error.phoneInvalid",
  [BUYER_MESSAGES.privacyRequired]: "forms.error.privacyRequired",
  "Introduce tu correo electrónico.": "forms.error.emailRequired",
  "El correo electrónico es demasiado largo.": "forms.error.emailLong",
  "Introduce un correo electrónico válido.": "forms.error.emailInvalid",
  [CONTACT_MESSAGES.messageRequired]: "forms.error.messageRequired",
  [CONTACT_MESSAGES.messageShort]: "forms.error.messageShort",
  [CONTACT_MESSAGES.messageLong]: "forms.error.messageLong",
  [VIEWING_MESSAGES.slotRequired]: "forms.error.slotRequired",
  [VIEWING_MESSAGES.slotRepeated]: "forms.error.slotRepeated",
  [VIEWING_MESSAGES.privacyRequired]: "forms.error.privacyViewing",
  [VIEWING_SLOT_MESSAGES.invalid]: "forms.error.slotInvalid",
  [VIEWING_SLOT_MESSAGES.past]: "forms.error.slotPast",
  [VIEWING_SLOT_MESSAGES.tooSoon]: "forms.error.slotTooSoon",
  [VIEWING_SLOT_MESSAGES.tooFar]: "forms.error.slotTooFar",
  [VIEWING_SLOT_MESSAGES.outsideHours]: "forms.error.slotOutsideHours",
  [OFFER_MESSAGES.amountRequired]: "forms.error.amountRequired",
  [OFFER_MESSAGES.amountInvalid]: "forms.error.amountInvalid",
  [OFFER_MESSAGES.amountAmbiguous]: "forms.error.amountAmbiguous",
  [OFFER_MESSAGES.amountTooLow]: "forms.error.amountTooLow",
  [OFFER_MESSAGES.amountTooHigh]: "forms.error.amountTooHigh",
  [OFFER_MESSAGES.financingRequired]: "forms.error.financingRequired",
  [OFFER_MESSAGES.arrasDateRequired]: "forms.error.arrasDateRequired",
  [OFFER_MESSAGES.arrasDateInvalid]: "forms.error.arrasDateInvalid",
  [OFFER_MESSAGES.arrasDatePast]: "forms.error.arrasDatePast",
  [OFFER_MESSAGES.arrasDateFar]: "forms.error.arrasDateFar",
  [OFFER_MESSAGES.conditionsLong]: "forms.error.conditionsLong",
  [LEAD_FORM_MESSAGES.tooFast]: "forms.contact.tooFast",
  [LEAD_FORM_MESSAGES.expired]: "forms.contact.expired",
  [VIEWING_FORM_MESSAGES.tooFast]: "forms.viewing.tooFast",
  [VIEWING_FORM_MESSAGES.expired]: "forms.viewing.expired",
  [OFFER_FORM_MESSAGES.tooFast]: "forms.offer.tooFast",
  [OFFER_FORM_MESSAGES.expired]: "forms.offer.expired",
  [FORM_ALREADY_SENT]: "forms.error.alreadySent",
  [RESERVED_CONTACT_MESSAGE]: "forms.error.reserved",
};

/** One sentence in the reader's language; Spanish, and anything the table does not know, as it is. */
export function leadFormError(locale: Locale, spanish: string): string {
  if (locale === "es") return spanish;
  const key = LEAD_FORM_ERROR_KEYS[spanish];
  return key ? translator(locale)(key) : spanish;
}

/** Every error of a form's answer in the reader's language, with what they typed kept as it was. */
export function inReadersLanguage<Result extends SubmissionResult<string[]>>(
  locale: Locale,
  result: Result,
): Result {
  if (locale === "es" || !result.error) return result;
  const error = Object.fromEntries(
    Object.entries(result.error).map(([name, messages]) => [
      name,
      messages ? messages.map((message) => leadFormError(locale, message)) : messages,
    ]),
  );
  return { ...result, error };
}

/** 'Try again in 12 minutes', in whole minutes, at least one. */
export function rateLimitError(locale: Locale, retryAfterMs: number): string {
  if (locale === "es") return rateLimitMessage(retryAfterMs);
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return translator(locale)("forms.error.rateLimited", { minutes });
}
