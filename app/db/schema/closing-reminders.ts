import { sql } from "drizzle-orm";
import { check, date, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals";

/** Which reminder of a dated step: how many days before, or the appointment's (both parties). */
export const CLOSING_REMINDER_KINDS = ["7-dias", "2-dias", "1-dia"] as const;
export type ClosingReminderKind = (typeof CLOSING_REMINDER_KINDS)[number];

/**
 * The reminders of the closing room's dates already e-mailed (docs/decisions/0054-closing-room.md).
 * The unique index is the promise 'each reminder once': the daily job inserts with ON CONFLICT DO
 * NOTHING and mails only the rows it inserted, so a rerun or two instances at once never send one
 * twice. The day is part of the key: a moved appointment is a new date, reminded again.
 */
export const closingRemindersSent = pgTable(
  "closing_reminders_sent",
  {
    id: uuid().primaryKey().defaultRandom(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The timeline step the date belongs to ('escritura', 'plusvalia', 'fein'…). */
    dateKey: text().notNull(),
    /** The day reminded of, a Madrid calendar day. */
    day: date({ mode: "string" }).notNull(),
    kind: text().$type<ClosingReminderKind>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("closing_reminders_sent_kind_check", sql`${table.kind} in ('7-dias', '2-dias', '1-dia')`),
    uniqueIndex("closing_reminders_sent_once_idx").on(table.dealId, table.dateKey, table.day, table.kind),
  ],
);
