import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { properties } from "./properties";
import { users } from "./users";

/**
 * What a signed-in buyer keeps (favourites, saved searches) and what
 * the alert job has told them. All of it is the buyer's personal data: it goes with the account
 * (cascade) and is in their 'Descargar mis datos'.
 */

/** A listing a user saved with the heart. Gone with the listing only when the listing is deleted. */
export const favourites = pgTable(
  "favourites",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    // The alert job looks up who saved a listing whose price dropped.
    index("favourites_property_idx").on(table.propertyId),
  ],
);

/**
 * How often a user wants to hear of a saved search, or of their favourites' price drops: at once,
 * in one e-mail a day, or not at all.
 */
export const ALERT_FREQUENCIES = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A portal search a user saved with a name. `query` is the portal's own query string without the
 * page (`portalSearchParams`), so 'Ver resultados' is the portal URL and the alert job matches
 * with the portal's own filters (app/domain/listings/portal-where.server.ts `portalWhere`).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** '' (every listing) or '?provincia=Madrid&tipo=piso…'. */
    query: text().notNull(),
    alertFrequency: text().$type<AlertFrequency>().notNull().default("instant"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "saved_searches_alert_frequency_check",
      sql`${table.alertFrequency} in ('instant', 'daily', 'off')`,
    ),
    // The same filters saved twice would alert twice for nothing.
    uniqueIndex("saved_searches_user_query_idx").on(table.userId, table.query),
    index("saved_searches_alerting_idx")
      .on(table.alertFrequency)
      .where(sql`${table.alertFrequency} <> 'off'`),
  ],
);

/** A user's choice for their favourites' price drops; no row means 'instant'. */
export const alertSettings = pgTable(
  "alert_settings",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    priceDropFrequency: text().$type<AlertFrequency>().notNull().default("instant"),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "alert_settings_price_drop_frequency_check",
      sql`${table.priceDropFrequency} in ('instant', 'daily', 'off')`,
    ),
  ],
);

/**
 * Every change of a published listing's price, written by a trigger on `properties` (migration
 * 0017) in the same transaction as the change, whichever code path made it. The detail page's 'Ha
 * bajado de precio' and the favourites' price-drop alerts read it. Whole euros.
 */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    previousPrice: integer().notNull(),
    newPrice: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("price_changes_property_changed_idx").on(table.propertyId, table.changedAt.desc()),
    index("price_changes_changed_at_idx").on(table.changedAt),
  ],
);

/** Why a user was told of a listing: new, cheaper, or on sale again after a deal fell through. */
export const ALERT_REASONS = ["new_listing", "price_drop", "back_on_sale"] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/**
 * One row per listing a user is (to be) told of. The unique indexes are the promise 'never the same
 * listing twice to the same person': the job inserts with ON CONFLICT DO NOTHING and mails only the
 * rows it inserted, so two runs at once cannot both send one. A daily row waits with `sentAt` null
 * until the day's digest takes it.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text().$type<AlertReason>().notNull(),
    /** The search that matched (new listings); kept as null if the search is deleted later. */
    savedSearchId: uuid().references(() => savedSearches.id, { onDelete: "set null" }),
    /** The drop that was told (price drops): each drop once, a later drop again. */
    priceChangeId: uuid().references(() => priceChanges.id, { onDelete: "cascade" }),
    /**
     * The deal that fell through (back on sale): each return to sale once, even to a buyer told of
     * the listing when it was new, since the reservation had taken it off the market.
     */
    dealId: uuid().references(() => deals.id, { onDelete: "cascade" }),
    frequency: text().$type<Exclude<AlertFrequency, "off">>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its e-mail was queued; null while a daily one waits for the digest. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "alert_deliveries_reason_check",
      sql`${table.reason} in ('new_listing', 'price_drop', 'back_on_sale')`,
    ),
    check("alert_deliveries_frequency_check", sql`${table.frequency} in ('instant', 'daily')`),
    uniqueIndex("alert_deliveries_listing_once_idx")
      .on(table.userId, table.propertyId)
      .where(sql`${table.reason} = 'new_listing'`),
    uniqueIndex("alert_deliveries_drop_once_idx")
      .on(table.userId, table.priceChangeId)
      .where(sql`${table.reason} = 'price_drop'`),
    uniqueIndex("alert_deliveries_back_on_sale_once_idx")
      .on(table.userId, table.dealId)
      .where(sql`${table.reason} = 'back_on_sale'`),
    index("alert_deliveries_pending_digest_idx").on(table.userId).where(sql`${table.sentAt} is null`),
  ],
);

/** One row per user and day (Europe/Madrid) a digest was sent: never more than one a day. */
export const alertDigests = pgTable(
  "alert_digests",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
