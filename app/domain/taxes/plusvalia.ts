import { applyRate } from "./savings-scale";

/** Whole years and the months beyond them between two calendar days (YYYY-MM-DD). */
export function timeHeld(purchaseDate: string, saleDate: string) {
  const [py = 0, pm = 0, pd = 0] = purchaseDate.split("-").map(Number);
  const [sy = 0, sm = 0, sd = 0] = saleDate.split("-").map(Number);
  let months = (sy - py) * 12 + (sm - pm);
  if (sd < pd) months -= 1;
  months = Math.max(0, months);
  return { years: Math.floor(months / 12), months };
}

export type PlusvaliaInput = {
  salePriceCents: number;
  purchasePriceCents: number;
  /** Valor catastral del suelo at the sale. */
  landCadastralCents: number;
  /** Valor catastral total (land + building), for the land's share in the real method. */
  totalCadastralCents: number;
  /** The municipality's rate, basis points. */
  rateBp: number;
  purchaseDate: string;
  saleDate: string;
  /** The year's maximum coefficients, hundredths, index = whole years (last = 20 or more). */
  coefficients: readonly number[];
};

export type PlusvaliaEstimate = {
  /** No increase in the land's value: the sale is not subject (art. 104.5 TRLRHL). */
  isNotSubject: boolean;
  years: number;
  months: number;
  /** Hundredths; prorated by whole months when held under a year (art. 107.4). */
  coefficient: number;
  objective: { baseCents: number; taxCents: number };
  real: { landShareBp: number; baseCents: number; taxCents: number };
  /** The lower base applies (art. 107.5). */
  method: "objective" | "real";
  taxCents: number;
};

/**
 * The plusvalía municipal (IIVTNU) by both methods of the TRLRHL after the RDL 26/2021:
 * objective — land cadastral value × the coefficient for the years held — and real — the gain
 * between the deeds' prices, on the land's share of the cadastral value. The seller pays the
 * lower. The municipality may set lower coefficients or reductions: this uses the maximums.
 */
export function estimatePlusvalia(input: PlusvaliaInput): PlusvaliaEstimate {
  const { years, months } = timeHeld(input.purchaseDate, input.saleDate);
  const lastIndex = input.coefficients.length - 1;
  const yearly = input.coefficients[Math.min(years, lastIndex)] ?? 0;
  // Under a year: the coefficient × whole months / 12, kept in hundredths with decimals.
  const coefficient = years === 0 ? (yearly * months) / 12 : yearly;
  const objectiveBase = Math.round((input.landCadastralCents * coefficient) / 100);

  const landShareBp =
    input.totalCadastralCents > 0
      ? Math.round((input.landCadastralCents * 10_000) / input.totalCadastralCents)
      : 0;
  const gainCents = input.salePriceCents - input.purchasePriceCents;
  const realBase = Math.max(0, Math.round((gainCents * landShareBp) / 10_000));

  const objective = { baseCents: objectiveBase, taxCents: applyRate(objectiveBase, input.rateBp) };
  const real = { landShareBp, baseCents: realBase, taxCents: applyRate(realBase, input.rateBp) };
  const isNotSubject = gainCents <= 0;
  const method = real.baseCents < objective.baseCents ? "real" : "objective";
  return {
    isNotSubject,
    years,
    months,
    coefficient,
    objective,
    real,
    method,
    taxCents: isNotSubject ? 0 : Math.min(objective.taxCents, real.taxCents),
  };
}
