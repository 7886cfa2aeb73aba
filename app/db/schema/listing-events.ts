import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/** What a visitor did on a listing that the funnel counts besides leads. */
export const LISTING_EVENT_KINDS = ["view", "phone_click"] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/**
 * One row per visitor, listing, kind and day (the funnel). A visitor is known only by
 * `visitorHash`: a keyed hash of their address and browser with a salt of that day, which nobody
 * without the server's secret can recompute; neither the address nor the browser is stored. The
 * unique index makes a second view the same day (even two at the same instant) count once. Once
 * the day is over the hash has done its work and is set to null (docs/decisions/0012-listing-funnel.md),
 * which the index allows any number of times.
 */
export const listingEvents = pgTable(
  "listing_events",
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text().$type<ListingEventKind>().notNull(),
    /** The calendar day in Spain (Europe/Madrid) the visit fell on. */
    day: date({ mode: "string" }).notNull(),
    visitorHash: text(),
  },
  (table) => [
    check("listing_events_kind_check", sql`${table.kind} in ('view', 'phone_click')`),
    uniqueIndex("listing_events_once_a_day_idx").on(
      table.propertyId,
      table.day,
      table.kind,
      table.visitorHash,
    ),
    index("listing_events_day_idx").on(table.day),
  ],
);
