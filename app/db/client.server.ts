import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { SqlExecutor } from "#app/lib/jobs.server";
import {
  type Listener,
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
} from "./notifications.server";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database type the app uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Calls `handlers.onNotify` for every NOTIFY on `channel` committed by anyone. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listener>;
  close(): Promise<void>;
};

/** drizzle/ sits at the project root both in development (app/db) and in the built server (build/server). */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle"),
  ];
  return candidates.find((dir): dir is string => Boolean(dir)) ?? "drizzle";
}

/** `DATABASE_URL` selects a PostgreSQL server; without it, an embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  poolSize?: number;
  /** Told when the server drops an idle connection (restart, failover); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover, admin) is discarded by the pool;
    // without a listener its 'error' event would crash the process. The next query reconnects.
    pool.on("error", options.onConnectionError ?? (() => {}));
    const db = drizzlePostgres(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgresLocked(pool),
      listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    extensions: { btree_gin, pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/**
 * Any constant shared by every instance: the key of the session advisory lock that lets only one
 * of several instances starting together on a new database apply the migrations.
 */
export const MIGRATION_LOCK_KEY = 7_310_100_001;

/**
 * Drizzle's migrator takes no lock: two instances starting at once both find a migration unapplied
 * and both run it (the second fails on "already exists", or records it twice). Holding a session
 * advisory lock on one dedicated connection makes the others wait, then find nothing to do.
 * PGlite needs none: its data folder belongs to one process.
 */
async function migratePostgresLocked(pool: pg.Pool) {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(connection), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed may still hold the lock: destroy it rather than return it to the pool.
    connection.release(broken);
  }
}

/** Raw SQL for the rare query Drizzle's builder can't express; both drivers return `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Plain SQL text and positional values in, `{ rows }` out: what the job queue (pg-boss) runs on. */
export type { SqlExecutor };

/**
 * The job queue's way into whichever engine `db` runs on, sharing its connection (PGlite) or pool
 * (PostgreSQL). Text without values may hold several statements (pg-boss installs its schema and
 * takes its locks that way): PGlite runs those through `exec`, PostgreSQL through the simple
 * protocol; either way the last statement's rows come back.
 */
export function sqlExecutor(db: Db): SqlExecutor {
  return executorOf((db as unknown as { $client: PGlite | pg.Pool }).$client);
}

/**
 * The same for an open Drizzle transaction: pg-boss then stores its jobs on the transaction's own
 * connection, so they commit or roll back with the rows written beside them.
 */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  const session = (tx as unknown as { session: { client: TransactionClient } }).session;
  return executorOf(session.client);
}

/** An open transaction of either engine, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** PGlite's transaction has `query` and `exec`; PostgreSQL's is a pool client with `query`. */
type TransactionClient = PGlite | pg.Pool | pg.PoolClient | Pick<PGlite, "query" | "exec">;

function executorOf(client: TransactionClient): SqlExecutor {
  if ("exec" in client && typeof client.exec === "function") {
    return async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    };
  }
  const pgClient = client as pg.Pool | pg.PoolClient;
  return async (text, values) => {
    const result = (await pgClient.query(text, values as unknown[])) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  };
}
