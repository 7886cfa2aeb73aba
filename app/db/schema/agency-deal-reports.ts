import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

export const AGENCY_DEAL_STAGES = ["arras", "escritura"] as const;
export type AgencyDealStage = (typeof AGENCY_DEAL_STAGES)[number];

export const AGENCY_DEAL_REPORT_STATUSES = ["pending", "confirmed"] as const;
export type AgencyDealReportStatus = (typeof AGENCY_DEAL_REPORT_STATUSES)[number];

/**
 * The agency's 48-hour duty (agency terms): the signing its buyer did (arras, then deed), with the
 * final price, the buyer and the signed document, as the agency reported it in step 3. A report is
 * first stored 'pending' with its uploaded document (the confirmation step shows the platform's
 * share without asking for the file again), then 'confirmed'. One pending report per listing (a new
 * first post replaces it) and one confirmed report per listing and stage (a correction replaces it).
 * Reports from before the price was asked carry no price, buyer nor document. Kept with the listing
 * (cascade); the reporter is set to null if that account is deleted.
 */
export const agencyDealReports = pgTable(
  "agency_deal_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stage: text().$type<AgencyDealStage>().notNull(),
    // Existing rows were all sent before a confirmation step existed: they count as confirmed.
    status: text().$type<AgencyDealReportStatus>().notNull().default("confirmed"),
    signedOn: date({ mode: "string" }).notNull(),
    /** The final sale price, whole euros. */
    finalPrice: integer(),
    buyerName: text(),
    /** The signed deed or arras, in the private contracts bucket. */
    documentKey: text(),
    documentType: text(),
    /** The platform's share of the commission at the final price, euros sin IVA, computed by the server. */
    platformShare: numeric({ precision: 12, scale: 2, mode: "number" }),
    reportedBy: text().references(() => users.id, { onDelete: "set null" }),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("agency_deal_reports_confirmed_stage")
      .on(table.propertyId, table.stage)
      .where(sql`${table.status} = 'confirmed'`),
    uniqueIndex("agency_deal_reports_one_pending")
      .on(table.propertyId)
      .where(sql`${table.status} = 'pending'`),
    check("agency_deal_reports_stage_check", sql`${table.stage} in ('arras', 'escritura')`),
    check("agency_deal_reports_status_check", sql`${table.status} in ('pending', 'confirmed')`),
  ],
);
