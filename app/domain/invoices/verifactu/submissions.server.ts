import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import {
  invoiceRecordSubmissions,
  invoiceRecords,
  type RecordSubmissionOutcome,
} from "#app/db/schema/invoice-records";
import { getEnv } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import { logger as defaultLogger, type Logger } from "#app/lib/logger.server";
import { type VerifactuSender, verifactuSender } from "./aeat-sender.server";
import type { InvoiceRecord } from "./record";
import { recordProblems } from "./record-problems";
import { MAX_RECORDS_PER_MESSAGE } from "./suministro-xml";

/**
 * Sending the records to the AEAT in VERI*FACTU mode (docs/decisions/0039-verifactu-sending.md):
 * the records not yet answered go in chain order, at most 1 000 per message; each record's answer
 * is stored as one more row of invoice_record_submissions. The AEAT's flow control (Orden
 * HAC/1177/2024 art. 16.2): the next message goes when the TiempoEsperaEnvio of the last answer has
 * passed, or at once when 1 000 records are waiting. A message not sent at all (transport, HTTP,
 * SOAP fault) is retried whole later, so the order is kept.
 */

/** After a message that was not sent, the next try waits this long. */
export const RETRY_AFTER_SECONDS = 60;

export const VERIFACTU_SEND_JOB = { name: "verifactu.send", cron: "* * * * *" } as const;

/** A record still to send: never answered, or its last attempt not sent. */
async function pendingRecords(db: Db, issuerTaxId: string, limit: number) {
  const lastOutcome = db
    .select({ outcome: invoiceRecordSubmissions.outcome })
    .from(invoiceRecordSubmissions)
    .where(eq(invoiceRecordSubmissions.recordId, invoiceRecords.id))
    .orderBy(desc(invoiceRecordSubmissions.attemptedAt))
    .limit(1);
  return db
    .select({ id: invoiceRecords.id, record: invoiceRecords.record })
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.issuerTaxId, issuerTaxId),
        sql`coalesce((${lastOutcome}), 'not_sent') = 'not_sent'`,
      ),
    )
    .orderBy(asc(invoiceRecords.position))
    .limit(limit);
}

/** When the next message may go: the latest `notBefore` stored (none: now). */
async function nextSendAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ notBefore: invoiceRecordSubmissions.notBefore })
    .from(invoiceRecordSubmissions)
    .orderBy(desc(invoiceRecordSubmissions.notBefore))
    .limit(1);
  return row?.notBefore ?? null;
}

const answerKey = (id: { issuerTaxId: string; number: string; issueDate: string }, operation: string) =>
  `${id.issuerTaxId}|${id.number}|${id.issueDate}|${operation}`;

export type SendRun = { messages: number; sent: number; notSent: number; waitUntil: Date | null };

/**
 * One run of the sending: as many messages as the flow control allows now. Never throws for the
 * AEAT's sake (what it answered, or that it could not be reached, is stored); only the database can
 * make it fail, and then the job is retried.
 */
export async function sendPendingRecords(
  db: Db,
  {
    sender,
    issuerTaxId,
    clock = () => new Date(),
    logger,
  }: {
    sender: Pick<VerifactuSender, "enabled" | "send">;
    issuerTaxId: string;
    clock?: () => Date;
    logger?: Pick<Logger, "warn">;
  },
): Promise<SendRun> {
  const run: SendRun = { messages: 0, sent: 0, notSent: 0, waitUntil: null };
  if (!sender.enabled) return run;
  const nif = issuerTaxId.trim().toUpperCase();
  for (;;) {
    const pending = await pendingRecords(db, nif, MAX_RECORDS_PER_MESSAGE);
    if (pending.length === 0) return run;
    const waitUntil = await nextSendAt(db);
    if (pending.length < MAX_RECORDS_PER_MESSAGE && waitUntil && clock() < waitUntil) {
      run.waitUntil = waitUntil;
      return run;
    }
    const records = pending.map((row) => row.record as InvoiceRecord);
    const outcome = await sender.send(records);
    const attemptedAt = clock();
    run.messages += 1;
    if (!outcome.sent) {
      const notBefore = new Date(attemptedAt.getTime() + RETRY_AFTER_SECONDS * 1000);
      await db.insert(invoiceRecordSubmissions).values(
        pending.map((row) => ({
          recordId: row.id,
          attemptedAt,
          outcome: "not_sent" as const,
          errorDescription: outcome.message,
          notBefore,
        })),
      );
      logger?.warn({ reason: outcome.reason, message: outcome.message }, "Veri*factu message not sent");
      run.notSent += pending.length;
      run.waitUntil = notBefore;
      return run;
    }
    const { answer } = outcome;
    const notBefore = new Date(attemptedAt.getTime() + answer.waitSeconds * 1000);
    const byRecord = new Map(answer.records.map((line) => [answerKey(line.invoice, line.operation), line]));
    await db.insert(invoiceRecordSubmissions).values(
      pending.map((row, index) => {
        const record = records[index] as InvoiceRecord;
        const line = byRecord.get(answerKey(record.invoice, record.kind === "alta" ? "Alta" : "Anulacion"));
        return {
          recordId: row.id,
          attemptedAt,
          // A record the answer does not name was not registered: it goes again.
          outcome: (line?.state ?? "not_sent") as RecordSubmissionOutcome,
          errorCode: line?.errorCode ?? null,
          errorDescription: line ? line.errorDescription : "la respuesta de la AEAT no nombra este registro",
          csv: answer.csv,
          presentedAt: answer.presentedAt,
          notBefore,
        };
      }),
    );
    run.sent += pending.length;
    run.waitUntil = notBefore;
  }
}

/**
 * The AEAT's state of an invoice for the staff: its latest record's latest answer. Unsent, with the
 * AEAT's codes of what it would refuse in the record when `recordProblems` finds something (ADR 0038).
 */
export type AeatState =
  | { state: "unsent"; wouldRefuse?: string[] }
  | { state: "accepted" }
  | { state: "accepted_with_errors"; reason: string }
  | { state: "rejected"; reason: string };

export async function invoiceAeatStates(db: Db, invoiceIds: string[]): Promise<Map<string, AeatState>> {
  const states = new Map<string, AeatState>(invoiceIds.map((id) => [id, { state: "unsent" }]));
  if (invoiceIds.length === 0) return states;
  const rows = await db
    .select({
      invoiceId: invoiceRecords.invoiceId,
      position: invoiceRecords.position,
      outcome: invoiceRecordSubmissions.outcome,
      errorCode: invoiceRecordSubmissions.errorCode,
      errorDescription: invoiceRecordSubmissions.errorDescription,
      attemptedAt: invoiceRecordSubmissions.attemptedAt,
    })
    .from(invoiceRecordSubmissions)
    .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceRecordSubmissions.recordId))
    .where(inArray(invoiceRecords.invoiceId, invoiceIds))
    .orderBy(asc(invoiceRecords.position), asc(invoiceRecordSubmissions.attemptedAt));
  const records = await db
    .select({ invoiceId: invoiceRecords.invoiceId, record: invoiceRecords.record })
    .from(invoiceRecords)
    .where(inArray(invoiceRecords.invoiceId, invoiceIds))
    .orderBy(asc(invoiceRecords.position));
  for (const row of records) {
    const problems = recordProblems(row.record as InvoiceRecord);
    if (problems.length > 0)
      states.set(row.invoiceId, {
        state: "unsent",
        wouldRefuse: problems.map((problem) => /AEAT (\d+)/.exec(problem)?.[1] ?? "4102"),
      });
  }
  // Later rows win: the latest record of the invoice (its anulación after its alta), its latest try.
  for (const row of rows) {
    const reason = [row.errorCode, row.errorDescription].filter((part) => part !== null).join(" ");
    states.set(
      row.invoiceId,
      row.outcome === "Correcto"
        ? { state: "accepted" }
        : row.outcome === "AceptadoConErrores"
          ? { state: "accepted_with_errors", reason }
          : row.outcome === "Incorrecto"
            ? { state: "rejected", reason }
            : // Not sent yet: what the record itself would get refused for still holds.
              (states.get(row.invoiceId) as AeatState).state === "unsent"
              ? (states.get(row.invoiceId) as AeatState)
              : { state: "unsent" },
    );
  }
  return states;
}

/**
 * Registers the sending job, only when sending is on: off, nothing is defined nor scheduled, so
 * nothing is ever queued. Once a minute (one instance fires it however many run), it sends what
 * the flow control allows; a run never sleeps through a wait, the next tick looks again. The
 * company's sender and NIF are the app's settings unless given (tests).
 */
export function defineVerifactuSendJob(
  jobs: Pick<JobQueue, "define">,
  {
    db,
    sender = verifactuSender(),
    issuerTaxId = getEnv().COMPANY_NIF,
    logger = defaultLogger,
  }: { db: Db; sender?: VerifactuSender; issuerTaxId?: string; logger?: Pick<Logger, "warn"> },
): boolean {
  if (!sender.enabled) return false;
  jobs.define(VERIFACTU_SEND_JOB.name, () => sendPendingRecords(db, { sender, issuerTaxId, logger }), {
    concurrency: 1,
    retryLimit: 0,
    // A message waits at most 60 s for its answer; a run sends a few at most.
    expireInSeconds: 15 * 60,
  });
  return true;
}

export async function scheduleVerifactuSendJob(
  jobs: Pick<JobQueue, "schedule">,
  sender: VerifactuSender = verifactuSender(),
) {
  if (sender.enabled) await jobs.schedule(VERIFACTU_SEND_JOB.name, VERIFACTU_SEND_JOB.cron);
}
