import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

/**
 * The arras contract of a private sale (step 4): one per property. A draft is
 * rewritten (terms and PDF) each time the seller generates it again; once `signedAt` is set the
 * row and its PDF are final.
 */
export const arrasContracts = pgTable(
  "arras_contracts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The validated form (ArrasTerms) the PDF was written from: the form reopens with it. */
    terms: jsonb().notNull(),
    /** Private storage key of the latest PDF (bucket property-contracts, under the owner's folder). */
    pdfStoragePath: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the current draft was generated. */
    draftedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the seller marked it signed ('Marcar como firmado'); null while a draft. */
    signedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("arras_contracts_property_id_idx").on(table.propertyId),
    index("arras_contracts_user_id_idx").on(table.userId, table.draftedAt.desc()),
  ],
);
