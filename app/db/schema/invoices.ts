import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { payments } from "./payments";
import { users } from "./users";

/** F: ordinary invoices. R: facturas rectificativas (docs/decisions/0040-rectifying-invoices.md). */
export const INVOICE_SERIES = ["F", "R"] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];
export const INVOICE_CUSTOMER_KINDS = ["particular", "agency"] as const;
export type InvoiceCustomerKind = (typeof INVOICE_CUSTOMER_KINDS)[number];
/**
 * Why an R invoice rectifies (the AEAT's TipoFacturaRectificativa): R1, art. 80 Uno, Dos y Seis
 * LIVA — a fee refunded, the operation cancelled or its price reduced; R4, any other correction
 * (the customer's name, NIF or address was wrong). ADR 0040.
 */
export const RECTIFICATION_TYPES = ["R1", "R4"] as const;
export type RectificationType = (typeof RECTIFICATION_TYPES)[number];

/**
 * The last number given in each series and year. The row is locked by the payment's own
 * transaction while it takes the next number, so numbers follow one another without gaps: a
 * transaction that rolls back gives its number back with it.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text().$type<InvoiceSeries>().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * A factura completa (RD 1619/2012, art. 6) exactly as issued: issuer and customer are copied in,
 * not joined, because the invoice must say what it said on the day even after a profile changes
 * or an account is deleted. A trigger (migration 0013) refuses any change to an issued invoice
 * except the owner link going to null when the account is deleted, and refuses deleting one.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    series: text().$type<InvoiceSeries>().notNull(),
    year: integer().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The payment it invoices; payments are never deleted (tax law), so neither link can dangle. */
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    /** Who may download it. Not part of the invoice: set to null when the account is deleted. */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    issuerName: text().notNull(),
    issuerTaxId: text().notNull(),
    issuerAddress: text().notNull(),
    customerKind: text().$type<InvoiceCustomerKind>().notNull(),
    customerName: text().notNull(),
    customerTaxId: text(),
    customerAddress: text(),
    /**
     * A customer abroad (ADR 0060): their country (ISO 3166-1 alpha-2) and the AEAT IDType of
     * customerTaxId, which the Veri*factu record sends as IDOtro instead of NIF. Null in Spain.
     */
    customerCountry: text(),
    customerIdType: text(),
    description: text().notNull(),
    /** Cents. */
    base: integer().notNull(),
    ivaRate: integer().notNull(),
    iva: integer().notNull(),
    total: integer().notNull(),
    /** For a rectificativa: the invoice it corrects (an F; never deleted, as no invoice is). */
    rectifiesInvoiceId: uuid().references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    rectificationType: text().$type<RectificationType>(),
    /** The reason in words, as staff wrote it; printed on the R invoice. */
    rectificationReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("invoices_series_check", sql`${table.series} in ('F', 'R')`),
    check("invoices_number_check", sql`${table.number} > 0`),
    check("invoices_customer_kind_check", sql`${table.customerKind} in ('particular', 'agency')`),
    check("invoices_sum_check", sql`${table.base} + ${table.iva} = ${table.total}`),
    // A CHECK passes when its expression is null, so the R's columns are each tested for null first.
    check(
      "invoices_rectification_check",
      sql`(${table.series} = 'F' and ${table.rectifiesInvoiceId} is null and ${table.rectificationType} is null and ${table.rectificationReason} is null)
        or (${table.series} = 'R' and ${table.rectifiesInvoiceId} is not null and ${table.rectificationType} is not null and ${table.rectificationType} in ('R1', 'R4') and ${table.rectificationReason} is not null and length(trim(${table.rectificationReason})) > 0)`,
    ),
    uniqueIndex("invoices_series_year_number_idx").on(table.series, table.year, table.number),
    // One ordinary invoice per payment: a redelivered webhook can never issue a second one.
    uniqueIndex("invoices_one_per_payment_idx").on(table.paymentId).where(sql`${table.series} = 'F'`),
    index("invoices_user_id_idx").on(table.userId),
    index("invoices_rectifies_invoice_id_idx").on(table.rectifiesInvoiceId),
  ],
);
