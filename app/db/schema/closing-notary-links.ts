import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { users } from "./users";

/**
 * A link to the deal's notary file that a party gave the notary's office
 * (docs/decisions/0055-closing-documents.md): it opens without an account until it expires, or until
 * either party revokes it — the row is what makes a revoked link fail before its expiry.
 */
export const closingNotaryLinks = pgTable(
  "closing_notary_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The account that created it; kept as null if that account is deleted later. */
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    party: text().$type<"seller" | "buyer">().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("closing_notary_links_party_check", sql`${table.party} in ('seller', 'buyer')`),
    check("closing_notary_links_expiry_check", sql`${table.expiresAt} > ${table.createdAt}`),
    index("closing_notary_links_deal_idx").on(table.dealId, table.createdAt),
  ],
);
