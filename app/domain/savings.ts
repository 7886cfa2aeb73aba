import { addIva, feeFor } from "#app/domain/payments/pricing";

/**
 * The landing's savings calculator and comparison table: what a traditional agency
 * charging 3 %–7 % would cost against Zaguán's fixed fees. Fees come from the pricing module; every
 * amount is integer cents, with and without IVA, because agencies quote their commission plus IVA
 * just as we quote ours.
 */

export const AGENCY_RATE_MIN_PERCENT = 3;
export const AGENCY_RATE_MAX_PERCENT = 7;
/** The landing's worked example: a 200.000 € flat. */
export const EXAMPLE_PRICE = 200_000;
/** Beyond this the form asks for a realistic price instead of printing absurd figures. */
export const MAX_CALCULATOR_PRICE = 50_000_000;

export type Amount = { base: number; iva: number; total: number };

export type SavingsEstimate = {
  /** Whole euros, as entered. */
  price: number;
  agencyMin: Amount;
  agencyMax: Amount;
  /** Only the marketing campaign: the owner sold without a buyer we brought. */
  zaguanMarketingOnly: Amount;
  /** Campaign plus success fee: the buyer came from our campaign. */
  zaguanWithSuccessFee: Amount;
  /** The smallest saving: cheapest agency against both of our fees. */
  savingMin: Amount;
  /** The largest saving: dearest agency against the campaign alone. */
  savingMax: Amount;
};

const agencyCommission = (priceEuros: number, percent: number): Amount =>
  addIva(Math.round(priceEuros * percent)); // euros × % = cents

const minus = (a: Amount, b: Amount): Amount => ({
  base: Math.max(0, a.base - b.base),
  iva: Math.max(0, a.iva - b.iva),
  total: Math.max(0, a.total - b.total),
});

const plus = (a: Amount, b: Amount): Amount => ({
  base: a.base + b.base,
  iva: a.iva + b.iva,
  total: a.total + b.total,
});

const amountOf = ({ base, iva, total }: Amount): Amount => ({ base, iva, total });

/** Null for a price that is not a positive, realistic number of euros. */
export function estimateSavings(priceEuros: number): SavingsEstimate | null {
  if (!Number.isFinite(priceEuros) || priceEuros <= 0 || priceEuros > MAX_CALCULATOR_PRICE) return null;
  const price = Math.round(priceEuros);
  const marketing = amountOf(feeFor("particular", "marketing"));
  const successFee = amountOf(feeFor("particular", "final_fee"));
  const agencyMin = agencyCommission(price, AGENCY_RATE_MIN_PERCENT);
  const agencyMax = agencyCommission(price, AGENCY_RATE_MAX_PERCENT);
  const zaguanWithSuccessFee = plus(marketing, successFee);
  return {
    price,
    agencyMin,
    agencyMax,
    zaguanMarketingOnly: marketing,
    zaguanWithSuccessFee,
    savingMin: minus(agencyMin, zaguanWithSuccessFee),
    savingMax: minus(agencyMax, marketing),
  };
}

/**
 * What a visitor typed as a price, in whole euros: '200.000', '200000 €', '250 000' or
 * '199.999,50'. Dots and spaces group thousands as in Spain; a comma starts decimals.
 * Null when nothing usable was typed.
 */
export function parsePriceInput(input: string): number | null {
  const cleaned = input.replace(/[€\s\u00a0.]/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned));
  return value > 0 ? value : null;
}
