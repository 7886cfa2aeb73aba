import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { invoices } from "./invoices";
import { type PaymentProviderName, payments } from "./payments";
import { users } from "./users";

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back on a payment, the one record of it (ADR 0040): what the R invoice states and
 * what 'Mis Pagos' shows are read from here and from that invoice. The row is written 'pending'
 * before the provider is asked, so its amount is reserved against what is left to refund and a
 * second request cannot pass the limit meanwhile; it becomes 'succeeded' in the transaction that
 * issues its R invoice, or 'failed' (its amount no longer counts) when the provider refuses.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    /** The F invoice it rectifies. */
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** The R invoice issued for it; set when it succeeds. */
    rectifyingInvoiceId: uuid().references(() => invoices.id, { onDelete: "restrict" }),
    /** The staff form's one-time key: a double submit or a retried post finds this row again. */
    requestKey: text().notNull(),
    /** Cents given back (IVA included), always positive; the R invoice states it negative. */
    amount: integer().notNull(),
    status: text().$type<RefundStatus>().notNull().default("pending"),
    provider: text().$type<PaymentProviderName>().notNull(),
    providerRefundId: text(),
    reason: text().notNull(),
    /** Who refunded; the e-mail is copied so the record stays readable after the account goes. */
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    failureMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("payment_refunds_amount_check", sql`${table.amount} > 0`),
    check("payment_refunds_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check(
      "payment_refunds_succeeded_check",
      sql`${table.status} <> 'succeeded' or (${table.rectifyingInvoiceId} is not null and ${table.providerRefundId} is not null)`,
    ),
    uniqueIndex("payment_refunds_request_key_idx").on(table.requestKey),
    uniqueIndex("payment_refunds_provider_refund_id_idx").on(table.providerRefundId),
    index("payment_refunds_payment_id_idx").on(table.paymentId),
  ],
);
