import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

/**
 * What the owner's review of buyer contacts keeps besides the leads
 * (docs/decisions/0024-held-leads.md): the senders an owner marked as spam, and the digests that
 * tell an owner of the contacts held for review.
 */

export const BLOCKED_SENDER_KINDS = ["email", "address"] as const;
export type BlockedSenderKind = (typeof BLOCKED_SENDER_KINDS)[number];

/**
 * A sender one owner marked as spam ('Marcar como spam'): their next contacts to any of this
 * owner's listings are held for review. Keyed hashes only (an e-mail normalised, an address by its
 * /64), never the e-mail or the address itself; gone with the owner's account.
 */
export const blockedSenders = pgTable(
  "blocked_senders",
  {
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<BlockedSenderKind>().notNull(),
    valueHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.kind, table.valueHash] }),
    check("blocked_senders_kind_check", sql`${table.kind} in ('email', 'address')`),
  ],
);

/**
 * One e-mail telling a listing's owner of the contacts held past the listing's rate. A listing has
 * at most one open (unsent) digest: the first held contact opens it, due a while later; the
 * contacts held until then go in it. Sending sets `sentAt` once, so two runs at once send one
 * e-mail, and a listing gets at most one digest per delay.
 */
export const heldLeadDigests = pgTable(
  "held_lead_digests",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("held_lead_digests_open_idx").on(table.propertyId).where(sql`${table.sentAt} is null`),
    index("held_lead_digests_property_idx").on(table.propertyId, table.createdAt.desc()),
  ],
);
