/**
 * Jobs left active by a process that stopped (a crash, a kill, a deploy that did not wait) go back
 * in line as soon as their expiry has passed, and run at once.
 *
 * pg-boss 10 expires them too, but late for e-mail: its supervisor looks every 2 minutes and puts an
 * expired job behind the retry backoff, as if the job itself had failed — a queued e-mail arrived
 * 5–8 minutes after a crash. Here a short loop (every few seconds, and once when the queue starts)
 * moves them to 'retry' due now, or to 'failed' when their retries are used up, with the reason for
 * the admin's list. The attempt counts: a job that crashes its process every time ends failed.
 * One statement, so two instances sweeping at once recover each job once. pg-boss's own expiry
 * still runs behind it.
 */

type Execute = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
type Logger = { warn(object: object, message: string): void; error(object: object, message: string): void };

const SCHEMA = "pgboss";
/** What the admin's 'Trabajos fallidos' shows for a job whose retries ran out this way. */
export const STALLED_JOB_MESSAGE = "El proceso que lo ejecutaba se detuvo (caída o reinicio del servidor)";

const RECOVER_SQL = `
  UPDATE ${SCHEMA}.job SET
    state = CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END::${SCHEMA}.job_state,
    start_after = now(),
    completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
    output = jsonb_build_object('message', $2::text)
  WHERE name = ANY($1::text[]) AND state = 'active' AND started_on + expire_in < now()
    AND NOT (id = ANY($3::uuid[]))
  RETURNING name, id, state`;

export function createStalledJobRecovery({
  executeSql,
  logger,
  names,
  running,
  wake,
}: {
  executeSql: Execute;
  logger: Logger;
  /** The job names this process works (a test's queue never touches another's jobs). */
  names: () => string[];
  /**
   * The ids of the jobs this process is running now: alive, whatever their age, so never taken
   * from under it (on PGlite, where one process holds the database, no job is ever run twice).
   */
  running: () => string[];
  /** Tells this process's workers that jobs are due now. */
  wake: () => void;
}) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let sweeping = false;

  /** Puts back in line the stalled jobs of this process's names; how many. */
  async function recoverStalledJobs(): Promise<number> {
    const current = names();
    if (sweeping || current.length === 0) return 0;
    sweeping = true;
    try {
      const { rows } = await executeSql(RECOVER_SQL, [current, STALLED_JOB_MESSAGE, running()]);
      if (rows.length > 0) {
        logger.warn({ jobs: rows }, "jobs left active by a stopped process put back in line");
        wake();
      }
      return rows.length;
    } catch (error) {
      logger.error({ err: error }, "stalled job recovery failed");
      return 0;
    } finally {
      sweeping = false;
    }
  }

  return {
    recoverStalledJobs,
    async start(everyMs: number) {
      await recoverStalledJobs();
      timer = setInterval(() => void recoverStalledJobs(), everyMs);
      timer.unref?.();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
