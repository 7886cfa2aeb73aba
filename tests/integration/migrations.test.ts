import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { migrationsFolder, openDatabase } from "#app/db/client.server";
import * as schema from "#app/db/schema/index";
import { testDatabaseKind } from "#tests/setup/db";

const INSTANCES = 4;

describe.runIf(testDatabaseKind === "postgres")("migrations on PostgreSQL", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `zaguan_test_migrate_${randomBytes(6).toString("hex")}`;
  // This block is collected, not run, on PGlite, where no server URL is set.
  const url = new URL(serverUrl || "postgres://localhost/");
  url.pathname = `/${name}`;

  async function onServer(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  test(`${INSTANCES} instances starting together on an empty database apply each migration once`, async () => {
    await onServer(`CREATE DATABASE ${name}`);
    // Each "instance" has its own pool, as separate processes would.
    const instances = await Promise.all(
      Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: url.toString(), poolSize: 3 })),
    );
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      const failures = results.flatMap((result) =>
        result.status === "rejected" ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query<{ created_at: string }>(
        "select created_at from drizzle.__drizzle_migrations order by created_at",
      );
      expect(applied.rows.map((row) => Number(row.created_at))).toEqual(
        journal.entries.map((entry) => entry.when),
      );
      // Every table of the schema is there, not half-built.
      const tables = await client.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      );
      const expected = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table))
        .sort();
      expect(tables.rows.map((row) => row.tablename)).toEqual(expected);
    } finally {
      await client.end();
    }
  });
});
