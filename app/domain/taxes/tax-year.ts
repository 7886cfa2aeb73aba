/**
 * The shape of one tax year's rates for the sale calculator. Each value travels with the legal
 * text it comes from, so a reviewer checks it against the BOE and next year is one new file in
 * `years/` (docs/decisions/0022-sale-calculator.md).
 */

/** A value and where the law says it. */
export type Sourced<T> = { readonly value: T; readonly source: string };

/** One band of the savings base: taxed at `rateBp` (basis points: 1900 = 19 %) up to `upToCents`. */
export type SavingsBand = { readonly upToCents: number | null; readonly rateBp: number };

export type TaxYearRules = {
  readonly year: number;
  /** IRPF savings base, state + regional scale together (arts. 66.1 and 76 LIRPF). */
  readonly savingsScale: Sourced<readonly SavingsBand[]>;
  /** Non-resident without a permanent establishment: flat rate on the gain. */
  readonly nonResidentGainRateBp: Sourced<number>;
  /** What the buyer keeps back from a non-resident seller and pays to Hacienda (modelo 211). */
  readonly nonResidentWithholdingBp: Sourced<number>;
  /** Age from which selling the primary residence is exempt. */
  readonly seniorExemptionAge: Sourced<number>;
  /**
   * Plusvalía municipal, objective method: the maximum coefficient on the land's cadastral value,
   * in hundredths, by complete years held; index 0 is 'less than a year', the last is '20 or more'.
   */
  readonly plusvaliaCoefficients: Sourced<readonly number[]>;
  /** The highest rate a municipality may set (basis points). */
  readonly plusvaliaMaxRateBp: Sourced<number>;
};
