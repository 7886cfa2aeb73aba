import type { TaxYearRules } from "../tax-year";
import { TAX_YEAR_2025 } from "./2025";
import { TAX_YEAR_2026 } from "./2026";

/** Every tax year the calculator knows, oldest first. A new year is one file and one line here. */
export const TAX_YEARS: readonly TaxYearRules[] = [TAX_YEAR_2025, TAX_YEAR_2026];
const LATEST: TaxYearRules = TAX_YEAR_2026;

export const FIRST_TAX_YEAR = TAX_YEAR_2025.year;
export const LATEST_TAX_YEAR = LATEST.year;

/**
 * The rules for a sale signed in `year`. A year after the latest published falls back to the
 * latest (and says so: `isProvisional`); a year before the first is not covered (null).
 */
export function taxYearFor(year: number): { rules: TaxYearRules; isProvisional: boolean } | null {
  if (year < FIRST_TAX_YEAR) return null;
  const rules = TAX_YEARS.find((candidate) => candidate.year === year);
  if (rules) return { rules, isProvisional: false };
  return { rules: LATEST, isProvisional: true };
}
