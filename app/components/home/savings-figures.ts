import { type Amount, estimateSavings, parsePriceInput, type SavingsEstimate } from "#app/domain/savings";
import { formatPrice } from "#app/lib/format";

const euros = (cents: number) => formatPrice(cents / 100);
const range = (low: Amount, high: Amount, key: keyof Amount) => `${euros(low[key])} – ${euros(high[key])}`;

/** The calculator's figures as text, by the `data-calc` name of the element that shows each. */
export type SavingsFigures = Record<
  "saving" | "price" | "agencyBase" | "agencyTotal" | "zaguanBase" | "zaguanTotal",
  string
>;

/**
 * What the calculator shows for a typed price, or null when it is no price (empty, 0, absurd).
 * Shared by the server's render and the landing's enhancement script, which updates the figures
 * as the owner types (app/enhance/calculator.ts).
 */
export function savingsFigures(typed: string): SavingsFigures | null {
  const price = parsePriceInput(typed);
  const estimate: SavingsEstimate | null = price === null ? null : estimateSavings(price);
  if (!estimate) return null;
  return {
    saving: `entre ${euros(estimate.savingMin.base)} y ${euros(estimate.savingMax.base)}`,
    price: formatPrice(estimate.price),
    agencyBase: range(estimate.agencyMin, estimate.agencyMax, "base"),
    agencyTotal: range(estimate.agencyMin, estimate.agencyMax, "total"),
    zaguanBase: range(estimate.zaguanMarketingOnly, estimate.zaguanWithSuccessFee, "base"),
    zaguanTotal: range(estimate.zaguanMarketingOnly, estimate.zaguanWithSuccessFee, "total"),
  };
}
