import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads";

/**
 * What only a viewing lead has: the times the buyer proposed, the one the
 * seller confirmed or proposed instead, the calendar invitation's sequence, and the buyer's rating
 * after the visit. One row per viewing lead; it goes with its lead.
 */
export const leadViewings = pgTable(
  "lead_viewings",
  {
    leadId: uuid()
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The buyer's one to three proposed times (instants; shown in Europe/Madrid). */
    proposedSlots: timestamp({ withTimezone: true }).array().notNull(),
    /** The time agreed ('confirmed') or the one the seller proposed instead ('rescheduled'). */
    scheduledAt: timestamp({ withTimezone: true }),
    /** RFC 5545 SEQUENCE of the invitation: raised by every change sent for the same UID. */
    calendarSequence: integer().notNull().default(0),
    /**
     * How many times the seller proposed another time ('Proponer otra hora'): each one mails the
     * buyer, so it is capped per viewing, counted here in the same statement that moves the state.
     */
    timeProposals: integer().notNull().default(0),
    rating: integer(),
    ratingComment: text(),
    /**
     * The comment in Spanish, by the translation adapter, for a buyer who rated in another language;
     * null until it is translated, and for good when the adapter is off or failed.
     */
    ratingCommentTranslation: text(),
    ratedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("lead_viewings_rating_check", sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);
