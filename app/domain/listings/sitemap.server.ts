import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";

/** A sitemap file holds at most 50.000 URLs; beyond that we would need a sitemap index. */
const SITEMAP_LISTING_LIMIT = 45_000;

/** Published listings only (never drafts, unpublished or sold), newest change first: id and date, nothing else. */
export function findPublishedListingsForSitemap(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(desc(properties.updatedAt))
    .limit(SITEMAP_LISTING_LIMIT);
}
