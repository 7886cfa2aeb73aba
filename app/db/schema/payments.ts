import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

export const PAYMENT_PRODUCTS = ["marketing", "final_fee"] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ["test", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Every payment attempt. The law requires keeping payment records after an account is deleted,
 * so user and property links are set to null (anonymised) rather than cascading.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    propertyId: uuid().references(() => properties.id, { onDelete: "set null" }),
    /** Kept so an anonymised record still says what was paid for. */
    propertyTitle: text(),
    productType: text().$type<PaymentProduct>().notNull(),
    /** Cents, computed on the server from the pricing module. */
    amount: integer().notNull(),
    currency: text().notNull().default("eur"),
    status: text().$type<PaymentStatus>().notNull().default("pending"),
    provider: text().$type<PaymentProviderName>().notNull(),
    providerPaymentId: text().notNull().unique(),
    /** Set once the payer's receipt (with its invoice) is queued: a redelivered event never sends two. */
    receiptEmailSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payments_amount_check", sql`${table.amount} > 0`),
    check("payments_product_check", sql`${table.productType} in ('marketing', 'final_fee')`),
    check("payments_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed', 'canceled')`),
    index("payments_user_id_idx").on(table.userId, table.createdAt.desc()),
    // A property can never be charged twice for the same product.
    uniqueIndex("payments_one_success_per_product_idx")
      .on(table.propertyId, table.productType)
      .where(sql`${table.status} = 'succeeded'`),
    // One open attempt at a time per property and product: a second "Pagar" reuses it.
    uniqueIndex("payments_one_pending_per_product_idx")
      .on(table.propertyId, table.productType)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Provider events already applied: a redelivered or duplicated webhook is recognised and skipped. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  provider: text().$type<PaymentProviderName>().notNull(),
  type: text().notNull(),
  providerPaymentId: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own ledger (what Stripe keeps on its side): used only when no Stripe
 * key is configured, so the whole payment flow — intent, confirmation, event, fulfilment — runs offline.
 */
export const testPaymentIntents = pgTable("test_payment_intents", {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  amount: integer().notNull(),
  currency: text().notNull(),
  status: text().$type<"pending" | "succeeded" | "failed" | "canceled">().notNull().default("pending"),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  failureMessage: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's refunds (Stripe keeps its own): the idempotency key answers a retry with the same refund. */
export const testPaymentRefunds = pgTable("test_payment_refunds", {
  id: text().primaryKey(),
  paymentIntentId: text()
    .notNull()
    .references(() => testPaymentIntents.id, { onDelete: "cascade" }),
  amount: integer().notNull(),
  idempotencyKey: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
