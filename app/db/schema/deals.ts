import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leads } from "./leads";
import { properties } from "./properties";

/** Who said the last 'yes': the seller to the buyer's offer, or the buyer to the seller's counteroffer. */
export const DEAL_ACCEPTED_BY = ["seller", "buyer"] as const;
export type DealAcceptedBy = (typeof DEAL_ACCEPTED_BY)[number];

/**
 * The agreed deal (docs/decisions/0029-agreed-deal.md): written once, when an offer or a
 * counteroffer is accepted, and read by every page, e-mail, card and PDF that names the price. A
 * deal not released is the listing's reservation; releasing it (the deal fell through) keeps the
 * row as history and puts the home back on sale. Amounts are whole euros, as `properties.price`.
 *
 * The buyer's name and e-mail are copied here: the arras are signed with this person, and the
 * offer lead they came from may be deleted by retention before the deed (its link then nulls).
 */
/** The two sides of a deal, as they record that it fell through. */
export const DEAL_PARTIES = ["seller", "buyer"] as const;
export type DealParty = (typeof DEAL_PARTIES)[number];
type FallThroughReason = "financiacion-denegada" | "comprador-desiste" | "vendedor-desiste" | "mutuo-acuerdo";
/** A signed arras contract as the deal keeps it (the arras_contracts row's final state). */
export type SignedArrasRecord = {
  contractId: string;
  signedAt: string;
  terms: unknown;
  pdfStoragePath: string;
  /** Signed online by both: the sealed copy (the contract itself), kept since its version detaches. */
  sealedPdfStoragePath?: string | null;
};

export const deals = pgTable(
  "deals",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    /** The agreed price: the counteroffer when the buyer accepted it, else the buyer's offer. */
    price: integer().notNull(),
    /** The deposit proposed for the arras at that price (app/domain/leads/deals/offer-deal.ts defaultArrasAmount). */
    deposit: integer().notNull(),
    financing: text().$type<"mortgage" | "cash">().notNull(),
    /** The buyer's proposed day to sign the arras. */
    arrasDate: date({ mode: "string" }).notNull(),
    /** The buyer's conditions, as the offer stated them. */
    conditions: text().notNull().default(""),
    acceptedBy: text().$type<DealAcceptedBy>().notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The seller released the reservation (the deal fell through); null while it holds. */
    releasedAt: timestamp({ withTimezone: true }),
    releaseReason: text(),
    /**
     * When the deal fell through by a party's record (app/domain/sale/fall-through.server.ts): the
     * reason from app/domain/sale/fallen-through.ts, who recorded it and the señal's fate as stated
     * to both at that moment (the contract it follows may later be replaced). Null for a release
     * without them (before they existed) and while the deal holds.
     */
    fallThroughReason: text().$type<FallThroughReason>(),
    releasedBy: text().$type<DealParty>(),
    senalFate: text(),
    /**
     * The arras this deal signed, kept when it falls through: the listing's contract row is then
     * cleared for the next buyer's, but a signed contract is the evidence the señal's fate rests on,
     * so its terms, PDF and signing date stay with the deal (both parties and staff still read them).
     */
    signedArras: jsonb().$type<SignedArrasRecord>(),
  },
  (table) => [
    check("deals_accepted_by_check", sql`${table.acceptedBy} in ('seller', 'buyer')`),
    check("deals_price_check", sql`${table.price} > 0 and ${table.deposit} >= 0`),
    check(
      "deals_release_reason_check",
      sql`(${table.releasedAt} is null) = (${table.releaseReason} is null)`,
    ),
    check(
      "deals_fall_through_check",
      sql`(${table.fallThroughReason} is null or ${table.releasedAt} is not null) and (${table.fallThroughReason} is null) = (${table.releasedBy} is null) and (${table.fallThroughReason} is null) = (${table.senalFate} is null)`,
    ),
    check(
      "deals_fall_through_reason_check",
      sql`${table.fallThroughReason} is null or ${table.fallThroughReason} in ('financiacion-denegada', 'comprador-desiste', 'vendedor-desiste', 'mutuo-acuerdo')`,
    ),
    check(
      "deals_released_by_check",
      sql`${table.releasedBy} is null or ${table.releasedBy} in ('seller', 'buyer')`,
    ),
    // One reservation per listing: two acceptances at once, the second insert fails and rolls back.
    uniqueIndex("deals_one_active_per_property_idx")
      .on(table.propertyId)
      .where(sql`${table.releasedAt} is null`),
    index("deals_lead_idx").on(table.leadId),
  ],
);
