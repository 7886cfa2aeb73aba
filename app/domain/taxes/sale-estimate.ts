import { estimatePlusvalia, type PlusvaliaEstimate } from "./plusvalia";
import {
  isWithheldByBuyer,
  mayExemptBySeniority,
  mayExemptReinvestment,
  paysIncomeTaxScale,
  type TaxResidence,
} from "./residence";
import { applyRate, type Tranche, taxBySavingsScale } from "./savings-scale";
import type { TaxYearRules } from "./tax-year";

/** What the seller tells the calculator. Amounts in cents, rates in basis points, days as YYYY-MM-DD. */
export type SaleInput = {
  salePriceCents: number;
  saleCostsCents: number;
  purchasePriceCents: number;
  purchaseCostsCents: number;
  improvementsCents: number;
  purchaseDate: string;
  saleDate: string;
  mortgageCents: number;
  /** Null when the seller does not have the IBI receipt at hand: the plusvalía is then left out. */
  landCadastralCents: number | null;
  totalCadastralCents: number | null;
  plusvaliaRateBp: number;
  isSenior: boolean;
  isPrimaryResidence: boolean;
  reinvestmentCents: number;
  residence: TaxResidence;
};

export type Exemption =
  | { kind: "none"; exemptCents: 0 }
  /** 65 or more selling the primary residence: the whole gain (art. 33.4.b LIRPF). */
  | { kind: "senior"; exemptCents: number }
  /**
   * Reinvested in a new primary residence: the share reinvested of what the sale brought (art. 38.1
   * LIRPF), the 'importe total obtenido' net of the loan still owed (art. 41.1 RIRPF).
   */
  | { kind: "reinvestment"; exemptCents: number; shareBp: number; obtainedCents: number }
  /** Reinvested, but resident outside the EU/EEA: the exemption does not reach them (DA 7ª TRLIRNR). */
  | { kind: "reinvestment-not-available"; exemptCents: 0 };

export type SaleEstimate = {
  year: number;
  /**
   * Null when a gain is subject but the cadastral values were not given: it is then neither a cost
   * of the sale in the gain nor taken from the net, and the page says it is missing.
   */
  plusvalia: PlusvaliaEstimate | null;
  /** Price less the sale's costs and the plusvalía, inherent to the sale (art. 35.2 LIRPF). */
  transmissionValueCents: number;
  /** Price plus the purchase's costs and the improvements (art. 35.1 LIRPF). */
  acquisitionValueCents: number;
  /** Negative for a loss. */
  gainCents: number;
  exemption: Exemption;
  taxableGainCents: number;
  incomeTax:
    | { kind: "scale"; tranches: Tranche[]; totalCents: number }
    | { kind: "non-resident"; rateBp: number; totalCents: number };
  /** Non-resident seller only: the 3 % the buyer keeps and pays to Hacienda on the seller's account. */
  withholding: { rateBp: number; cents: number; balanceCents: number } | null;
  /** 'Te quedarán': price − sale costs − mortgage − income tax − plusvalía. */
  netCents: number;
};

function exemptionFor(input: SaleInput, gainCents: number, transmissionValueCents: number) {
  if (gainCents <= 0 || !input.isPrimaryResidence) return { kind: "none", exemptCents: 0 } as const;
  if (input.isSenior && mayExemptBySeniority(input.residence))
    return { kind: "senior", exemptCents: gainCents } as const;
  if (input.reinvestmentCents > 0 && !mayExemptReinvestment(input.residence))
    return { kind: "reinvestment-not-available", exemptCents: 0 } as const;
  if (input.reinvestmentCents > 0) {
    // What must be reinvested is the 'importe total obtenido': the transmission value less the
    // principal of the loan still owed on the home sold (art. 41.1 RIRPF). The form's mortgage is
    // taken as the one that financed the purchase, the usual case.
    const obtainedCents = transmissionValueCents - input.mortgageCents;
    // Owing as much as the sale brought, nothing is left to reinvest: buying the new home is enough.
    if (obtainedCents <= 0 || input.reinvestmentCents >= obtainedCents)
      return { kind: "reinvestment", exemptCents: gainCents, shareBp: 10_000, obtainedCents } as const;
    const shareBp = Math.round((input.reinvestmentCents * 10_000) / obtainedCents);
    const exemptCents = Math.round((gainCents * input.reinvestmentCents) / obtainedCents);
    return { kind: "reinvestment", exemptCents, shareBp, obtainedCents } as const;
  }
  return { kind: "none", exemptCents: 0 } as const;
}

/**
 * What the sale leaves the seller, for the tax year of the sale. An estimate: the state and
 * regional savings scales together, the plusvalía's maximum coefficients, no regional or
 * municipal reliefs (docs/decisions/0022-sale-calculator.md says what is left out).
 */
function plusvaliaOf(input: SaleInput, rules: TaxYearRules): PlusvaliaEstimate | null {
  const plusvalia = estimatePlusvalia({
    salePriceCents: input.salePriceCents,
    purchasePriceCents: input.purchasePriceCents,
    landCadastralCents: input.landCadastralCents ?? 0,
    totalCadastralCents: input.totalCadastralCents ?? 0,
    rateBp: input.plusvaliaRateBp,
    purchaseDate: input.purchaseDate,
    saleDate: input.saleDate,
    coefficients: rules.plusvaliaCoefficients.value,
  });
  // Selling below the purchase price is not subject whatever the land is worth: no values needed.
  if (plusvalia.isNotSubject) return plusvalia;
  return input.landCadastralCents === null || input.totalCadastralCents === null ? null : plusvalia;
}

export function estimateSale(input: SaleInput, rules: TaxYearRules): SaleEstimate {
  const plusvalia = plusvaliaOf(input, rules);
  const plusvaliaCents = plusvalia?.taxCents ?? 0;
  const transmissionValueCents = input.salePriceCents - input.saleCostsCents - plusvaliaCents;
  const acquisitionValueCents = input.purchasePriceCents + input.purchaseCostsCents + input.improvementsCents;
  const gainCents = transmissionValueCents - acquisitionValueCents;
  const exemption = exemptionFor(input, gainCents, transmissionValueCents);
  const taxableGainCents = Math.max(0, gainCents - exemption.exemptCents);

  const incomeTax: SaleEstimate["incomeTax"] = paysIncomeTaxScale(input.residence)
    ? { kind: "scale", ...taxBySavingsScale(taxableGainCents, rules.savingsScale.value) }
    : {
        kind: "non-resident",
        rateBp: rules.nonResidentGainRateBp.value,
        totalCents: applyRate(taxableGainCents, rules.nonResidentGainRateBp.value),
      };

  const withholdingCents = applyRate(input.salePriceCents, rules.nonResidentWithholdingBp.value);
  const withholding = isWithheldByBuyer(input.residence)
    ? {
        rateBp: rules.nonResidentWithholdingBp.value,
        cents: withholdingCents,
        balanceCents: incomeTax.totalCents - withholdingCents,
      }
    : null;

  return {
    year: rules.year,
    plusvalia,
    transmissionValueCents,
    acquisitionValueCents,
    gainCents,
    exemption,
    taxableGainCents,
    incomeTax,
    withholding,
    netCents:
      input.salePriceCents -
      input.saleCostsCents -
      input.mortgageCents -
      incomeTax.totalCents -
      plusvaliaCents,
  };
}
