import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { priceChanges } from "#app/db/schema/index";
import { isUuid } from "#app/lib/uuid";
import { PRICE_DROP_WINDOW_DAYS, type PriceChange } from "./price-drop";

/**
 * A listing's price changes of the last 30 days (the detail page's 'Ha bajado de precio' decides
 * with `recentPriceDrop`, which needs no order). Few rows: a price changes a handful of times a month.
 */
export async function recentPriceChanges(db: Db, propertyId: string): Promise<PriceChange[]> {
  return (await recentPriceChangesOf(db, [propertyId])).get(propertyId) ?? [];
}

/** The same for several listings at once ('Favoritos'), by listing id. */
export async function recentPriceChangesOf(
  db: Db,
  propertyIds: readonly string[],
): Promise<Map<string, PriceChange[]>> {
  const byListing = new Map<string, PriceChange[]>();
  const ids = propertyIds.filter((id) => isUuid(id));
  if (ids.length === 0) return byListing;
  const rows = await db
    .select({
      propertyId: priceChanges.propertyId,
      previousPrice: priceChanges.previousPrice,
      newPrice: priceChanges.newPrice,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .where(
      and(
        inArray(priceChanges.propertyId, ids),
        sql`${priceChanges.changedAt} > now() - make_interval(days => ${PRICE_DROP_WINDOW_DAYS + 1})`,
      ),
    );
  for (const { propertyId, ...change } of rows)
    byListing.set(propertyId, [...(byListing.get(propertyId) ?? []), change]);
  return byListing;
}
