import { sql } from "drizzle-orm";
import { check, date, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    reportedBy: text().references(() => users.id, { onDelete: "set null" }),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.stage] }),
    check("agency_deal_reports_stage_check", sql`${table.stage} in ('arras', 'escritura')`),
  ],
);
