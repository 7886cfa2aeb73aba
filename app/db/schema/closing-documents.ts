import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { users } from "./users";

export type ClosingDocumentParty = "seller" | "buyer" | "staff";

/**
 * The documents of a deal's closing, one row per upload or per "received on paper" mark, never
 * rewritten: an item's state is its newest row, the older ones its history
 * (docs/decisions/0055-closing-documents.md). A file lives in the private contracts bucket under
 * `storageKey`; a paper mark has none.
 */
export const closingDocuments = pgTable(
  "closing_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The checklist item (app/domain/closing/documents.ts). */
    itemKey: text().notNull(),
    storageKey: text(),
    fileName: text(),
    /** Read from the file's first bytes, never from its name. */
    contentType: text(),
    size: integer(),
    /** The date printed on a nota simple, for its age. */
    issuedOn: date({ mode: "string" }),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    party: text().$type<ClosingDocumentParty>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When this change e-mailed the other party; null when an earlier e-mail within the hour covered it. */
    toldAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("closing_documents_party_check", sql`${table.party} in ('seller', 'buyer', 'staff')`),
    check(
      "closing_documents_file_check",
      sql`(${table.storageKey} is null) = (${table.contentType} is null)`,
    ),
    index("closing_documents_deal_idx").on(table.dealId, table.itemKey, table.createdAt),
  ],
);
