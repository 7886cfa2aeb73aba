import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

export const propertyContracts = pgTable(
  "property_contracts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The exact HTML the user accepted. */
    contractHtml: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
    /** Private storage key of the signed PDF. */
    pdfStoragePath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("property_contracts_user_id_idx").on(table.userId, table.acceptedAt.desc())],
);
