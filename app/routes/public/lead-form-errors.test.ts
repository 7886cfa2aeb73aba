import { describe, expect, test } from "vitest";
import { CONTACT_MESSAGES } from "#app/domain/leads/intake/contact.schema";
import { CONTACT_TEXTS, LEAD_FORM_MESSAGES } from "#app/domain/leads/intake/contact-messages";
import { BUYER_MESSAGES } from "#app/domain/leads/intake/lead-form.schema";
import { OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import {
  OFFER_FORM_MESSAGES,
  OFFER_TEXTS,
  OFFER_TEXTS_SIGNED_IN,
} from "#app/domain/leads/offers/offer-messages";
import { VIEWING_MESSAGES } from "#app/domain/leads/viewings/viewing.schema";
import { VIEWING_FORM_MESSAGES, VIEWING_TEXTS } from "#app/domain/leads/viewings/viewing-messages";
import { VIEWING_SLOT_MESSAGES } from "#app/domain/leads/viewings/viewing-slots";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { translator } from "#app/lib/i18n/translate";
import { inReadersLanguage, LEAD_FORM_ERROR_KEYS, leadFormError, rateLimitError } from "./lead-form-errors";

/** Every sentence the domain can answer one of the three forms with. */
const FORM_SENTENCES = [
  ...Object.values(BUYER_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(OFFER_MESSAGES),
  ...Object.values(VIEWING_SLOT_MESSAGES),
  VIEWING_MESSAGES.slotRequired,
  VIEWING_MESSAGES.slotRepeated,
  VIEWING_MESSAGES.privacyRequired,
  ...Object.values(LEAD_FORM_MESSAGES),
  ...Object.values(VIEWING_FORM_MESSAGES),
  ...Object.values(OFFER_FORM_MESSAGES),
  RESERVED_CONTACT_MESSAGE,
];

describe("a buyer form's errors in the reader's language", () => {
  test("every sentence the domain answers with has its catalogue key", () => {
    expect(FORM_SENTENCES.filter((sentence) => !LEAD_FORM_ERROR_KEYS[sentence])).toEqual([]);
  });

  test("each key's Spanish is the domain's sentence, word for word", () => {
    const es = translator("es");
    for (const [spanish, key] of Object.entries(LEAD_FORM_ERROR_KEYS)) expect(es(key)).toBe(spanish);
  });

  test("an English or German answer names the problem in that language, fields kept", () => {
    const result = {
      status: "error" as const,
      initialValue: { amount: "245.000", name: "Jane" },
      error: { amount: [OFFER_MESSAGES.amountAmbiguous], name: null, "": [LEAD_FORM_MESSAGES.expired] },
    };
    const english = inReadersLanguage("en", result);
    expect(english.error?.amount).toEqual([
      "We cannot tell whether that amount includes cents: write it in whole euros with commas for thousands, for example 250,000.",
    ]);
    expect(english.error?.[""]).toEqual(["This form has expired. Press “Send message” again to send it."]);
    expect(english.error?.name).toBeNull();
    expect(english.initialValue).toEqual(result.initialValue);
    expect(leadFormError("de", BUYER_MESSAGES.nameRequired)).toBe("Geben Sie Ihren Namen ein.");
  });

  test("Spanish answers stay exactly as the domain wrote them", () => {
    const result = { status: "error" as const, error: { name: [BUYER_MESSAGES.nameRequired] } };
    expect(inReadersLanguage("es", result)).toBe(result);
    expect(rateLimitError("es", 12 * 60_000)).toBe(
      "Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en 12 minutos.",
    );
  });

  test("the wait after too many messages, in whole minutes and the reader's plural", () => {
    expect(rateLimitError("en", 30_000)).toBe(
      "You have sent too many messages in a row. Please try again in 1 minute.",
    );
    expect(rateLimitError("de", 12 * 60_000)).toContain("in 12 Minuten erneut");
  });
});

test("the forms' Spanish words are the domain's, so the Spanish listing reads as it always did", () => {
  const es = translator("es");
  expect([es("forms.contact.heading"), es("forms.contact.submit"), es("forms.contact.again")]).toEqual([
    CONTACT_TEXTS.heading,
    CONTACT_TEXTS.submit,
    CONTACT_TEXTS.writeAgain,
  ]);
  expect([es("forms.contact.sent"), es("forms.contact.sentDetail")]).toEqual([
    CONTACT_TEXTS.sent,
    CONTACT_TEXTS.sentDetail,
  ]);
  expect([es("forms.viewing.heading"), es("forms.viewing.sent"), es("forms.viewing.sentDetail")]).toEqual([
    VIEWING_TEXTS.heading,
    VIEWING_TEXTS.sent,
    VIEWING_TEXTS.sentDetail,
  ]);
  expect(es("forms.viewing.slot", { number: "1" })).toBe(`${VIEWING_TEXTS.slotLabel} 1`);
  expect([es("forms.offer.amount"), es("forms.offer.arrasDate"), es("forms.offer.sentDetail")]).toEqual([
    OFFER_TEXTS.amount,
    OFFER_TEXTS.arrasDate,
    OFFER_TEXTS.sentDetail,
  ]);
  expect([es("forms.offer.delivered"), es("forms.offer.deliveredDetail")]).toEqual([
    OFFER_TEXTS_SIGNED_IN.sent,
    OFFER_TEXTS_SIGNED_IN.sentDetail,
  ]);
});
