import type { Community } from "./communities";
import { ITP_2026, type ItpRule } from "./itp-2026";
import { type EuroRange, notaryEstimate, registryEstimate } from "./notary-registry";

export type PurchaseCosts = {
  community: Community;
  /** A home (piso, casa…), not premises, a garage or land: the rates and the new-home note differ. */
  isHome: boolean;
  /** The rate of the band the value falls in, before any bonus. */
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

/**
 * What buying a second-hand home at `price` in `community` costs on top of the price, in whole
 * euros. The ITP is due on the higher of the price and the Catastro's reference value; we know
 * only the price, so the price stands in for both (the page says so).
 */
export function purchaseCosts(price: number, community: Community, isHome = true): PurchaseCosts {
  const rule = ITP_2026[community];
  const ratePercent = itpRateFor(rule, price, isHome);
  const bonus = rule.bonusPercent ?? 0;
  const itp = Math.round(((price * ratePercent) / 100) * (1 - bonus / 100));
  const notary = notaryEstimate(price);
  const registry = registryEstimate(price);
  return {
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
