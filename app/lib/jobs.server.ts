import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { JOB_SCHEMA as SCHEMA, type SqlExecutor } from "./job-schema.server";
import { createJobWorkers } from "./job-workers.server";
import { createStalledJobRecovery } from "./stalled-jobs.server";

export type { SqlExecutor } from "./job-schema.server";

/**
 * The durable job queue: named jobs with a JSON payload, kept in the database (pg-boss, in its own
 * `pgboss` schema) so that e-mail, reminders and clean-ups survive a crash or a deploy and are
 * shared by every instance. It knows no product table or rule: handlers are registered by name.
 * docs/decisions/0014-durable-jobs.md.
 */

type JobLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobContext = {
  id: string;
  /** 1 on the first try, 2 on the first retry… */
  attempt: number;
  createdOn: Date;
};

/**
 * Throws to fail the attempt (retried with backoff until `retryLimit`); must be idempotent. What it
 * returns (JSON) is kept as the job's output.
 */
export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<unknown>;

export type JobDefinition = {
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** The first retry waits 1–2× this, each next one twice as long (default 15 s). */
  retryDelaySeconds?: number;
  /**
   * A job still active this long after it started is taken for crashed (its process stopped) and
   * tried again at once (default 300 s). Longer than the kind's longest honest run, so a slow run
   * is never started twice; as short as that allows, so a crash delays the work that little.
   */
  expireInSeconds?: number;
  /** Jobs of this name run at once in this process (default 4). */
  concurrency?: number;
};

export type EnqueueOptions = {
  /** Not before this moment (a reminder 24 h before a viewing). */
  startAfter?: Date;
  /**
   * At most one job with this key per name while the job is live (waiting, running, failed, or up
   * to 1 h after it completed, when it is archived): a second enqueue with the same key is then a
   * no-op and returns null. Not a permanent "once ever": record that in the product's own tables.
   */
  key?: string;
  /** Overrides the definition's (the admin's test e-mail is tried once). */
  retryLimit?: number;
  /**
   * The caller's open transaction (its `transactionExecutor`): the job is stored with the caller's
   * rows and exists only if they commit. No worker is woken: call `wake` after the commit.
   */
  executeSql?: JobQueueOptions["executeSql"];
};

export type FailedJob = {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  error: string | null;
  createdOn: Date;
  failedOn: Date | null;
};

export type JobOutcome = { state: "completed" | "failed" | "pending"; output: unknown };

export type JobQueue = {
  /** Registers the handler of a job name; call before the first enqueue of that name. */
  define<Payload>(name: string, handler: JobHandler<Payload>, options?: JobDefinition): void;
  /** Stores the job (durable once this resolves); its id, or null if `key` was already used. */
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Stores many jobs of one name in one statement inside the caller's open transaction, as
   * `enqueue` with `executeSql` stores one: a batch costs one round trip, however many it holds.
   */
  enqueueMany<Payload>(name: string, payloads: Payload[], inTransaction: SqlExecutor): Promise<void>;
  /** Tells this process's workers to look for due jobs now (after a transaction that enqueued some). */
  wake(): void;
  /** Drops a job that has not run yet (a viewing cancelled before its reminder). */
  cancel(name: string, id: string): Promise<void>;
  /** The id `enqueue` gives a job with this key (to cancel it later). */
  idForKey(name: string, key: string): string;
  /** Enqueues `name` on a cron schedule (one instance fires it however many run). */
  schedule(name: string, cron: string, payload?: object, options?: { tz?: string }): Promise<void>;
  /** Waits up to `timeoutMs` for the job to end. */
  outcome(name: string, id: string, timeoutMs: number): Promise<JobOutcome>;
  /** Jobs that used up their retries, newest first. */
  listFailed(limit?: number): Promise<FailedJob[]>;
  /** Puts a failed job back in line; false if there is no such failed job. */
  retry(name: string, id: string): Promise<boolean>;
  /** Resolves once no job of this process's names is due or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Installs or upgrades the schema and starts the workers (enqueue starts it too). */
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs up to `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
};

export type JobQueueOptions = {
  executeSql: SqlExecutor;
  logger: JobLogger;
  /** How often an idle worker looks for jobs another instance enqueued (default 2 s). */
  pollIntervalMs?: number;
  /**
   * Expiry of crashed jobs, archiving, and cron: on in servers, off in tests that do not need them
   * (each is a timer on the shared database).
   */
  maintenance?: boolean;
  /**
   * How often this process looks for jobs left active by a process that stopped (past their
   * expiry) and puts them back in line at once; also once at start. Default 10 s with
   * `maintenance`, else off (0).
   */
  recoverEveryMs?: number;
};

export function createJobQueue({
  executeSql,
  logger,
  pollIntervalMs = 2_000,
  maintenance = true,
  recoverEveryMs = maintenance ? 10_000 : 0,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    supervise: maintenance,
    schedule: maintenance,
    migrate: true,
    // Completed jobs leave the live table after an hour; everything is deleted after 7 days, so
    // links with tokens in e-mail payloads do not stay in the database longer than that.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));

  const definitions = new Map<string, { handler: JobHandler<unknown>; options: Required<JobDefinition> }>();
  const workers = createJobWorkers({ boss, logger, pollIntervalMs });
  const wake = workers.wake;
  const recovery = createStalledJobRecovery({
    executeSql,
    logger,
    names: workers.names,
    running: workers.runningIds,
    wake,
  });
  let started: Promise<void> | undefined;

  async function startOnce() {
    await boss.start();
    for (const [name, { handler, options }] of definitions) {
      const settings = {
        name,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds,
      };
      // createQueue leaves an existing queue as it was: the update makes its settings the code's.
      await boss.createQueue(name, settings);
      await boss.updateQueue(name, settings);
      workers.add(name, handler, options.concurrency);
    }
    // What a stopped process left active is back in line before the first fetch.
    if (recoverEveryMs > 0) await recovery.start(recoverEveryMs);
    workers.run();
  }

  function start() {
    started ??= startOnce();
    return started;
  }

  function idForKey(name: string, key: string) {
    // A UUID derived from name and key: the same key is the same row, refused by its primary key.
    const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  async function startedFor(name: string, inTransaction: SqlExecutor | undefined) {
    // Inside a transaction the queue must already run: starting it would wait on the database.
    if (inTransaction && !started) throw new Error("job queue not started before the transaction");
    await start();
    if (!definitions.has(name)) throw new Error(`no handler for job '${name}'`);
  }

  async function dueOrRunning(): Promise<number> {
    const names = workers.names();
    if (names.length === 0) return 0;
    const { rows } = await executeSql(
      `SELECT count(*)::int AS count FROM ${SCHEMA}.job
       WHERE name = ANY($1::text[]) AND state < 'completed' AND start_after <= now()`,
      [names],
    );
    return workers.runningIds().length + ((rows[0] as { count: number } | undefined)?.count ?? 0);
  }

  return {
    define(name, handler, options = {}) {
      if (started) throw new Error(`job '${name}' defined after the queue started`);
      definitions.set(name, {
        handler: handler as JobHandler<unknown>,
        options: {
          retryLimit: options.retryLimit ?? 5,
          retryDelaySeconds: options.retryDelaySeconds ?? 15,
          expireInSeconds: options.expireInSeconds ?? 300,
          concurrency: options.concurrency ?? 4,
        },
      });
    },
    async enqueue(name, payload, options = {}) {
      await startedFor(name, options.executeSql);
      const id = await boss.send(name, payload as object, {
        ...(options.key ? { id: idForKey(name, options.key) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.executeSql ? { db: { executeSql: options.executeSql } } : {}),
      });
      // Inside a transaction the job is not visible until the commit: the caller wakes them then.
      if (id && !options.startAfter && !options.executeSql) wake();
      return id;
    },
    async enqueueMany(name, payloads, inTransaction) {
      await startedFor(name, inTransaction);
      if (payloads.length === 0) return;
      const jobs = payloads.map((data) => ({ name, data: data as object }));
      await boss.insert(jobs, { db: { executeSql: inTransaction } });
    },
    wake,
    async cancel(name, id) {
      await start();
      await boss.cancel(name, id);
    },
    idForKey,
    async schedule(name, cron, payload, options) {
      await start();
      await boss.schedule(name, cron, payload ?? {}, { tz: options?.tz ?? "Europe/Madrid" });
    },
    async outcome(name, id, timeoutMs) {
      await start();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id, { includeArchive: true });
        if (job?.state === "completed") return { state: "completed", output: job.output };
        if (job?.state === "failed" || job?.state === "cancelled")
          return { state: "failed", output: job.output };
        if (Date.now() >= deadline) return { state: "pending", output: null };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async listFailed(limit = 50) {
      await start();
      const { rows } = await executeSql(
        `SELECT id, name, data AS payload, retry_count + 1 AS attempts, output->>'message' AS error,
                created_on AS "createdOn", completed_on AS "failedOn"
         FROM ${SCHEMA}.job WHERE state = 'failed' ORDER BY completed_on DESC LIMIT $1`,
        [limit],
      );
      return rows as FailedJob[];
    },
    async retry(name, id) {
      await start();
      const { rows } = await executeSql(
        `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND id = $2::uuid AND state = 'failed'`,
        [name, id],
      );
      if (rows.length === 0) return false;
      await boss.retry(name, id);
      wake();
      return true;
    },
    async idle() {
      if (!started) return;
      await started;
      while ((await dueOrRunning()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    start,
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => {});
      recovery.stop();
      await workers.stop(timeoutMs);
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
