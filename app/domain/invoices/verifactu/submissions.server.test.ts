import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type Db, sqlExecutor } from "#app/db/client.server";
import { invoiceRecordSubmissions, invoiceRecords } from "#app/db/schema/invoice-records";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { issueTestInvoice } from "#tests/factories/invoices";
import { withTestDatabase } from "#tests/setup/db";
import { type FakeAeat, startFakeAeat } from "#tests/support/fake-aeat";
import { createVerifactuSender } from "./aeat-sender.server";
import { appendAnulacionRecord } from "./records.server";
import {
  defineVerifactuSendJob,
  invoiceAeatStates,
  RETRY_AFTER_SECONDS,
  sendPendingRecords,
  VERIFACTU_SEND_JOB,
} from "./submissions.server";

/**
 * The sending against the stand-in AEAT (tests/support/fake-aeat.ts): a real HTTPS server asking
 * for the company's client certificate, checking each message against the AEAT's schema and
 * answering as the AEAT does (every alta Correcto, an anulación Incorrecto 3002).
 */
const database = withTestDatabase();
beforeEach(() => database().truncate());

let aeat: FakeAeat;
beforeAll(async () => {
  aeat = await startFakeAeat();
}, 60_000);
afterAll(() => aeat.close());

const NIF = DEMO_COMPANY.COMPANY_NIF;
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const sender = () =>
  createVerifactuSender(
    {
      ...DEMO_COMPANY,
      VERIFACTU_SENDING: "on",
      VERIFACTU_ENVIRONMENT: "test",
      VERIFACTU_CERT_PATH: aeat.file("client.p12"),
      VERIFACTU_CERT_PASSWORD: "secreto",
    },
    { endpoint: aeat.endpoint, ca: aeat.ca },
  );

/** Every attempt stored, by record position then time: what was sent and what came of it. */
const attempts = (db: Db) =>
  db
    .select({
      position: invoiceRecords.position,
      kind: invoiceRecords.kind,
      outcome: invoiceRecordSubmissions.outcome,
      errorCode: invoiceRecordSubmissions.errorCode,
      csv: invoiceRecordSubmissions.csv,
    })
    .from(invoiceRecordSubmissions)
    .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceRecordSubmissions.recordId))
    .orderBy(asc(invoiceRecordSubmissions.attemptedAt), asc(invoiceRecords.position));

describe("sending the records to the AEAT (VERIFACTU_SENDING=on)", () => {
  test("unsent records go in chain order in one message; each answer is stored and the staff read it per invoice", async () => {
    const { db } = database();
    const first = await issueTestInvoice(db);
    const second = await issueTestInvoice(db);
    await db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: first.id }));
    aeat.received.length = 0;
    aeat.answerWith("as-aeat");
    const now = new Date("2026-11-27T10:00:00Z");

    const run = await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: () => now });
    expect(run).toEqual({ messages: 1, sent: 3, notSent: 0, waitUntil: new Date("2026-11-27T10:01:00Z") });
    expect(aeat.received).toHaveLength(1);
    expect(aeat.received[0]?.schemaErrors).toEqual([]);
    expect(await attempts(db)).toEqual([
      { position: 1, kind: "alta", outcome: "Correcto", errorCode: null, csv: "A-YDSW8NLFLANWPM" },
      { position: 2, kind: "alta", outcome: "Correcto", errorCode: null, csv: "A-YDSW8NLFLANWPM" },
      { position: 3, kind: "anulacion", outcome: "Incorrecto", errorCode: 3002, csv: "A-YDSW8NLFLANWPM" },
    ]);
    const states = await invoiceAeatStates(db, [first.id, second.id]);
    expect(states.get(first.id)).toEqual({
      state: "rejected",
      reason: "3002 No existe el registro de facturación.",
    });
    expect(states.get(second.id)).toEqual({ state: "accepted" });
  });

  test("the next message waits the AEAT's TiempoEsperaEnvio; answered records are not sent again", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    aeat.received.length = 0;
    aeat.answerWith("as-aeat");
    const start = new Date("2026-11-27T10:00:00Z");
    const at = (seconds: number) => () => new Date(start.getTime() + seconds * 1000);
    await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(0) });

    const third = await issueTestInvoice(db);
    expect(await invoiceAeatStates(db, [third.id])).toEqual(
      new Map([[third.id, { state: "unsent", wouldRefuse: ["1189"] }]]),
    );
    const early = await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(30) });
    expect(early).toEqual({ messages: 0, sent: 0, notSent: 0, waitUntil: at(60)() });
    expect(aeat.received).toHaveLength(1);

    const due = await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(61) });
    expect(due).toMatchObject({ messages: 1, sent: 1 });
    expect(aeat.received).toHaveLength(2);
    expect((await attempts(db)).map((row) => [row.position, row.outcome])).toEqual([
      [1, "Correcto"],
      [2, "Correcto"],
    ]);
  });

  test("a message the AEAT refuses whole is stored as not sent and goes again, unchanged, after the retry delay", async () => {
    const { db } = database();
    const invoice = await issueTestInvoice(db);
    aeat.received.length = 0;
    aeat.answerWith("fault");
    const start = new Date("2026-11-27T10:00:00Z");
    const at = (seconds: number) => () => new Date(start.getTime() + seconds * 1000);
    const logger = { warn: vi.fn() };

    const failed = await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(0), logger });
    expect(failed).toEqual({ messages: 1, sent: 0, notSent: 1, waitUntil: at(RETRY_AFTER_SECONDS)() });
    expect(logger.warn).toHaveBeenCalledOnce();
    // Not sent, and the staff are told what the AEAT will answer: this payer gave no NIF (1189).
    expect((await invoiceAeatStates(db, [invoice.id])).get(invoice.id)).toEqual({
      state: "unsent",
      wouldRefuse: ["1189"],
    });

    aeat.answerWith("as-aeat");
    expect(
      (await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(10) })).messages,
    ).toBe(0);
    const retried = await sendPendingRecords(db, { sender: sender(), issuerTaxId: NIF, clock: at(61) });
    expect(retried).toMatchObject({ messages: 1, sent: 1, notSent: 0 });
    expect((await attempts(db)).map((row) => row.outcome)).toEqual(["not_sent", "Correcto"]);
    expect((await invoiceAeatStates(db, [invoice.id])).get(invoice.id)).toEqual({ state: "accepted" });
  });

  test("the durable job sends through the app's queue; with sending off, no job is defined and nothing is queued", async () => {
    const { db } = database();
    await issueTestInvoice(db);
    aeat.received.length = 0;
    aeat.answerWith("as-aeat");

    const off = createJobQueue({ executeSql: sqlExecutor(db), logger: quiet(), maintenance: false });
    const disabled = createVerifactuSender({
      ...DEMO_COMPANY,
      VERIFACTU_SENDING: "off",
      VERIFACTU_ENVIRONMENT: "test",
    });
    expect(defineVerifactuSendJob(off, { db, sender: disabled, issuerTaxId: NIF, logger: quiet() })).toBe(
      false,
    );
    await expect(off.enqueue(VERIFACTU_SEND_JOB.name, {})).rejects.toThrow(/no handler/);
    await off.stop();

    const jobs = createJobQueue({ executeSql: sqlExecutor(db), logger: quiet(), maintenance: false });
    expect(defineVerifactuSendJob(jobs, { db, sender: sender(), issuerTaxId: NIF, logger: quiet() })).toBe(
      true,
    );
    const id = await jobs.enqueue(VERIFACTU_SEND_JOB.name, {});
    expect((await jobs.outcome(VERIFACTU_SEND_JOB.name, id as string, 20_000)).state).toBe("completed");
    await jobs.stop();
    expect(aeat.received).toHaveLength(1);
    expect((await attempts(db)).map((row) => row.outcome)).toEqual(["Correcto"]);
  });
});
