import PgBoss from "pg-boss";

/** Runs one SQL statement for the queue: the app's own database handle, or a transaction's. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The queue's own schema in the app's database, beside the product's tables. */
export const JOB_SCHEMA = "pgboss";

/** Creates or upgrades the queue's schema, nothing else (a migrated test template carries it). */
export async function installJobSchema(executeSql: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ db: { executeSql }, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
