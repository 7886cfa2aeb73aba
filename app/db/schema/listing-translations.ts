import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/** Who wrote a translation: the seller, or the translation service (a proposal until the seller saves it). */
export const TRANSLATION_SOURCES = ["seller", "machine"] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

/**
 * A listing's description in another language than Spanish (the Spanish one stays in
 * properties.description): one per listing and language, shown on the listing in that language and
 * sent to the portals abroad. `reviewed_at` is set once a person (the seller) saved it.
 */
export const listingTranslations = pgTable(
  "listing_translations",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    description: text().notNull(),
    source: text({ enum: TRANSLATION_SOURCES }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("listing_translations_property_locale_idx").on(table.propertyId, table.locale),
    check("listing_translations_locale_check", sql`${table.locale} in ('en', 'de', 'fr', 'nl')`),
    check("listing_translations_source_check", sql`${table.source} in ('seller', 'machine')`),
  ],
);
