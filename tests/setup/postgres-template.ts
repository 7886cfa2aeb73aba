import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, sqlExecutor } from "#app/db/client.server";
import { installJobSchema } from "#app/lib/job-schema.server";

/**
 * Creating a database and running every migration on it takes about a second per test file;
 * copying an already migrated one (CREATE DATABASE … TEMPLATE) a third of that. Built once per
 * run on the TEST_DATABASE_URL server, each test file copies it and the run drops it at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `zaguan_test_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A template must have no open connection while it is copied: migrate, then close the pool.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
    await installJobSchema(sqlExecutor(database.db));
  } finally {
    await database.close();
  }
  project.provide("postgresTemplate", name);
  return () => dropRunDatabases(serverUrl, name);
}

/** The template and every copy of it (tests/setup/db.ts names them after it) not dropped yet. */
async function dropRunDatabases(serverUrl: string, template: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname = $1 or datname like $2",
      [template, `${template}\\_%`],
    );
    // Copies first: the template cannot go while a copy of it is being made.
    for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length))
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
