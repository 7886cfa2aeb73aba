/** How long a listing says 'Ha bajado de precio' after its price went down. */
export const PRICE_DROP_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A recorded change of a published listing's price (price_changes, written by a trigger). */
export type PriceChange = { previousPrice: number; newPrice: number; changedAt: Date };

/**
 * The price to show struck through beside the current one, or null. The latest drop counts when it
 * happened within the last 30 days and the listing still costs less than before it: a later rise
 * back to (or above) the old price takes the badge away, as the drop is no longer true.
 */
export function recentPriceDrop(
  changes: readonly PriceChange[],
  currentPrice: number | null,
  now: Date,
): { previousPrice: number; changedAt: Date } | null {
  if (currentPrice === null) return null;
  const drops = changes.filter((change) => change.newPrice < change.previousPrice);
  const latest = drops.reduce<PriceChange | null>(
    (newest, change) => (newest === null || change.changedAt > newest.changedAt ? change : newest),
    null,
  );
  if (!latest) return null;
  const age = now.getTime() - latest.changedAt.getTime();
  if (age < 0 || age > PRICE_DROP_WINDOW_DAYS * DAY_MS) return null;
  if (currentPrice >= latest.previousPrice) return null;
  return { previousPrice: latest.previousPrice, changedAt: latest.changedAt };
}
