import type { JobQueue, SqlExecutor } from "./jobs.server";
import {
  createMailTransport,
  type MailLogger,
  type MailMessage,
  type MailReceipt,
  type MailTransportOptions,
} from "./mail-transport.server";

export type { MailAttachment, MailMessage, MailReceipt } from "./mail-transport.server";

export type Mailer = {
  readonly transport: "smtp" | "outbox";
  /**
   * Delivers through the queue, tried once, and waits for the result; rejects if it fails or takes
   * too long (the admin's test e-mail wants to know whether the mail server accepts it).
   */
  send(message: MailMessage): Promise<MailReceipt>;
  /**
   * Stores the e-mail as a durable job, delivered off the request path and retried with backoff;
   * it survives a crash or restart. Outside a transaction: for the queue's own tests and tools; the
   * product enqueues with `enqueueInTransaction` (app/mail-in-transaction.test.ts refuses this one). False when it could not be stored (the caller tells the user
   * to try again later). With `key`, a second enqueue of the same key is a no-op.
   */
  enqueue(message: MailMessage, options?: { key?: string; startAfter?: Date }): Promise<boolean>;
  /**
   * The one way the product queues an e-mail: within the open transaction of the change it reports
   * (`transactionExecutor(tx)`), so it is sent if and only if that change commits, and a crash
   * right after the commit loses nothing (docs/decisions/0046-mail-in-the-transaction.md). Rejects
   * when it cannot be stored, so the caller's rows roll back with it. With `key`, a second enqueue
   * of the same key is a no-op. Call `ready` before opening the transaction, `wake` after it commits.
   */
  enqueueInTransaction(
    executeSql: SqlExecutor,
    message: MailMessage,
    options?: { key?: string; startAfter?: Date },
  ): Promise<void>;
  /**
   * Many e-mails within the open transaction, as `enqueueInTransaction` queues one, in one
   * statement: a job that mails thousands at once (the alerts) pays one round trip per batch.
   */
  enqueueManyInTransaction(executeSql: SqlExecutor, messages: MailMessage[]): Promise<void>;
  /**
   * Starts the queue if it is not yet: call before opening the transaction (on PGlite, starting it
   * from inside would wait on the very connection the transaction holds).
   */
  ready(): Promise<void>;
  /** After a commit that queued e-mails: delivery starts now rather than at the next poll. */
  wake(): void;
  /**
   * Runs `task` off the request path (e.g. look up an account and mail it), so how long the
   * response takes says nothing about what the task found. Failures are logged. In memory: the
   * task only decides what to enqueue, and the e-mail it enqueues is durable.
   */
  defer(label: string, task: () => Promise<unknown>): boolean;
  /** Resolves once no deferred task runs and no e-mail is due or being delivered (tests, shutdown). */
  idle(): Promise<void>;
};

export type MailerOptions = MailTransportOptions & {
  jobs: JobQueue;
  /** The job name e-mails go under (tests give each context its own). */
  jobName?: string;
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** The first retry waits 1–2× this, each next twice as long. */
  retryDelaySeconds?: number;
  /** How long `send` waits for its delivery. */
  sendTimeoutMs?: number;
  /** Deferred tasks waiting at most; beyond it `defer` refuses. */
  maxDeferred?: number;
};

export const EMAIL_JOB = "email";
/**
 * An e-mail job still active 30 s after it started is taken for crashed and sent again at once, so
 * a crash delays a queued e-mail by well under a minute. One delivery takes a second or
 * two; the transport gives up on a silent mail server sooner than this (mail-transport.server.ts).
 */
export const MAIL_JOB_EXPIRE_SECONDS = 30;

export function createMailer({
  jobs,
  jobName = EMAIL_JOB,
  retryLimit = 5,
  retryDelaySeconds = 15,
  sendTimeoutMs = 20_000,
  maxDeferred = 1_000,
  ...transportOptions
}: MailerOptions): Mailer {
  const { logger } = transportOptions;
  const transport = createMailTransport(transportOptions);
  jobs.define<MailMessage>(jobName, (message, job) => transport.deliver(message, job), {
    retryLimit,
    retryDelaySeconds,
    expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
    concurrency: 4,
  });
  const deferred = createDeferredTasks(logger, maxDeferred);

  return {
    transport: transport.kind,
    async send(message) {
      const id = await jobs.enqueue(jobName, message, { retryLimit: 0 });
      if (!id) throw new Error("e-mail not queued");
      const { state, output } = await jobs.outcome(jobName, id, sendTimeoutMs);
      if (state !== "completed") throw new Error(`e-mail delivery ${state}: ${JSON.stringify(output)}`);
      return output as MailReceipt;
    },
    async enqueue(message, options = {}) {
      try {
        await jobs.enqueue(jobName, message, options);
        return true;
      } catch (error) {
        logger.error({ err: error, template: message.template }, "e-mail not queued");
        return false;
      }
    },
    async enqueueInTransaction(executeSql, message, options = {}) {
      await jobs.enqueue(jobName, message, { ...options, executeSql });
    },
    async enqueueManyInTransaction(executeSql, messages) {
      await jobs.enqueueMany(jobName, messages, executeSql);
    },
    wake: () => jobs.wake(),
    ready: () => jobs.start(),
    defer: deferred.run,
    async idle() {
      // A deferred task may enqueue an e-mail, whose delivery is then waited for.
      do {
        await deferred.idle();
        await jobs.idle();
      } while (deferred.busy());
    },
  };
}

/** A small in-process runner for the look-ups that decide whether to mail. */
function createDeferredTasks(logger: MailLogger, maxWaiting: number) {
  let pending = 0;
  let waiters: Array<() => void> = [];
  function settle() {
    pending -= 1;
    if (pending > 0) return;
    const resolved = waiters;
    waiters = [];
    for (const resolve of resolved) resolve();
  }
  return {
    run(label: string, task: () => Promise<unknown>): boolean {
      if (pending >= maxWaiting) {
        logger.error({ task: label }, "too many deferred e-mail tasks: task refused");
        return false;
      }
      pending += 1;
      setImmediate(() => {
        task()
          .catch((error: unknown) =>
            logger.error({ err: error, task: label }, "background e-mail task failed"),
          )
          .finally(settle);
      });
      return true;
    },
    busy: () => pending > 0,
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
