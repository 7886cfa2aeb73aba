import type { SavingsBand } from "./tax-year";

export type Tranche = {
  fromCents: number;
  /** Null for the open top band. */
  toCents: number | null;
  rateBp: number;
  /** The part of the gain that falls in this band. */
  baseCents: number;
  taxCents: number;
};

/** `cents × rate` rounded to the cent, with the rate in basis points. */
export const applyRate = (cents: number, rateBp: number) => Math.round((cents * rateBp) / 10_000);

/**
 * The IRPF savings scale applied band by band (arts. 66.1 and 76 LIRPF): each slice of the gain
 * pays its own band's rate. Only the bands the gain reaches are returned, so the page can show
 * the working line by line ('6.000 € al 19 %').
 */
export function taxBySavingsScale(gainCents: number, scale: readonly SavingsBand[]) {
  const tranches: Tranche[] = [];
  let fromCents = 0;
  for (const band of scale) {
    if (gainCents <= fromCents) break;
    const top = band.upToCents === null ? gainCents : Math.min(gainCents, band.upToCents);
    const baseCents = top - fromCents;
    tranches.push({
      fromCents,
      toCents: band.upToCents,
      rateBp: band.rateBp,
      baseCents,
      taxCents: applyRate(baseCents, band.rateBp),
    });
    if (band.upToCents === null) break;
    fromCents = band.upToCents;
  }
  return { tranches, totalCents: tranches.reduce((sum, tranche) => sum + tranche.taxCents, 0) };
}
