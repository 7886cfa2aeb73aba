import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type PropertyOrigin, properties } from "./properties";

/** Euros per m², as the order 'euro-m2' writes it (portal.server.ts): the index must match it. */
const pricePerM2 = (table: { price: AnyPgColumn; size: AnyPgColumn }) =>
  sql`(${table.price}::numeric / nullif(${table.size}, 0))`;

/**
 * The portal's narrow copy of every published listing: the fields it filters, sorts and counts
 * on, and nothing else. A trigger on `properties` (migration 0005) writes it in the same
 * transaction as the listing, so it is never behind. Why a table of its own: a listing row is
 * about 2 KB (description, photo URLs), so counting 1.000 text matches read 1.000 table pages,
 * most of them outside PostgreSQL's cache at 100.000 listings; here ~50 rows share a page
 * (docs/benchmarks/portal.md).
 */
export const portalSearch = pgTable(
  "portal_search",
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * When the listing (last) entered the portal: the trigger's upsert never sets it, so an edit
     * keeps it and a re-publication starts it again. The buyers' alerts take 'new' from here
     *; `createdAt` is when the draft was started.
     */
    listedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    province: text(),
    propertyType: text(),
    propertyOrigin: text().$type<PropertyOrigin>().notNull(),
    /** Title and address, lower case and without accents: `immutable_unaccent(lower(…))`. */
    searchText: text().notNull(),
    /** The buyer's filters and orders (migration 0020): copies of the listing's own. */
    price: integer(),
    bedrooms: integer(),
    bathrooms: integer(),
    size: integer(),
    features: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index("portal_search_newest_idx").on(table.createdAt.desc(), table.propertyId.desc()),
    // The filters a GIN index can answer, in one index (btree_gin for the plain columns): a word
    // within a province, type or feature is intersected inside the index, so a rarer word's rows
    // are found first and only they are read (migration 0043). Any one of them alone uses it too.
    index("portal_search_filters_idx").using(
      "gin",
      table.province,
      table.propertyType,
      table.features,
      sql`${table.searchText} gin_trgm_ops`,
    ),
    index("portal_search_province_type_idx").on(table.province, table.propertyType, table.propertyOrigin),
    index("portal_search_type_idx").on(table.propertyType, table.propertyOrigin),
    index("portal_search_listed_at_idx").on(table.listedAt),
    // 'Precio más bajo / más alto' reads the first page off this index; a budget is a range on it.
    index("portal_search_price_idx").on(table.price, table.propertyId),
    index("portal_search_size_idx").on(table.size, table.propertyId),
    // 'Más caros' and 'Más grandes' sort descending with nulls last, an order the ascending indexes
    // above can only give read backwards as nulls first (migration 0022).
    index("portal_search_price_desc_idx").on(
      table.price.desc().nullsLast(),
      table.propertyId.desc().nullsFirst(),
    ),
    index("portal_search_size_desc_idx").on(
      table.size.desc().nullsLast(),
      table.propertyId.desc().nullsFirst(),
    ),
    // 'Precio por m²' reads its first page off this index instead of sorting every match.
    index("portal_search_price_per_m2_idx").on(pricePerM2(table), table.propertyId),
    // A province is the filter most searches set, and Madrid or Barcelona hold a tenth of the
    // listings each: the orders below, within it, read one page of index entries instead of
    // filtering the whole-portal index past every other province's rows
    // (docs/benchmarks/portal-at-scale.md).
    index("portal_search_province_newest_idx").on(
      table.province,
      table.createdAt.desc(),
      table.propertyId.desc(),
    ),
    // Migration 0043 gives it every filtered column as INCLUDE (which Drizzle cannot write), so a
    // common word's count within a province reads index entries, not a table page per match.
    index("portal_search_province_price_idx").on(table.province, table.price, table.propertyId),
    index("portal_search_province_price_desc_idx").on(
      table.province,
      table.price.desc().nullsLast(),
      table.propertyId.desc().nullsFirst(),
    ),
    index("portal_search_province_price_per_m2_idx").on(table.province, pricePerM2(table), table.propertyId),
  ],
);
