import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/**
 * Why a private sale owes its success fee: the seller named a platform lead at step 6, staff
 * charged it after reviewing an outside declaration, or the buyer confirmed the deed in the
 * closing room.
 */
export const SUCCESS_FEE_REASONS = ["platform_buyer", "review_charged", "deed_confirmed"] as const;
export type SuccessFeeReason = (typeof SUCCESS_FEE_REASONS)[number];

/**
 * A success fee that is owed, one per private sale. Only the debt and why it arose live here: the
 * amount is the pricing module's, and whether it was paid is the succeeded 'final_fee' payment of
 * the property (payments), never a copy. `reminderSentAt` claims the one reminder e-mail.
 */
export const successFees = pgTable(
  "success_fees",
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text().$type<SuccessFeeReason>().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reminderSentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "success_fees_reason_check",
      sql`${table.reason} in ('platform_buyer', 'review_charged', 'deed_confirmed')`,
    ),
    index("success_fees_reminder_idx").on(table.dueAt).where(sql`${table.reminderSentAt} is null`),
  ],
);
