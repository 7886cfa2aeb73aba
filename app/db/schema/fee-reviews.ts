import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

/**
 * Where staff stand on a declared outside buyer whose evidence points at a platform lead (issue
 * #35 point 3, docs/decisions/0030): open until an admin charges or waives the success fee.
 */
export const FEE_REVIEW_STATUSES = ["open", "charged", "waived"] as const;
export type FeeReviewStatus = (typeof FEE_REVIEW_STATUSES)[number];

/**
 * One review per private sale, opened in the transaction that closes the sale with an outside buyer
 * when the product's own records (accepted offer, arras buyer, lead log) point at a platform lead.
 * `evidence` is a snapshot taken then, so staff read what the seller saw even after retention
 * deletes the leads. The decision is also written to the admin audit log.
 */
export const feeReviews = pgTable(
  "fee_reviews",
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    status: text().$type<FeeReviewStatus>().notNull().default("open"),
    /** The seller's written reason for declaring an outside buyer despite the evidence. */
    reason: text().notNull(),
    evidence: jsonb().$type<Record<string, unknown>>().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("fee_reviews_status_check", sql`${table.status} in ('open', 'charged', 'waived')`),
    check("fee_reviews_decided_check", sql`(${table.status} = 'open') = (${table.decidedAt} is null)`),
    index("fee_reviews_status_idx").on(table.status, table.openedAt),
  ],
);
