import { estimateSale, type SaleEstimate, type SaleInput } from "./sale-estimate";
import { parseSaleForm, type SaleFormErrors, type SaleFormValues } from "./sale-form";
import type { TaxYearRules } from "./tax-year";
import { taxYearFor } from "./years";

export type SaleCalculatorState = {
  values: SaleFormValues;
  errors: SaleFormErrors;
  result: {
    input: SaleInput;
    estimate: SaleEstimate;
    /** The sale's year has no published rules yet: the latest year's are used. */
    isProvisional: boolean;
    sources: { savingsScale: string; nonResident: string; withholding: string; plusvalia: string };
  } | null;
};

const sourcesOf = (rules: TaxYearRules) => ({
  savingsScale: rules.savingsScale.source,
  nonResident: rules.nonResidentGainRateBp.source,
  withholding: rules.nonResidentWithholdingBp.source,
  plusvalia: rules.plusvaliaCoefficients.source,
});

/** The query string → what the page shows: the form as typed, its errors, and the estimate. */
export function runSaleCalculator(query: URLSearchParams): SaleCalculatorState {
  const { values, errors, input } = parseSaleForm(query);
  if (!input) return { values, errors, result: null };
  const year = taxYearFor(Number(input.saleDate.slice(0, 4)));
  if (!year) return { values, errors, result: null };
  return {
    values,
    errors,
    result: {
      input,
      estimate: estimateSale(input, year.rules),
      isProvisional: year.isProvisional,
      sources: sourcesOf(year.rules),
    },
  };
}
