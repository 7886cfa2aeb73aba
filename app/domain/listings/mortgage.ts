import { readWholeEuros } from "#app/lib/i18n/amount";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";

/**
 * The monthly payment of a mortgage at a fixed rate, French amortisation (the usual one in Spain):
 * equal payments, each of them interest on what is still owed plus the rest of the capital.
 * Shared by the listing page's server render and its enhancement script (app/enhance/mortgage.ts).
 */

export type MortgageInput = {
  /** The price of the home, whole euros. */
  price: number;
  /** The buyer's own money, in percent of the price. */
  downPaymentPercent: number;
  /** The annual nominal rate (TIN), in percent. */
  annualRatePercent: number;
  years: number;
};

export type MortgageFigures = {
  downPayment: number;
  loan: number;
  /** Euros, rounded to the cent. */
  monthlyPayment: number;
};

/** The page's example: a common 80 % loan over 30 years at a fixed rate of 3 %. */
export const MORTGAGE_DEFAULTS = { downPaymentPercent: 20, annualRatePercent: 3, years: 30 } as const;

/** What the form accepts; anything else is not a mortgage a bank would offer, or not a number. */
export const MORTGAGE_LIMITS = {
  price: { min: 1_000, max: 100_000_000 },
  downPaymentPercent: { min: 0, max: 100 },
  annualRatePercent: { min: 0, max: 20 },
  years: { min: 1, max: 40 },
} as const;

/**
 * cuota = C · i / (1 − (1 + i)^−n), with C the loan, i the monthly rate (annual / 12) and n the
 * number of payments (years × 12); without interest, C / n.
 */
export function monthlyPayment(loan: number, annualRatePercent: number, years: number): number {
  const payments = years * 12;
  if (loan <= 0 || payments <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return loan / payments;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -payments);
}

export function mortgageFigures(input: MortgageInput): MortgageFigures {
  const downPayment = Math.round((input.price * input.downPaymentPercent) / 100);
  const loan = input.price - downPayment;
  const payment = monthlyPayment(loan, input.annualRatePercent, input.years);
  return { downPayment, loan, monthlyPayment: Math.round(payment * 100) / 100 };
}

type Field = keyof MortgageInput;

/** Whole numbers, except the rate: up to two decimals, with a comma or a point. */
const PATTERNS: Record<Field, RegExp> = {
  price: /^\d{1,9}$/,
  downPaymentPercent: /^\d{1,3}$/,
  annualRatePercent: /^\d{1,2}(?:[.,]\d{1,2})?$/,
  years: /^\d{1,2}$/,
};

const inRange = (field: Field, value: number) =>
  value >= MORTGAGE_LIMITS[field].min && value <= MORTGAGE_LIMITS[field].max ? value : null;

/**
 * One field as typed on a page in `locale`, or null when it is not a number the form accepts. A
 * Spanish page reads the price the Spanish way, as it always has ('585.000 €'); another reads it
 * as its reader writes it ('€245,000' in English, '245 000 €' in French).
 */
export function parseMortgageField(
  field: Field,
  text: string,
  locale: Locale = DEFAULT_LOCALE,
): number | null {
  if (field === "price" && locale !== DEFAULT_LOCALE) {
    const reading = readWholeEuros(locale, text);
    return reading.ok ? inRange(field, reading.euros) : null;
  }
  // A price may come with thousands points or a euro sign: '585.000 €'.
  const trimmed = field === "price" ? text.replace(/[.\s\u00a0€]/g, "") : text.trim();
  if (!PATTERNS[field].test(trimmed)) return null;
  return inRange(field, Number(trimmed.replace(",", ".")));
}

/**
 * Whether a price typed on a page in another language than Spanish could mean cents or a
 * thousands sign ('245.000' on the English page): asked again rather than guessed.
 */
export function isMortgagePriceAmbiguous(locale: Locale, text: string): boolean {
  if (locale === DEFAULT_LOCALE) return false;
  const reading = readWholeEuros(locale, text);
  return !reading.ok && reading.problem === "ambiguous";
}

/** The whole form as typed on a page in `locale`, or null when any field is not acceptable. */
export function parseMortgageInput(
  texts: Record<Field, string>,
  locale: Locale = DEFAULT_LOCALE,
): MortgageInput | null {
  const price = parseMortgageField("price", texts.price, locale);
  const downPaymentPercent = parseMortgageField("downPaymentPercent", texts.downPaymentPercent);
  const annualRatePercent = parseMortgageField("annualRatePercent", texts.annualRatePercent);
  const years = parseMortgageField("years", texts.years);
  if (price === null || downPaymentPercent === null || annualRatePercent === null || years === null)
    return null;
  return { price, downPaymentPercent, annualRatePercent, years };
}

/** The Spanish query parameters of the form (a plain GET form: it works without JavaScript). */
export const MORTGAGE_PARAMS: Record<Field, string> = {
  price: "precio",
  downPaymentPercent: "entrada",
  annualRatePercent: "interes",
  years: "plazo",
};

export type MortgageQuery =
  /** No parameter of the form: the page's defaults. */
  | { kind: "defaults" }
  /** All of them, valid and written as the page writes them. */
  | { kind: "chosen"; input: MortgageInput }
  /** A price that could mean cents: the form again, as typed, asking for it once more. */
  | { kind: "ambiguous"; texts: Record<Field, string> }
  /** Anything else: the address to go to instead (the canonical one, or the listing's own). */
  | { kind: "redirect"; search: string };

/** The parameters written one way only, so two addresses never show the same figures. */
export function mortgageSearch(input: MortgageInput): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(MORTGAGE_PARAMS) as Field[])
    params.set(MORTGAGE_PARAMS[field], String(input[field]));
  return `?${params}`;
}

/**
 * The form's parameters, read strictly: all four, each once, in range and written as
 * `mortgageSearch` writes them; any other way of writing them goes to that one address, and a
 * value out of range or a parameter missing to none (the caller's clean page).
 */
export function parseMortgageQuery(search: URLSearchParams, locale: Locale = DEFAULT_LOCALE): MortgageQuery {
  const names = Object.values(MORTGAGE_PARAMS);
  if (!names.some((name) => search.has(name))) return { kind: "defaults" };
  const texts = Object.fromEntries(
    (Object.entries(MORTGAGE_PARAMS) as [Field, string][]).map(([field, name]) => [
      field,
      search.getAll(name).length === 1 ? (search.get(name) ?? "") : "",
    ]),
  ) as Record<Field, string>;
  const input = parseMortgageInput(texts, locale);
  if (!input && isMortgagePriceAmbiguous(locale, texts.price)) return { kind: "ambiguous", texts };
  if (!input) return { kind: "redirect", search: "" };
  const canonical = mortgageSearch(input);
  if (`?${search}` !== canonical) return { kind: "redirect", search: canonical };
  return { kind: "chosen", input };
}
