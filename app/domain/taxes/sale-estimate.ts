import { estimatePlusvalia, type PlusvaliaEstimate } from "./plusvalia";
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
  landCadastralCents: number;
  totalCadastralCents: number;
  plusvaliaRateBp: number;
  isSenior: boolean;
  isPrimaryResidence: boolean;
  reinvestmentCents: number;
  isResident: boolean;
};

export type Exemption =
  | { kind: "none"; exemptCents: 0 }
  /** 65 or more selling the primary residence: the whole gain (art. 33.4.b LIRPF). */
  | { kind: "senior"; exemptCents: number }
  /**
   * Reinvested in a new primary residence: the share reinvested of what the sale brought (art. 38.1
   * LIRPF), the 'importe total obtenido' net of the loan still owed (art. 41.1 RIRPF).
   */
  | { kind: "reinvestment"; exemptCents: number; shareBp: number; obtainedCents: number };

export type SaleEstimate = {
  year: number;
  plusvalia: PlusvaliaEstimate;
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
  // The non-resident regime has no exemption by age; the reinvestment one reaches EU/EEA residents.
  if (input.isSenior && input.isResident) return { kind: "senior", exemptCents: gainCents } as const;
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
export function estimateSale(input: SaleInput, rules: TaxYearRules): SaleEstimate {
  const plusvalia = estimatePlusvalia({
    salePriceCents: input.salePriceCents,
    purchasePriceCents: input.purchasePriceCents,
    landCadastralCents: input.landCadastralCents,
    totalCadastralCents: input.totalCadastralCents,
    rateBp: input.plusvaliaRateBp,
    purchaseDate: input.purchaseDate,
    saleDate: input.saleDate,
    coefficients: rules.plusvaliaCoefficients.value,
  });
  const transmissionValueCents = input.salePriceCents - input.saleCostsCents - plusvalia.taxCents;
  const acquisitionValueCents = input.purchasePriceCents + input.purchaseCostsCents + input.improvementsCents;
  const gainCents = transmissionValueCents - acquisitionValueCents;
  const exemption = exemptionFor(input, gainCents, transmissionValueCents);
  const taxableGainCents = Math.max(0, gainCents - exemption.exemptCents);

  const incomeTax: SaleEstimate["incomeTax"] = input.isResident
    ? { kind: "scale", ...taxBySavingsScale(taxableGainCents, rules.savingsScale.value) }
    : {
        kind: "non-resident",
        rateBp: rules.nonResidentGainRateBp.value,
        totalCents: applyRate(taxableGainCents, rules.nonResidentGainRateBp.value),
      };

  const withholdingCents = applyRate(input.salePriceCents, rules.nonResidentWithholdingBp.value);
  const withholding = input.isResident
    ? null
    : {
        rateBp: rules.nonResidentWithholdingBp.value,
        cents: withholdingCents,
        balanceCents: incomeTax.totalCents - withholdingCents,
      };

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
      plusvalia.taxCents,
  };
}
