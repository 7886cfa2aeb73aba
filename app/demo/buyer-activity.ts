import type { favourites, priceChanges } from "#app/db/schema/index";

/**
 * The private seller's demo account has saved two listings
 * (one since sold, which 'Favoritos' shows as such), and a chalet dropped its price five days ago
 * ('Ha bajado de precio' on its page). Adds rows only: the listings and their counts are unchanged.
 */
export const DEMO_PRICE_DROP = { slug: "emporda-torroella", previousPrice: 489_000, daysAgo: 5 } as const;
export const DEMO_FAVOURITES = {
  owner: "particular",
  slugs: ["emporda-torroella", "arganzuela-delicias"],
} as const;

export function buildBuyerActivityRows({
  propertyIds,
  prices,
  userId,
  now,
}: {
  /** Demo listing id by slug. */
  propertyIds: ReadonlyMap<string, string>;
  prices: ReadonlyMap<string, number | null>;
  userId: string;
  now: Date;
}) {
  const favouriteRows: (typeof favourites.$inferInsert)[] = [];
  for (const [index, slug] of DEMO_FAVOURITES.slugs.entries()) {
    const propertyId = propertyIds.get(slug);
    if (propertyId)
      favouriteRows.push({
        userId,
        propertyId,
        createdAt: new Date(now.getTime() - (index + 2) * 86_400_000),
      });
  }
  const priceChangeRows: (typeof priceChanges.$inferInsert)[] = [];
  const dropped = propertyIds.get(DEMO_PRICE_DROP.slug);
  const newPrice = prices.get(DEMO_PRICE_DROP.slug);
  if (dropped && newPrice && newPrice < DEMO_PRICE_DROP.previousPrice)
    priceChangeRows.push({
      propertyId: dropped,
      previousPrice: DEMO_PRICE_DROP.previousPrice,
      newPrice,
      changedAt: new Date(now.getTime() - DEMO_PRICE_DROP.daysAgo * 86_400_000),
    });
  return { favouriteRows, priceChangeRows };
}
