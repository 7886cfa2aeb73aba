import { type AnyColumn, sql } from "drizzle-orm";
import { deals } from "#app/db/schema/index";

/**
 * Whether the listing whose id is in `propertyId` has a deal that holds: the reservation as a SQL
 * condition, for the reads that list listings (portal, dashboard, favourites). Served by the
 * partial unique index on deals. The deal itself is agreed and released in leads/deals/offer-deal.server.ts.
 */
export const hasActiveDeal = (propertyId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${deals} where ${deals.propertyId} = ${propertyId} and ${deals.releasedAt} is null)`;
