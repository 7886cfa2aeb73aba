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
import { invoices } from "./invoices";

/** Alta: an invoice was issued. Anulación: an invoice issued by mistake was cancelled. */
export const INVOICE_RECORD_KINDS = ["alta", "anulacion"] as const;
export type InvoiceRecordKind = (typeof INVOICE_RECORD_KINDS)[number];

/**
 * One row per chain of records, only to be locked: whoever appends to a chain first locks its row
 * (SELECT … FOR UPDATE in its own transaction), so an F invoice, an R invoice and an anulación
 * issued at once take their places one after the other. It holds no data that could disagree
 * with the records themselves. Chains: `records:<issuer NIF>` and `events`.
 */
export const invoiceRecordChains = pgTable("invoice_record_chains", {
  chain: text().primaryKey(),
});

/**
 * The Veri*factu registros de facturación (docs/decisions/0038-verifactu-records.md), append-only: a
 * trigger refuses UPDATE and DELETE. `record` is the record as registered, every field formatted as
 * it is hashed and sent (app/domain/invoices/verifactu/record.ts); the columns beside it are what
 * the chain is walked and searched by, copied from it.
 */
export const invoiceRecords = pgTable(
  "invoice_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** IDEmisorFactura: one chain per issuer, across altas and anulaciones. */
    issuerTaxId: text().notNull(),
    /** 1, 2, 3…: the record's place in its issuer's chain. */
    position: integer().notNull(),
    kind: text().$type<InvoiceRecordKind>().notNull(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** The InvoiceRecord, as registered. */
    record: jsonb().$type<unknown>().notNull(),
    huella: text().notNull(),
    /** The previous record's huella; null only for the first record of a chain. */
    previousHuella: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("invoice_records_kind_check", sql`${table.kind} in ('alta', 'anulacion')`),
    check("invoice_records_position_check", sql`${table.position} > 0`),
    check("invoice_records_first_check", sql`(${table.position} = 1) = (${table.previousHuella} is null)`),
    uniqueIndex("invoice_records_chain_idx").on(table.issuerTaxId, table.position),
    // An invoice is registered once and cancelled at most once.
    uniqueIndex("invoice_records_invoice_kind_idx").on(table.invoiceId, table.kind),
  ],
);

/**
 * The registros de evento (start and stop of the system, anomaly checks and what they found,
 * exports), in a chain of their own, append-only like the records. `record` holds the event as
 * registered (app/domain/invoices/verifactu/event.ts); `details` what we add for the staff, not hashed.
 */
export const invoiceEvents = pgTable(
  "invoice_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 1, 2, 3…: the event's place in the installation's chain of events. */
    position: integer().notNull(),
    /** TipoEvento, two digits. */
    type: text().notNull(),
    record: jsonb().$type<unknown>().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    huella: text().notNull(),
    previousHuella: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("invoice_events_position_check", sql`${table.position} > 0`),
    check("invoice_events_first_check", sql`(${table.position} = 1) = (${table.previousHuella} is null)`),
    uniqueIndex("invoice_events_chain_idx").on(table.position),
    index("invoice_events_type_idx").on(table.type),
  ],
);
