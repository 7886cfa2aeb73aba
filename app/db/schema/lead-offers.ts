import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads";

export const OFFER_FINANCING = ["mortgage", "cash"] as const;
export type OfferFinancing = (typeof OFFER_FINANCING)[number];

/**
 * What only an offer has: the buyer's terms and the seller's counteroffer. One
 * row per offer lead, gone with it (cascade: retention, listing or account deletion). Where the
 * offer stands is the lead's own `state` (app/domain/leads/offers/offer-states.ts). Amounts are whole euros.
 */
export const leadOffers = pgTable(
  "lead_offers",
  {
    leadId: uuid()
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    financing: text().$type<OfferFinancing>().notNull(),
    /** The buyer's proposed date to sign the arras (a calendar day, Spain). */
    arrasDate: date({ mode: "string" }).notNull(),
    conditions: text().notNull().default(""),
    counterAmount: integer(),
    counterMessage: text(),
    /** When the buyer opened their confirmation link: before it the seller is not told. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The seller's last answer (accept, reject or counteroffer). */
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("lead_offers_financing_check", sql`${table.financing} in ('mortgage', 'cash')`),
    check("lead_offers_amount_check", sql`${table.amount} > 0`),
    check(
      "lead_offers_counter_amount_check",
      sql`${table.counterAmount} is null or ${table.counterAmount} > 0`,
    ),
  ],
);
