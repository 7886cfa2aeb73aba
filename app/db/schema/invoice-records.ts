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

/** What came of sending a record: the AEAT's EstadoRegistro, or `not_sent` (the message never registered). */
export const RECORD_SUBMISSION_OUTCOMES = [
  "Correcto",
  "AceptadoConErrores",
  "Incorrecto",
  "not_sent",
] as const;
export type RecordSubmissionOutcome = (typeof RECORD_SUBMISSION_OUTCOMES)[number];

/**
 * Sending the records to the AEAT (docs/decisions/0039-verifactu-sending.md): one row per attempt
 * per record, only ever inserted, so the records stay append-only and the attempts are their
 * history. A record's state is its last row; a record with no row, or whose last row is
 * `not_sent`, is still to send. `notBefore` is when the next message may go: the AEAT's
 * TiempoEsperaEnvio after an answer, a retry delay after a message that was not sent.
 */
export const invoiceRecordSubmissions = pgTable(
  "invoice_record_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => invoiceRecords.id, { onDelete: "restrict" }),
    attemptedAt: timestamp({ withTimezone: true }).notNull(),
    outcome: text().$type<RecordSubmissionOutcome>().notNull(),
    /** CodigoErrorRegistro; for `not_sent`, null. */
    errorCode: integer(),
    /** DescripcionErrorRegistro, or why the message was not sent. */
    errorDescription: text(),
    /** The CSV of the submission that carried the record, and its TimestampPresentacion. */
    csv: text(),
    presentedAt: text(),
    notBefore: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "invoice_record_submissions_outcome_check",
      sql`${table.outcome} in ('Correcto', 'AceptadoConErrores', 'Incorrecto', 'not_sent')`,
    ),
    index("invoice_record_submissions_record_idx").on(table.recordId, table.attemptedAt),
    index("invoice_record_submissions_not_before_idx").on(table.notBefore),
  ],
);
