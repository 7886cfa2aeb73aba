import type { Community } from "./communities";
import { ITP_2026, type ItpRule } from "./itp-2026";
import { type EuroRange, notaryEstimate, registryEstimate } from "./notary-registry";

export type PurchaseCosts = {
  /** The price the costs are for: the listed one. */
  price: number;
  community: Community;
  /** A home (piso, casa…), not premises, a garage or land: the rates and the new-home note differ. */
  isHome: boolean;
  /** The rate, before any bonus; with bands, the average the scale gives this value («tipo medio»). */
  itpRatePercent: number;
  /** The community has bands: the rate depends on the price. */
  itpHasBands: boolean;
  /** Ceuta and Melilla: the 50 % bonus on the tax. */
  itpBonusPercent: number | null;
  itp: number;
  notary: EuroRange;
  registry: EuroRange;
  /** ITP, notary and registry together. */
  total: EuroRange;
};

/** The rate of the band `value` falls in. */
export function itpRateFor(rule: ItpRule, value: number, isHome = true): number {
  if (!isHome && rule.nonHomeRatePercent !== undefined) return rule.nonHomeRatePercent;
  const band = rule.bands.find((candidate) => candidate.upTo === null || value <= candidate.upTo);
  return (band ?? rule.bands[rule.bands.length - 1])?.ratePercent ?? 0;
}

/** The tax before any bonus, in euros (not rounded): the scale band by band, or one rate on all. */
export function itpBeforeBonus(rule: ItpRule, value: number, isHome = true): number {
  if (rule.wholeValue || rule.bands.length === 1 || (!isHome && rule.nonHomeRatePercent !== undefined))
    return (value * itpRateFor(rule, value, isHome)) / 100;
  let tax = 0;
  let from = 0;
  for (const band of rule.bands) {
    const to = band.upTo === null ? value : Math.min(value, band.upTo);
    if (to > from) tax += ((to - from) * band.ratePercent) / 100;
    if (band.upTo === null || value <= band.upTo) break;
    from = band.upTo;
  }
  return tax;
}

/**
 * What buying a second-hand home at `price` in `community` costs on top of the price, in whole
 * euros. The ITP is due on the higher of the price and the Catastro's reference value; we know
 * only the price, so the price stands in for both (the page says so).
 */
export function purchaseCosts(price: number, community: Community, isHome = true): PurchaseCosts {
  const rule = ITP_2026[community];
  const beforeBonus = itpBeforeBonus(rule, price, isHome);
  const ratePercent = price > 0 ? Math.round((beforeBonus / price) * 10_000) / 100 : 0;
  const bonus = rule.bonusPercent ?? 0;
  const itp = Math.round(beforeBonus * (1 - bonus / 100));
  const notary = notaryEstimate(price);
  const registry = registryEstimate(price);
  return {
    price,
    community,
    isHome,
    itpRatePercent: ratePercent,
    itpHasBands: rule.bands.length > 1 && (isHome || rule.nonHomeRatePercent === undefined),
    itpBonusPercent: rule.bonusPercent ?? null,
    itp,
    notary,
    registry,
    total: { low: itp + notary.low + registry.low, high: itp + notary.high + registry.high },
  };
}

/** A rate as Spanish text writes it: 7.75 → '7,75 %'. */
export function formatRatePercent(percent: number): string {
  return `${String(Math.round(percent * 100) / 100).replace(".", ",")} %`;
}
