import { sql } from "drizzle-orm";
import { leads, properties } from "#app/db/schema/index";

/** The listings `ownerId` owns: every review query is limited to them in the query itself. */
export const ownedBy = (ownerId: string) =>
  sql`${leads.propertyId} in (select ${properties.id} from ${properties} where ${properties.userId} = ${ownerId})`;

/** A held contact marked as spam: read, so it no longer counts as new. */
export const markedAsSpam = (now: Date) => ({
  review: "spam" as const,
  readAt: sql`coalesce(${leads.readAt}, ${now.toISOString()}::timestamptz)`,
  updatedAt: now,
});
