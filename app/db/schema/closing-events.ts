import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { users } from "./users";

/** What a party can record in the closing room (app/domain/closing/events.ts names each). */
export const CLOSING_EVENT_KINDS = [
  "deposit_received",
  "mortgage_recorded",
  "notary_chosen",
  "appointment_changed",
  "deed_signed",
  "keys_handed",
  "notary_link_created",
  "notary_link_revoked",
] as const;
export type ClosingEventKind = (typeof CLOSING_EVENT_KINDS)[number];
export type ClosingEventParty = "seller" | "buyer" | "staff";

/**
 * Every change in a deal's closing room, kept as it was recorded and never rewritten: the room's
 * state IS these rows (the latest of each kind), and both parties read them as the history
 * (docs/decisions/0054-closing-room.md). The buyer's 'deed_signed' is the evidence that the sale
 * to a Zaguán buyer happened.
 */
export const closingEvents = pgTable(
  "closing_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The account that recorded it; kept as null if that account is deleted later. */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    party: text().$type<ClosingEventParty>().notNull(),
    kind: text().$type<ClosingEventKind>().notNull(),
    /** The facts recorded (dates, the notary's name and address): see app/domain/closing/events.ts. */
    payload: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("closing_events_party_check", sql`${table.party} in ('seller', 'buyer', 'staff')`),
    check(
      "closing_events_kind_check",
      sql`${table.kind} in ('deposit_received', 'mortgage_recorded', 'notary_chosen', 'appointment_changed', 'deed_signed', 'keys_handed', 'notary_link_created', 'notary_link_revoked')`,
    ),
    index("closing_events_deal_idx").on(table.dealId, table.createdAt),
  ],
);
