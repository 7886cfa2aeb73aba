import { and, asc, eq, gte, isNull, min, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceEvents, invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { formatInvoiceNumber } from "../numbering";
import type { ChainBreak, ChainVerification } from "./chain-verification";
import type { EventRecord } from "./event";
import { type InvoiceEventContext, invoiceEventContextFrom, recordInvoiceEvent } from "./events.server";
import { eventRecordHuella, invoiceRecordHuella } from "./huella";
import type { InvoiceRecord, RecordInvoiceId } from "./record";

const sameInvoice = (a: RecordInvoiceId, b: RecordInvoiceId) =>
  a.issuerTaxId === b.issuerTaxId && a.number === b.number && a.issueDate === b.issueDate;

/**
 * Walks every issuer's chain of records and the chain of events in order: each record's huella
 * recomputed from the record as stored, each link to the record before it, no place missing, and
 * no invoice issued since an issuer's first record without its alta (a deleted record). Returns the
 * first break, or the counts. Each run is itself registered as events (anomaly checks launched),
 * and a break found as the anomaly event of its chain.
 */
export async function verifyInvoiceChains(
  db: Db,
  { context = invoiceEventContextFrom(), clock }: { context?: InvoiceEventContext; clock?: () => Date } = {},
): Promise<ChainVerification> {
  await recordInvoiceEvent(db, { type: "records_check", context, clock });
  await recordInvoiceEvent(db, { type: "events_check", context, clock });
  const records = await findRecordsBreak(db);
  // The events' check reads the two check events just appended, so they are verified too.
  const events = await findEventsBreak(db);
  const counts = { issuers: records.issuers, records: records.count, events: events.count };
  const found = records.break ?? events.break;
  if (records.break)
    await recordInvoiceEvent(db, { type: "records_break", details: records.break, context, clock });
  if (events.break)
    await recordInvoiceEvent(db, { type: "events_break", details: events.break, context, clock });
  return found ? { ok: false, ...counts, break: found } : { ok: true, ...counts };
}

async function findRecordsBreak(
  db: Db,
): Promise<{ issuers: number; count: number; break: ChainBreak | null }> {
  const rows = await db
    .select({
      id: invoiceRecords.id,
      issuerTaxId: invoiceRecords.issuerTaxId,
      position: invoiceRecords.position,
      kind: invoiceRecords.kind,
      record: invoiceRecords.record,
      huella: invoiceRecords.huella,
      previousHuella: invoiceRecords.previousHuella,
    })
    .from(invoiceRecords)
    .orderBy(asc(invoiceRecords.issuerTaxId), asc(invoiceRecords.position));
  const issuers = new Set(rows.map((row) => row.issuerTaxId));
  let previous = null as { issuerTaxId: string; record: InvoiceRecord; huella: string } | null;
  let expected = 1;
  for (const row of rows) {
    if (previous?.issuerTaxId !== row.issuerTaxId) {
      previous = null;
      expected = 1;
    }
    const record = row.record as InvoiceRecord;
    const at = (problem: string, position = row.position): ChainBreak => ({
      chain: "records",
      issuerTaxId: row.issuerTaxId,
      position,
      recordId: row.id,
      invoiceNumber: record?.invoice?.number ?? null,
      problem,
    });
    const problem = recordProblem(row, record, previous, expected);
    if (problem)
      return { issuers: issuers.size, count: rows.length, break: at(problem.text, problem.position) };
    previous = { issuerTaxId: row.issuerTaxId, record, huella: row.huella };
    expected++;
  }
  const unregistered = await firstInvoiceWithoutAlta(db);
  if (unregistered)
    return {
      issuers: issuers.size,
      count: rows.length,
      break: {
        chain: "records",
        issuerTaxId: unregistered.issuerTaxId,
        position: rows.filter((row) => row.issuerTaxId === unregistered.issuerTaxId).length + 1,
        recordId: null,
        invoiceNumber: formatInvoiceNumber(unregistered),
        problem: `La factura ${formatInvoiceNumber(unregistered)} no tiene registro de alta: falta un registro en la cadena.`,
      },
    };
  return { issuers: issuers.size, count: rows.length, break: null };
}

function recordProblem(
  row: { issuerTaxId: string; position: number; kind: string; huella: string; previousHuella: string | null },
  record: InvoiceRecord,
  previous: { record: InvoiceRecord; huella: string } | null,
  expected: number,
): { text: string; position?: number } | null {
  if (row.position !== expected)
    return { text: `Falta el registro n.º ${expected} de la cadena.`, position: expected };
  if (!record || (record.kind !== "alta" && record.kind !== "anulacion") || !record.invoice)
    return { text: "El registro guardado no es un registro de facturación." };
  if (record.kind !== row.kind || record.invoice.issuerTaxId !== row.issuerTaxId)
    return { text: "El registro no coincide con su tipo o su emisor." };
  const previousHuella = previous?.huella ?? null;
  if (row.previousHuella !== previousHuella || (record.previous?.huella ?? null) !== previousHuella)
    return { text: "El registro no enlaza con la huella del registro anterior." };
  if (previous && record.previous && !sameInvoice(record.previous, previous.record.invoice))
    return { text: "El registro anterior que cita no es el anterior de la cadena." };
  const recomputed = invoiceRecordHuella(record);
  if (recomputed !== row.huella || recomputed !== record.huella)
    return { text: "La huella no corresponde a los datos del registro: el registro se ha modificado." };
  return null;
}

/** An invoice issued since its issuer's chain began (same transaction as its alta) that has none. */
async function firstInvoiceWithoutAlta(db: Db) {
  const starts = db
    .select({ issuerTaxId: invoiceRecords.issuerTaxId, since: min(invoiceRecords.createdAt).as("since") })
    .from(invoiceRecords)
    .groupBy(invoiceRecords.issuerTaxId)
    .as("starts");
  const [row] = await db
    .select({
      issuerTaxId: starts.issuerTaxId,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
    })
    .from(invoices)
    .innerJoin(starts, eq(sql`upper(trim(${invoices.issuerTaxId}))`, starts.issuerTaxId))
    .leftJoin(invoiceRecords, and(eq(invoiceRecords.invoiceId, invoices.id), eq(invoiceRecords.kind, "alta")))
    .where(and(isNull(invoiceRecords.id), gte(invoices.createdAt, starts.since)))
    .orderBy(asc(invoices.createdAt), asc(invoices.series), asc(invoices.year), asc(invoices.number))
    .limit(1);
  return row ?? null;
}

async function findEventsBreak(db: Db): Promise<{ count: number; break: ChainBreak | null }> {
  const rows = await db
    .select({
      id: invoiceEvents.id,
      position: invoiceEvents.position,
      type: invoiceEvents.type,
      record: invoiceEvents.record,
      huella: invoiceEvents.huella,
      previousHuella: invoiceEvents.previousHuella,
    })
    .from(invoiceEvents)
    .orderBy(asc(invoiceEvents.position));
  let previousHuella: string | null = null;
  for (const [index, row] of rows.entries()) {
    const record = row.record as EventRecord;
    const at = (problem: string, position = row.position): ChainBreak => ({
      chain: "events",
      issuerTaxId: null,
      position,
      recordId: row.id,
      invoiceNumber: null,
      problem,
    });
    if (row.position !== index + 1)
      return { count: rows.length, break: at(`Falta el evento n.º ${index + 1} de la cadena.`, index + 1) };
    if (record?.kind !== "evento" || record.type !== row.type)
      return { count: rows.length, break: at("El evento guardado no es un registro de evento.") };
    if (row.previousHuella !== previousHuella || (record.previous?.huella ?? null) !== previousHuella)
      return { count: rows.length, break: at("El evento no enlaza con la huella del evento anterior.") };
    const recomputed = eventRecordHuella(record);
    if (recomputed !== row.huella || recomputed !== record.huella)
      return {
        count: rows.length,
        break: at("La huella no corresponde a los datos del evento: se ha modificado."),
      };
    previousHuella = row.huella;
  }
  return { count: rows.length, break: null };
}
