import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

export const AGENCY_DEAL_STAGES = ["arras", "escritura"] as const;
export type AgencyDealStage = (typeof AGENCY_DEAL_STAGES)[number];

/**
 * The agency's 48-hour duty (agency terms): the date its buyer signed the arras, then the deed, as
 * the agency reported it in step 3. One row per listing and stage; a corrected date replaces it.
 * Kept with the listing (cascade); the reporter is set to null if that account is deleted.
 */
export const agencyDealReports = pgTable(
  "agency_deal_reports",
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stage: text().$type<AgencyDealStage>().notNull(),
    signedOn: date({ mode: "string" }).notNull(),
    // The platform's share is a part of the commission on the final price, not the asking one: the
    // agency states the price, the buyer and the signed document. Null on reports made before.
    finalPrice: integer(),
    buyerName: text(),
    /** The signed deed or arras (PDF), in the agency's folder of the contracts bucket. */
    documentStoragePath: text(),
    reportedBy: text().references(() => users.id, { onDelete: "set null" }),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.stage] }),
    check("agency_deal_reports_stage_check", sql`${table.stage} in ('arras', 'escritura')`),
  ],
);
