import type PgBoss from "pg-boss";

/**
 * The queue's worker loops (jobs.server.ts, docs/decisions/0014-durable-jobs.md): one loop per job
 * name fetches what is due (up to the free slots), runs it, records each outcome before fetching
 * again, looks again at once while there was work, and otherwise sleeps until an enqueue in this
 * process wakes it or the poll interval passes. It also knows which jobs this process is running,
 * so the stalled-job recovery never takes one from under it.
 */

type Logger = { warn(object: object, message: string): void; error(object: object, message: string): void };
type Handler = (payload: unknown, job: { id: string; attempt: number; createdOn: Date }) => Promise<unknown>;
type FetchedJob = { id: string; data: unknown; retryCount: number; createdOn: Date };
type Worker = { name: string; handler: Handler; concurrency: number; running: number };

export function createJobWorkers({
  boss,
  logger,
  pollIntervalMs,
}: {
  boss: Pick<PgBoss, "fetch" | "complete" | "fail">;
  logger: Logger;
  pollIntervalMs: number;
}) {
  const workers = new Map<string, Worker>();
  const runningIds = new Set<string>();
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();
  let stopping = false;
  // Bumped by every wake: a loop that was fetching when it came looks again instead of sleeping.
  let wakeCount = 0;

  function wake() {
    wakeCount += 1;
    for (const resolve of [...wakers]) resolve();
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      wakers.add(done);
    });
  }

  async function runJob(worker: Worker, job: FetchedJob) {
    worker.running += 1;
    runningIds.add(job.id);
    try {
      const output = await worker.handler(job.data, {
        id: job.id,
        attempt: job.retryCount + 1,
        createdOn: new Date(job.createdOn),
      });
      await boss.complete(worker.name, job.id, (output ?? undefined) as object | undefined);
    } catch (error) {
      logger.warn({ err: error, job: worker.name, id: job.id, attempt: job.retryCount + 1 }, "job failed");
      const reason = error instanceof Error ? { message: error.message } : { message: String(error) };
      await boss.fail(worker.name, job.id, reason).catch((failError: unknown) => {
        // Left active: it expires and is tried again (stalled-jobs.server.ts).
        logger.error({ err: failError, job: worker.name, id: job.id }, "job failure not recorded");
      });
    } finally {
      worker.running -= 1;
      runningIds.delete(job.id);
    }
  }

  async function workLoop(worker: Worker) {
    while (!stopping) {
      const wakesBefore = wakeCount;
      let fetched: FetchedJob[] = [];
      try {
        fetched = ((await boss.fetch(worker.name, {
          batchSize: worker.concurrency,
          includeMetadata: true,
        })) ?? []) as unknown as FetchedJob[];
      } catch (error) {
        logger.error({ err: error, job: worker.name }, "job fetch failed");
      }
      if (fetched.length > 0) {
        await Promise.all(fetched.map((job) => runJob(worker, job)));
        continue;
      }
      if (wakeCount === wakesBefore) await sleep(pollIntervalMs);
    }
  }

  return {
    wake,
    /** Registers a name's handler; its loop starts with `run`. */
    add(name: string, handler: Handler, concurrency: number) {
      workers.set(name, { name, handler, concurrency, running: 0 });
    },
    /** Starts one loop per registered name. */
    run() {
      for (const worker of workers.values()) loops.push(workLoop(worker));
    },
    names: () => [...workers.keys()],
    /** Jobs being run by this process now. */
    runningIds: () => [...runningIds],
    /** Stops fetching; resolves once the running jobs end or `timeoutMs` passes. */
    async stop(timeoutMs: number) {
      stopping = true;
      wake();
      await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    },
  };
}
