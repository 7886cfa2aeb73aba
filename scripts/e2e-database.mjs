// The e2e servers' databases on the PostgreSQL server CI has (TEST_DATABASE_URL): the seeding server
// fills one, each group's server gets a copy of it (CREATE DATABASE … TEMPLATE, a file copy on the
// server), and the run drops them at its end. The built servers then run every request's SQL on that
// server instead of in their own embedded PGlite, most of their CPU in the e2e layer
// (docs/benchmarks/test-suite.md). Without TEST_DATABASE_URL the groups keep PGlite data folders.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The databases of one e2e run: `<prefix>_seed`, then `<prefix>_1`, `<prefix>_2` for the groups. */
export function e2eDatabases(serverUrl = process.env.TEST_DATABASE_URL) {
  if (!serverUrl) return null;
  const prefix = `zaguan_e2e_${randomBytes(4).toString("hex")}`;
  const urlOf = (name) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const created = [];
  const create = async (name, template) => {
    await onServer(serverUrl, [
      template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
      // A commit does not wait for its WAL to reach the disk: a throwaway database needs no durability.
      `ALTER DATABASE ${name} SET synchronous_commit = off`,
    ]);
    created.push(name);
    return urlOf(name);
  };
  return {
    /** What every database of this run is named after (their server backends' process titles show it). */
    prefix,
    /** An empty database for the seeding server. */
    seed: () => create(`${prefix}_seed`),
    /** Group `index`'s database: a copy of the seeded one, or empty if seeding failed (its server seeds it). */
    group: (index, seeded) => create(`${prefix}_${index + 1}`, seeded ? `${prefix}_seed` : null),
    /** Drops every database this run made, copies before the template they were made from. */
    async dropAll() {
      const names = [...created].reverse();
      await onServer(
        serverUrl,
        names.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).catch((error) => console.error(`e2e: dropping ${names.join(", ")} failed: ${error.message}`));
    },
  };
}

async function onServer(serverUrl, statements) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
