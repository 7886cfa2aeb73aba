import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads";
import { properties } from "./properties";

/**
 * Who bought, as the seller answers at step 6 ("¿Quién ha comprado tu vivienda?"): one of the
 * listing's leads, or a buyer who did not come through the platform. The answer decides whether
 * the success fee is due (app/domain/sale/success-fee.ts).
 */
export const BUYER_SOURCES = ["lead", "outside"] as const;
export type BuyerSource = (typeof BUYER_SOURCES)[number];

/**
 * The seller's declaration of the buyer, one per private sale (docs/decisions). A table
 * of its own rather than columns on properties: it points at a lead, and leads already point at
 * properties. Kept while the sale is open so the seller can correct it before paying; fixed once the
 * sale is confirmed. The lead link is set to null if the lead is later deleted (retention), the
 * source stays: the record still says the buyer came through the platform.
 */
export const saleBuyers = pgTable(
  "sale_buyers",
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    source: text().$type<BuyerSource>().notNull(),
    soldToLeadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    declaredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** An outside buyer as the seller names them: compared with the platform's leads. */
    buyerName: text(),
    buyerDni: text(),
  },
  (table) => [
    check("sale_buyers_source_check", sql`${table.source} in ('lead', 'outside')`),
    // An 'outside' buyer never names a lead (a 'lead' one may lose its lead to retention).
    check(
      "sale_buyers_outside_no_lead_check",
      sql`${table.source} = 'lead' or ${table.soldToLeadId} is null`,
    ),
    index("sale_buyers_lead_idx").on(table.soldToLeadId),
  ],
);
