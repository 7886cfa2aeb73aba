import { addDays } from "#app/lib/calendar";

/**
 * The buyer's mortgage as the arras contract states it (docs/decisions/0050-arras-clauses.md): the
 * loan, read from the conditions the buyer wrote in the offer when they name one, else a stated
 * default; and the deadline to obtain it, counted from the signing. Pure: the contract's clauses
 * and the tests read the same numbers.
 */

/** What Spanish banks usually lend for a main home: 80 % of the price (or of the valuation, if lower). */
export const DEFAULT_LOAN_PERCENT = 80;
/** The buyer's days from the signing to obtain the loan, when the deed's date leaves room for them. */
export const FINANCING_DAYS = 30;
/** The buyer's days to apply to a bank and tell the seller which (the lender the contract designates). */
export const LOAN_APPLICATION_DAYS = 7;
/** The lender hands over the binding offer (FEIN) at least ten calendar days before the loan is signed (Ley 5/2019, art. 14.1). */
export const LOAN_OFFER_DAYS = 10;
/** In Cataluña its consumer code (Ley 22/2010, as amended by Ley 20/2014) makes those days fourteen (ADR 0050). */
export const LOAN_OFFER_DAYS_CATALONIA = 14;

export type MortgageLoan = {
  /** Whole euros: the amount named, or the share of the price. */
  amount: number;
  /** The share of the price when that is how the loan was stated (or defaulted); null for an amount. */
  percent: number | null;
  /** Whether the buyer's conditions named it; false when the contract uses the default. */
  stated: boolean;
};

// A mortgage word, then only connecting words (no other number), then the figure: "hipoteca del
// 80 %", "préstamo hipotecario de 200.000 €", "financiación por importe de 150.000 euros". A rate
// ("hipoteca al 3 %", "del 2,5 % de interés") is not a loan share.
const MORTGAGE_WORD = "(?:hipotecari[oa]|hipoteca|pr[eé]stamo|financiaci[oó]n|financiar)";
const CONNECTORS = String.raw`(?:\s*[:(]?\s*(?:de|del|el|la|un|una|por|hasta|importe|valor|m[aá]ximo|m[ií]nimo|aproximadamente|al menos|sobre|como|hipotecari[oa]))*\s*[:(]?\s*`;
const PERCENT = new RegExp(
  `${MORTGAGE_WORD}${CONNECTORS}(\\d{1,3}(?:[.,]\\d{1,2})?)\\s*(?:%|por\\s?ciento)(?!\\s*(?:de\\s+)?(?:inter[eé]s|tae|tin|fijo|variable|eur[ií]bor|diferencial))`,
  "iu",
);
const AMOUNT = new RegExp(
  `${MORTGAGE_WORD}${CONNECTORS}(\\d{1,3}(?:[.\\s\\u00a0]\\d{3})+|\\d{4,10})(?:,\\d{1,2})?\\s*(?:€|euros?\\b|eur\\b)`,
  "iu",
);

const euros = (digits: string) => Number(digits.replace(/[.\s\u00a0]/g, ""));

/**
 * The loan the buyer's conditions name, checked against the price: a share above 0 and up to
 * 100 %, or an amount above 0 and up to the price. The first one named wins; none (or one that
 * makes no sense) gives the default share, stated as such.
 */
export function mortgageLoanOf(conditions: string, price: number): MortgageLoan {
  const percentMatch = PERCENT.exec(conditions);
  const amountMatch = AMOUNT.exec(conditions);
  const percent = percentMatch ? Number(percentMatch[1]?.replace(",", ".")) : Number.NaN;
  const amount = amountMatch ? euros(amountMatch[1] ?? "") : Number.NaN;
  const percentOk = percent > 0 && percent <= 100;
  const amountOk = amount > 0 && amount <= price;
  const amountFirst = amountOk && (!percentOk || (amountMatch?.index ?? 0) < (percentMatch?.index ?? 0));
  if (amountFirst) return { amount, percent: null, stated: true };
  if (percentOk) return { amount: Math.round((price * percent) / 100), percent, stated: true };
  return {
    amount: Math.round((price * DEFAULT_LOAN_PERCENT) / 100),
    percent: DEFAULT_LOAN_PERCENT,
    stated: false,
  };
}

const dayNumber = (isoDay: string) =>
  Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));

const DAY_MS = 86_400_000;

/**
 * The last day to obtain the loan: thirty days after the signing, earlier when the deed's deadline
 * is near, so the lender's binding offer still comes `offerDays` before the deed (the days the law
 * gives the buyer to read it: ten, fourteen in Cataluña). At least one day; the application
 * deadline never falls after it.
 */
export function financingDeadline(
  signingDate: string,
  deedDeadline: string,
  offerDays: number = LOAN_OFFER_DAYS,
): { days: number; date: string; applicationDays: number; leavesOfferDays: boolean } {
  const span = Math.round((dayNumber(deedDeadline) - dayNumber(signingDate)) / DAY_MS);
  const days = Math.max(1, Math.min(FINANCING_DAYS, span - offerDays));
  return {
    days,
    date: addDays(signingDate, days),
    applicationDays: Math.min(LOAN_APPLICATION_DAYS, days),
    // False only when the deed is too near for both: the contract then does not claim the ten days.
    leavesOfferDays: span - days >= offerDays,
  };
}
