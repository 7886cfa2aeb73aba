/**
 * The similar-listings query of the listing page (app/domain/listings/similar-listings.server.ts)
 * at 100.000 listings on PostgreSQL: EXPLAIN (ANALYZE) and the median of 50 runs for a listing in
 * the biggest province and type group, and in a small one.
 *
 *   node --import tsx scripts/bench/similar-listings.ts [count]
 *
 * Creates and drops the database `zaguan_bench_similar` at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); the listings come from insertBenchListings.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "#app/db/client.server";
import { findSimilarListings, similarListingsQuery } from "#app/domain/listings/similar-listings.server";
import { insertBenchListings } from "./portal-data";

const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const count = Number(process.argv[2] ?? 100_000);
// Another name (BENCH_DATABASE) lets two benchmarks share one PostgreSQL server.
const NAME = process.env.BENCH_DATABASE ?? "zaguan_bench_similar";

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await onServer(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${NAME}`);
const url = new URL(serverUrl);
url.pathname = `/${NAME}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
try {
  await database.migrate();
  await insertBenchListings(database.db, count);
  await database.db.execute(sql`ANALYZE`);
  const groups = (await database.db.execute(sql`
    SELECT province, property_type, count(*)::int AS n FROM portal_search
    GROUP BY 1, 2 ORDER BY n DESC`)) as unknown as {
    rows?: { province: string; property_type: string; n: number }[];
  };
  const rows = groups.rows ?? (groups as unknown as { province: string; property_type: string; n: number }[]);
  for (const group of [rows[0], rows[rows.length - 1]]) {
    if (!group) continue;
    const listing = {
      id: "00000000-0000-4000-8000-000000000000",
      province: group.province,
      propertyType: group.property_type,
      price: 250_000,
    };
    const times: number[] = [];
    for (let run = 0; run < 50; run += 1) {
      const start = performance.now();
      await findSimilarListings(database.db, listing);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${group.province} / ${group.property_type} (${group.n} in the group of ${count}): median ${times[25]?.toFixed(2)} ms, p95 ${times[47]?.toFixed(2)} ms`,
    );
  }
  // The plan of the biggest group, as the query runs it.
  const top = rows[0];
  if (top) {
    const query = similarListingsQuery(database.db, {
      id: "00000000-0000-4000-8000-000000000000",
      province: top.province,
      propertyType: top.property_type,
      price: 250_000,
    });
    const plan = (await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`)) as unknown as {
      rows?: Record<string, string>[];
    };
    for (const line of plan.rows ?? []) console.log(Object.values(line)[0]);
  }
} finally {
  await database.close();
  await onServer(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}
