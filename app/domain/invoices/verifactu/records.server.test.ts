import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { Db } from "#app/db/client.server";
import { invoiceEvents, invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { isDomainError } from "#app/domain/errors";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { issueTestInvoice } from "#tests/factories/invoices";
import { withTestDatabase } from "#tests/setup/db";
import { invoiceIssuerFrom } from "../issue.server";
import type { EventRecord } from "./event";
import { invoiceEventContextFrom, recordInvoiceEvent } from "./events.server";
import type { AltaRecord, AnulacionRecord } from "./record";
import { appendAltaRecord, appendAnulacionRecord } from "./records.server";
import { verifyInvoiceChains } from "./verify.server";

const database = withTestDatabase({ poolSize: 12 });
beforeEach(() => database().truncate());
const issuer = invoiceIssuerFrom(DEMO_COMPANY);
const context = invoiceEventContextFrom(DEMO_COMPANY);
const NIF = DEMO_COMPANY.COMPANY_NIF;

/** A rectifying invoice (series R) refunding `original` in full, and its alta, in one transaction. */
function issueRectifying(
  db: Db,
  original: { id: string; paymentId: string },
  {
    number,
    issuedAt = new Date(),
    rectificationType = "R4",
  }: { number: number; issuedAt?: Date; rectificationType?: "R1" | "R4" },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        series: "R",
        year: 2026,
        number,
        issuedAt,
        paymentId: original.paymentId,
        issuerName: issuer.name,
        issuerTaxId: issuer.taxId,
        issuerAddress: issuer.address,
        customerKind: "particular",
        customerName: "Marta Gil Navarro",
        customerTaxId: "12345678z",
        description: "Devolución de la tarifa",
        base: -50_000,
        ivaRate: 21,
        iva: -10_500,
        total: -60_500,
        rectifiesInvoiceId: original.id,
        rectificationType,
        rectificationReason: "Devolución de la tarifa",
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error("no invoice");
    return appendAltaRecord(tx, { invoiceId: row.id });
  });
}

const chainOf = (db: Db) =>
  db
    .select({
      id: invoiceRecords.id,
      position: invoiceRecords.position,
      kind: invoiceRecords.kind,
      invoiceId: invoiceRecords.invoiceId,
      record: invoiceRecords.record,
      huella: invoiceRecords.huella,
      previousHuella: invoiceRecords.previousHuella,
    })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.issuerTaxId, NIF))
    .orderBy(asc(invoiceRecords.position));

const eventTypes = async (db: Db) =>
  (
    await db.select({ type: invoiceEvents.type }).from(invoiceEvents).orderBy(asc(invoiceEvents.position))
  ).map((row) => row.type);

/** The database's own words when it refuses a statement (drizzle wraps them as the cause). */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "accepted",
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

/** Runs `statement` with the append-only triggers off, as someone with the tables' ownership could. */
async function tamper(
  db: Db,
  table: "invoice_records" | "invoice_events",
  statement: ReturnType<typeof sql>,
) {
  await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
}

describe("issuing an invoice registers it", () => {
  test("the alta carries the invoice as issued, formatted as the AEAT's schema, first of its chain", async () => {
    const { db } = database();
    const { id } = await issueTestInvoice(db, { amount: 60_500, at: new Date("2026-11-27T03:05:06Z") });
    const [alta] = await chainOf(db);
    const record = alta?.record as AltaRecord;
    expect(alta).toMatchObject({ position: 1, kind: "alta", invoiceId: id, previousHuella: null });
    expect(record).toMatchObject({
      kind: "alta",
      invoice: { issuerTaxId: NIF, number: "F-2026-00001", issueDate: "27-11-2026" },
      issuerName: DEMO_COMPANY.COMPANY_NAME,
      invoiceType: "F1",
      rectification: null,
      recipient: null,
      breakdown: [{ taxRate: "21.00", base: "500.00", tax: "105.00" }],
      taxTotal: "105.00",
      amountTotal: "605.00",
      previous: null,
      generatedAt: "2026-11-27T04:05:06+01:00",
    });
    expect(record.huella).toBe(alta?.huella);
    expect(record.huella).toMatch(/^[0-9A-F]{64}$/);
  });

  test("a chain of invoices and one anulación links each record to the one before, and verifies", async () => {
    const { db } = database();
    const first = await issueTestInvoice(db);
    await issueTestInvoice(db, { amount: 50_000 });
    const third = await issueTestInvoice(db);
    await db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: first.id }));
    await issueTestInvoice(db);

    const chain = await chainOf(db);
    expect(chain.map((row) => [row.position, row.kind])).toEqual([
      [1, "alta"],
      [2, "alta"],
      [3, "alta"],
      [4, "anulacion"],
      [5, "alta"],
    ]);
    for (const [index, row] of chain.entries()) {
      const previous = chain[index - 1];
      expect(row.previousHuella).toBe(previous?.huella ?? null);
      if (previous)
        expect((row.record as AltaRecord).previous).toMatchObject((previous.record as AltaRecord).invoice);
    }
    const anulacion = chain[3]?.record as AnulacionRecord;
    expect(anulacion.invoice.number).toBe("F-2026-00001");
    expect(chain[2]?.invoiceId).toBe(third.id);

    const result = await verifyInvoiceChains(db, { context });
    expect(result).toEqual({ ok: true, issuers: 1, records: 5, events: 2 });
    // The check itself is registered: anomaly detection launched, on records then on events.
    expect(await eventTypes(db)).toEqual(["03", "05"]);
  });

  test("a rectifying invoice is registered as R4 (or R1) naming the invoice it rectifies", async () => {
    const { db } = database();
    const original = await issueTestInvoice(db, { at: new Date("2026-11-20T10:00:00Z") });
    await issueRectifying(db, original, { number: 1, issuedAt: new Date("2026-11-27T10:00:00Z") });
    await issueRectifying(db, original, { number: 2, rectificationType: "R1" });
    const [, r4, r1] = (await chainOf(db)).map((row) => row.record as AltaRecord);
    expect(r4).toMatchObject({
      invoiceType: "R4",
      invoice: { number: "R-2026-00001", issueDate: "27-11-2026" },
      rectification: {
        type: "I",
        invoices: [{ issuerTaxId: NIF, number: "F-2026-00001", issueDate: "20-11-2026" }],
      },
      recipient: { name: "Marta Gil Navarro", taxId: "12345678Z" },
      taxTotal: "-105.00",
      amountTotal: "-605.00",
    });
    expect(r1?.invoiceType).toBe("R1");
    expect((await verifyInvoiceChains(db, { context })).ok).toBe(true);
  });

  test("a record the AEAT would refuse is registered all the same, and said: logged with its problems", async () => {
    const { db } = database();
    const original = await issueTestInvoice(db);
    const warnings: unknown[] = [];
    const logger = { warn: (fields: unknown) => void warnings.push(fields) };
    const rectifying = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          series: "R",
          year: 2026,
          number: 1,
          issuedAt: new Date(),
          paymentId: original.paymentId,
          issuerName: issuer.name,
          issuerTaxId: issuer.taxId,
          issuerAddress: issuer.address,
          customerKind: "particular",
          customerName: "Marta Gil Navarro",
          customerTaxId: null,
          description: "Devolución de la tarifa",
          base: -50_000,
          ivaRate: 21,
          iva: -10_500,
          total: -60_500,
          rectifiesInvoiceId: original.id,
          rectificationType: "R4",
          rectificationReason: "Devolución de la tarifa",
        })
        .returning({ id: invoices.id });
      return appendAltaRecord(tx, { invoiceId: invoice?.id ?? "", logger });
    });
    expect(rectifying.problems).toEqual([
      "the recipient's NIF is required on a full or rectifying invoice (AEAT 1189)",
    ]);
    expect(warnings).toEqual([
      expect.objectContaining({ number: "R-2026-00001", problems: rectifying.problems }),
    ]);
    expect(await chainOf(db)).toHaveLength(2);
    expect((await verifyInvoiceChains(db, { context })).ok).toBe(true);
  });

  test("a recipient's name longer than the schema's 120 characters is cut, not refused", async () => {
    const { db } = database();
    const original = await issueTestInvoice(db);
    await db.transaction(async (tx) => {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          series: "R",
          year: 2026,
          number: 1,
          issuedAt: new Date(),
          paymentId: original.paymentId,
          issuerName: issuer.name,
          issuerTaxId: issuer.taxId,
          issuerAddress: issuer.address,
          customerKind: "particular",
          customerName: "N".repeat(200),
          customerTaxId: "12345678Z",
          description: "Devolución de la tarifa",
          base: -50_000,
          ivaRate: 21,
          iva: -10_500,
          total: -60_500,
          rectifiesInvoiceId: original.id,
          rectificationType: "R4",
          rectificationReason: "Devolución de la tarifa",
        })
        .returning({ id: invoices.id });
      const appended = await appendAltaRecord(tx, { invoiceId: invoice?.id ?? "" });
      expect(appended.problems).toEqual([]);
    });
    const [, r4] = (await chainOf(db)).map((row) => row.record as AltaRecord);
    expect(r4?.recipient?.name).toHaveLength(120);
  });

  test("registering the same invoice twice appends nothing", async () => {
    const { db } = database();
    const { id } = await issueTestInvoice(db);
    const again = await db.transaction((tx) => appendAltaRecord(tx, { invoiceId: id }));
    expect(again.position).toBe(1);
    expect(await chainOf(db)).toHaveLength(1);
  });
});

describe("anulación", () => {
  test("refuses an invoice already cancelled: the second submit appends nothing", async () => {
    const { db } = database();
    const { id } = await issueTestInvoice(db);
    await db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: id }));
    const second = db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: id }));
    await expect(second).rejects.toSatisfy((error) => isDomainError(error, "conflict"));
    expect(await chainOf(db)).toHaveLength(2);
  });

  test("refuses an invoice that was never registered, and an unknown one", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    // An invoice issued before the records existed (inserted as the migration found it).
    const [payment] = await db
      .insert(payments)
      .values({
        productType: "marketing",
        amount: 121,
        provider: "test",
        providerPaymentId: `pi_${randomUUID()}`,
      })
      .returning({ id: payments.id });
    const [unregistered] = await db
      .insert(invoices)
      .values({
        series: "F",
        year: 2020,
        number: 1,
        issuedAt: new Date("2020-01-01T10:00:00Z"),
        paymentId: payment?.id ?? "",
        issuerName: issuer.name,
        issuerTaxId: issuer.taxId,
        issuerAddress: issuer.address,
        customerKind: "particular",
        customerName: "Cliente",
        description: "Anterior a los registros",
        base: 100,
        ivaRate: 21,
        iva: 21,
        total: 121,
        createdAt: new Date("2020-01-01T10:00:00Z"),
      })
      .returning({ id: invoices.id });
    const invoiceId = unregistered?.id ?? "";
    const attempt = db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId }));
    await expect(attempt).rejects.toSatisfy((error) => isDomainError(error, "conflict"));
    const unknown = db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: randomUUID() }));
    await expect(unknown).rejects.toSatisfy((error) => isDomainError(error, "not_found"));
    expect(await chainOf(db)).toHaveLength(1);
    // An invoice from before the chain began is no break of it.
    expect((await verifyInvoiceChains(db, { context })).ok).toBe(true);
  });
});

describe("the records are append-only", () => {
  test("the database refuses to change or delete a record or an event", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    await recordInvoiceEvent(db, { type: "system_start", context });
    for (const statement of [
      sql`update invoice_records set huella = 'X'`,
      sql`delete from invoice_records`,
      sql`update invoice_events set details = '{}'`,
      sql`delete from invoice_events`,
    ])
      expect(await refusal(db.execute(statement))).toMatch(/is append-only/);
    expect(await chainOf(db)).toHaveLength(1);
  });
});

describe("the verifier finds the first break", () => {
  test("a record altered in SQL behind the trigger's back is found at that record, and registered", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    const second = (await chainOf(db))[1];
    await tamper(
      db,
      "invoice_records",
      sql`update invoice_records set record = jsonb_set(record, '{amountTotal}', '"6.05"') where id = ${second?.id}`,
    );

    const result = await verifyInvoiceChains(db, { context });
    expect(result).toMatchObject({
      ok: false,
      records: 3,
      break: {
        chain: "records",
        issuerTaxId: NIF,
        position: 2,
        recordId: second?.id,
        invoiceNumber: expect.stringMatching(/^F-\d{4}-00002$/),
        problem: "La huella no corresponde a los datos del registro: el registro se ha modificado.",
      },
    });
    expect(await eventTypes(db)).toEqual(["03", "05", "04"]);
    const [found] = await db
      .select({ details: invoiceEvents.details })
      .from(invoiceEvents)
      .where(eq(invoiceEvents.type, "04"));
    expect(found?.details).toMatchObject({ position: 2, recordId: second?.id });
  });

  test("a record rehashed after its change breaks the link of the next one", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    const second = (await chainOf(db))[1];
    await tamper(
      db,
      "invoice_records",
      sql`update invoice_records set huella = ${"0".repeat(64)}, record = jsonb_set(record, '{huella}', ${JSON.stringify("0".repeat(64))}::jsonb) where id = ${second?.id}`,
    );
    const result = await verifyInvoiceChains(db, { context });
    // The second record's own huella no longer matches its data, the first sign of the change.
    expect(result).toMatchObject({ ok: false, break: { position: 2 } });
  });

  test("a record deleted from the middle of the chain leaves a gap at its place", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    const second = (await chainOf(db))[1];
    await tamper(db, "invoice_records", sql`delete from invoice_records where id = ${second?.id}`);
    expect(await verifyInvoiceChains(db, { context })).toMatchObject({
      ok: false,
      break: { position: 2, problem: "Falta el registro n.º 2 de la cadena." },
    });
  });

  test("a deleted last record leaves its invoice without an alta", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    await issueTestInvoice(db);
    const last = (await chainOf(db))[1];
    await tamper(db, "invoice_records", sql`delete from invoice_records where id = ${last?.id}`);
    expect(await verifyInvoiceChains(db, { context })).toMatchObject({
      ok: false,
      break: {
        position: 2,
        recordId: null,
        invoiceNumber: expect.stringMatching(/^F-\d{4}-00002$/),
        problem: expect.stringContaining("no tiene registro de alta"),
      },
    });
  });

  test("an altered event is found in the events' chain", async () => {
    const { db } = database();
    const start = await recordInvoiceEvent(db, { type: "system_start", context });
    await recordInvoiceEvent(db, { type: "records_export", details: { from: "2026-01-01" }, context });
    expect((await verifyInvoiceChains(db, { context })).ok).toBe(true);
    await tamper(
      db,
      "invoice_events",
      sql`update invoice_events set record = jsonb_set(record, '{generatedAt}', '"2020-01-01T00:00:00+01:00"') where id = ${start.id}`,
    );
    expect(await verifyInvoiceChains(db, { context })).toMatchObject({
      ok: false,
      break: { chain: "events", position: 1, recordId: start.id },
    });
    expect((await eventTypes(db)).at(-1)).toBe("06");
  });
});

describe("events", () => {
  test("each event chains to the one before with its own huella", async () => {
    const { db } = database();
    await recordInvoiceEvent(db, {
      type: "system_start",
      context,
      clock: () => new Date("2026-11-27T03:00:00Z"),
    });
    await recordInvoiceEvent(db, {
      type: "system_stop",
      context,
      clock: () => new Date("2026-11-27T04:00:00Z"),
    });
    const rows = await db
      .select({
        record: invoiceEvents.record,
        huella: invoiceEvents.huella,
        previous: invoiceEvents.previousHuella,
      })
      .from(invoiceEvents)
      .orderBy(asc(invoiceEvents.position));
    const [first, second] = rows.map((row) => row.record as EventRecord);
    expect(first).toMatchObject({
      kind: "evento",
      type: "01",
      issuer: { taxId: NIF },
      system: { producerTaxId: NIF, id: "ZG" },
      previous: null,
      generatedAt: "2026-11-27T04:00:00+01:00",
    });
    expect(second).toMatchObject({
      type: "02",
      previous: { type: "01", generatedAt: "2026-11-27T04:00:00+01:00", huella: first?.huella },
    });
    expect(rows[1]?.previous).toBe(rows[0]?.huella);
  });
});

describe("concurrent issues", () => {
  test("F invoices, R invoices and anulaciones issued at once keep one linear chain per issuer", async () => {
    const { db } = database();
    const early = await Promise.all([issueTestInvoice(db), issueTestInvoice(db), issueTestInvoice(db)]);
    const [refunded] = early.splice(2, 1);
    if (!refunded) throw new Error("no invoice to refund");
    await Promise.all([
      ...Array.from({ length: 6 }, () => issueTestInvoice(db)),
      issueRectifying(db, refunded, { number: 1 }),
      issueRectifying(db, refunded, { number: 2 }),
      ...early.map((invoice) => db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: invoice.id }))),
      recordInvoiceEvent(db, { type: "records_export", context }),
      recordInvoiceEvent(db, { type: "events_export", context }),
    ]);
    const chain = await chainOf(db);
    expect(chain.map((row) => row.position)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect(chain.filter((row) => (row.record as AltaRecord).invoiceType === "R4")).toHaveLength(2);
    expect(await verifyInvoiceChains(db, { context })).toEqual({
      ok: true,
      issuers: 1,
      records: 13,
      events: 4,
    });
  });
});
