import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type Db, openDatabase, queryRows } from "#app/db/client.server";
import { listenPglite } from "#app/db/notifications.server";
import * as schema from "#app/db/schema/index";

export type TestDatabase = Database & {
  /** Empties every table, keeping the schema. */
  truncate(): Promise<void>;
};

/** Which engine this test project runs on: set per Vitest project (see vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database of its own: PGlite in memory, or a new database on the PostgreSQL server,
 * each a copy of the run's migrated template (tests/setup/pglite-template.ts, postgres-template.ts).
 */
export async function createTestDatabase({
  poolSize = 5,
}: {
  poolSize?: number;
} = {}): Promise<TestDatabase> {
  const database =
    testDatabaseKind === "postgres" ? await createPostgresDatabase(poolSize) : await createPgliteDatabase();
  return { ...database, truncate: () => truncateAll(database.db) };
}

/** Registers a clean database for the current test file. */
export function withTestDatabase(options: { poolSize?: number } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("test database not ready: call inside a test or hook");
    return database;
  };
}

async function createPgliteDatabase(): Promise<Database> {
  const template = inject("pgliteTemplate");
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: { btree_gin, pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {},
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

async function createPostgresDatabase(poolSize: number): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  // A copy of the database tests/setup/postgres-template.ts migrated once for the run, named after
  // it so the run's end can find the copies still there.
  const template = inject("postgresTemplate");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, [
    `CREATE DATABASE ${name} TEMPLATE ${template}`,
    // A commit does not wait for its WAL to reach the disk: the tests read what they wrote either way,
    // and a throwaway database needs no durability across a crash of the server.
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    ...database,
    async close() {
      await database.close();
      // Not awaited: PostgreSQL 15 ends DROP DATABASE with a checkpoint that flushes every database's
      // dirty pages, the other test files' included (0,2 to 4 s each under load). The next file need
      // not wait for it; whatever is left when the run ends is dropped by postgres-template.ts.
      void onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]).catch(() => {});
    },
  };
}

async function onServer(serverUrl: string, statements: readonly string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function truncateAll(db: Db) {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
  if (tables) await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
