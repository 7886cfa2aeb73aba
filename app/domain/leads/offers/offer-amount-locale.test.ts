import { describe, expect, test } from "vitest";
import type { Locale } from "#app/lib/i18n/locales";
import { OFFER_MESSAGES, offerSchema, readOfferAmount } from "./offer.schema";

const TODAY = "2026-11-29";

/** The offer form as the action reads it from a page in `locale`, with only the amount varying. */
function amountFrom(locale: Locale, amount: string) {
  const result = offerSchema(TODAY, locale).safeParse({
    name: "Jane Smith",
    email: "jane@example.co.uk",
    amount,
    financing: "mortgage",
    arrasDate: "2027-01-15",
    acceptPrivacy: "on",
  });
  if (result.success) return result.data.amount;
  return result.error.issues.map((issue) => issue.message).join(" | ");
}

describe("an offer's amount, read as the page's reader writes it", () => {
  test.each([
    ["en", "€245,000", 245_000],
    ["en", "245,000", 245_000],
    ["en", "245000", 245_000],
    ["de", "245.000 €", 245_000],
    ["de", "245.000", 245_000],
    ["nl", "€ 350.000", 350_000],
    ["fr", "350 000 €", 350_000],
    ["fr", "350\u202f000\u00a0€", 350_000],
    ["es", "250.000", 250_000],
    ["es", "250.000 €", 250_000],
  ] as const)("%s: %s is %d €", (locale, typed, euros) => {
    expect(amountFrom(locale, typed)).toBe(euros);
  });

  test("another language's thousands sign is asked again, never read 1 000 times smaller", () => {
    expect(amountFrom("en", "245.000")).toBe(OFFER_MESSAGES.amountAmbiguous);
    expect(amountFrom("de", "245,000")).toBe(OFFER_MESSAGES.amountAmbiguous);
    expect(amountFrom("en", "245,000.50")).toBe(OFFER_MESSAGES.amountAmbiguous);
  });

  test("words or nothing but a symbol are not an amount", () => {
    expect(amountFrom("en", "about 250k")).toBe(OFFER_MESSAGES.amountInvalid);
    expect(amountFrom("de", "€")).toBe(OFFER_MESSAGES.amountInvalid);
  });

  test("the Spanish page reads amounts exactly as it always did", () => {
    expect(readOfferAmount("es", "€245,000")).toEqual({ problem: OFFER_MESSAGES.amountInvalid });
    expect(readOfferAmount("es", "250.000,00")).toEqual({ euros: 250_000 });
  });

  test("a readable amount still obeys the offer's bounds", () => {
    expect(amountFrom("en", "€999")).toBe(OFFER_MESSAGES.amountTooLow);
  });
});
