import { addYears, isCalendarDay } from "#app/lib/calendar";
import { readWholeEuros } from "#app/lib/i18n/amount";
import type { Locale } from "#app/lib/i18n/locales";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import { BUYER_MESSAGES, BuyerSchema } from "../intake/lead-form.schema";

export const OFFER_INTENT = "make-offer";
export const OFFER_LIMITS = {
  minAmount: 1_000,
  maxTimesPrice: 100,
  maxAmount: 2_000_000_000,
  conditionsMax: 2000,
};

export const OFFER_MESSAGES = {
  amountRequired: "Introduce el importe de tu oferta en euros.",
  amountInvalid: "Escribe el importe en euros, sin céntimos: por ejemplo, 250.000.",
  // Only from a page in another language, where '350.000' or '350,50' could be read two ways.
  amountAmbiguous:
    "No sabemos si ese importe lleva céntimos: escríbelo en euros, sin céntimos, por ejemplo 250.000.",
  amountTooLow: "La oferta debe ser de al menos 1.000 €.",
  amountTooHigh: "Revisa el importe: es más de 100 veces el precio de la vivienda.",
  financingRequired: "Indica cómo pagarás: con hipoteca o al contado.",
  arrasDateRequired: "Indica la fecha que propones para firmar las arras.",
  arrasDateInvalid: "Esa fecha no existe: revisa el día y el mes.",
  arrasDatePast: "La fecha de las arras debe ser posterior a hoy.",
  arrasDateFar: "La fecha de las arras no puede ser dentro de más de un año.",
  conditionsLong: `Las condiciones no pueden tener más de ${OFFER_LIMITS.conditionsMax} caracteres.`,
} as const;

const SPANISH_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN_DIGITS = /^\d+$/;

/**
 * A whole number of euros as a Spaniard writes it: "250.000", "250000", "250.000 €", "250 000".
 * Null for anything else (decimals, letters, a misplaced dot), so the form says how to write it.
 */
export function parseEuroAmount(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f€]/g, "").replace(/,00$/, "");
  if (!SPANISH_THOUSANDS.test(compact) && !PLAIN_DIGITS.test(compact)) return null;
  const value = Number(compact.replace(/\./g, ""));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The amount as the reader of the page's language writes it, or the sentence that says why it is
 * none. Spanish keeps its own reading, the one every Spanish offer has been read by; another
 * language's reader writes '€350,000' or '350 000 €', and a separator that could mean cents there
 * is asked again rather than guessed.
 */
export function readOfferAmount(locale: Locale, raw: string): { euros: number } | { problem: string } {
  if (locale === "es") {
    const euros = parseEuroAmount(raw);
    return euros === null ? { problem: OFFER_MESSAGES.amountInvalid } : { euros };
  }
  const reading = readWholeEuros(locale, raw);
  if (reading.ok) return { euros: reading.euros };
  return {
    problem: reading.problem === "ambiguous" ? OFFER_MESSAGES.amountAmbiguous : OFFER_MESSAGES.amountInvalid,
  };
}

/** Why an amount cannot be an offer on a listing of `price` €, or null when it can. */
export function offerAmountProblem(amount: number, price: number | null): string | null {
  if (amount < OFFER_LIMITS.minAmount) return OFFER_MESSAGES.amountTooLow;
  if (amount > OFFER_LIMITS.maxAmount) return OFFER_MESSAGES.amountTooHigh;
  if (price !== null && price > 0 && amount > price * OFFER_LIMITS.maxTimesPrice)
    return OFFER_MESSAGES.amountTooHigh;
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a typed arras date cannot be proposed when it is `today` in Spain: from tomorrow to a year ahead. */
export function arrasDateProblem(day: string, today: string): string | null {
  if (!ISO_DAY.test(day)) return OFFER_MESSAGES.arrasDateRequired;
  if (!isCalendarDay(day)) return OFFER_MESSAGES.arrasDateInvalid;
  if (day <= today) return OFFER_MESSAGES.arrasDatePast;
  if (day > addYears(today, 1)) return OFFER_MESSAGES.arrasDateFar;
  return null;
}

/**
 * 'Hacer una oferta': the buyer's contact (as 'Contactar con el vendedor') and their terms.
 * `today` is the day in Spain (YYYY-MM-DD): the arras date must come after it; `locale` is the
 * page's language, which says how the amount is written. The amount's bounds
 * against the listing's price are checked by the server, which knows the price.
 */
export function offerSchema(today: string, locale: Locale = "es") {
  return BuyerSchema.extend({
    amount: singleLineText({ error: OFFER_MESSAGES.amountRequired })
      .trim()
      .min(1, OFFER_MESSAGES.amountRequired)
      .transform((value, ctx) => {
        const reading = readOfferAmount(locale, value);
        if ("problem" in reading) {
          ctx.addIssue({ code: "custom", message: reading.problem });
          return z.NEVER;
        }
        const amount = reading.euros;
        const problem = offerAmountProblem(amount, null);
        if (problem) {
          ctx.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
        return amount;
      }),
    financing: z.enum(["mortgage", "cash"], { error: OFFER_MESSAGES.financingRequired }),
    arrasDate: singleLineText({ error: OFFER_MESSAGES.arrasDateRequired })
      .trim()
      .superRefine((day, ctx) => {
        const problem = arrasDateProblem(day, today);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    conditions: multiLineText()
      .trim()
      .max(OFFER_LIMITS.conditionsMax, OFFER_MESSAGES.conditionsLong)
      .optional()
      .transform((value) => value ?? ""),
    acceptPrivacy: z.literal("on", { error: BUYER_MESSAGES.privacyRequired }),
  });
}
export type OfferForm = z.output<ReturnType<typeof offerSchema>>;

/** 'Contraoferta' in 'Compradores': the seller's amount and, if they like, a few words. */
export const CounterOfferSchema = z.object({
  leadId: z.string(),
  counterAmount: singleLineText({ error: OFFER_MESSAGES.amountRequired })
    .trim()
    .min(1, OFFER_MESSAGES.amountRequired)
    .transform((value, ctx) => {
      const amount = parseEuroAmount(value);
      const problem = amount === null ? OFFER_MESSAGES.amountInvalid : offerAmountProblem(amount, null);
      if (problem || amount === null) {
        ctx.addIssue({ code: "custom", message: problem ?? OFFER_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      return amount;
    }),
  counterMessage: multiLineText()
    .trim()
    .max(OFFER_LIMITS.conditionsMax, OFFER_MESSAGES.conditionsLong)
    .optional()
    .transform((value) => value ?? ""),
});
