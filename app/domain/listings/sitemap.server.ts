import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";

/** A sitemap file holds at most 50.000 URLs; beyond that we would need a sitemap index. */
const SITEMAP_LISTING_LIMIT = 45_000;

/**
 * Published listings only (never drafts, unpublished or sold, never a tester's: docs/decisions/0025),
 * newest change first: id and date, nothing else.
 */
export function findPublishedListingsForSitemap(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.isTest, false)))
    .orderBy(desc(properties.updatedAt))
    .limit(SITEMAP_LISTING_LIMIT);
}
