/**
 * The database's share of each `bench:portal` scenario, without HTTP: every path's search run as
 * the portal runs it (`findPublishedProperties`, its prepared statement) on one connection, and
 * the CPU its PostgreSQL backend spent per search (from /proc, which depends far less on the
 * shared machine than a latency does), with the buffers of its EXPLAIN (ANALYZE, BUFFERS).
 *
 *   BENCH_DATABASE=zg_portal_db node --import tsx scripts/bench/portal-database.ts \
 *     [--listings=100000] [--searches=100] [--rounds=4] [--before=FILE]
 *
 * The database is kept and its listings reused when they are there. `--before=FILE` compares two
 * schemas on the same data: each round measures the schema as migrated ("after") and, inside a
 * transaction rolled back at once, the schema FILE's statements make ("before": e.g. the indexes a
 * migration replaced), in alternating order (after-before, then before-after), so a change of
 * load on the shared machine weighs on both alike.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { type Db, openDatabase, queryRows } from "#app/db/client.server";
import { findPublishedProperties } from "#app/domain/listings/portal.server";
import { portalPageQuery } from "#app/domain/listings/portal-query.server";
import { BENCH_SERVER_URL } from "../scratch-database";
import { insertBenchListings } from "./portal-data";
import { portalScenarios, type SortedFilters } from "./portal-scenarios";
import { keptDatabase } from "./postgres-bench";
import { cpuSeconds } from "./process-cpu";
import { median } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const LISTINGS = Number(option("listings", "100000"));
const SEARCHES = Number(option("searches", "100"));
const ROUNDS = Number(option("rounds", "4"));
const BEFORE_FILE = option("before", "");
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? "zaguan_bench_portal_database";

type Side = "after" | "before";
type Figures = { cpuMs: number[]; buffers: number };

/** Backend CPU milliseconds per search of one path, over SEARCHES runs after one to warm up. */
async function cpuPerSearch(db: Db, backendPid: number, filters: SortedFilters) {
  const search = () => findPublishedProperties({ db, filters, page: filters.page ?? 1 });
  await search();
  const before = cpuSeconds(backendPid);
  for (let run = 0; run < SEARCHES; run++) await search();
  return ((cpuSeconds(backendPid) - before) * 1000) / SEARCHES;
}

/** The shared buffers the page's statement (with its count) touched, warm. */
async function buffersOf(db: Db, filters: SortedFilters) {
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${portalPageQuery(db, filters, filters.page ?? 1)}`,
  );
  const top = plan.map((row) => row["QUERY PLAN"]).find((line) => line.includes("Buffers: shared hit="));
  return Number(top?.match(/shared hit=(\d+)/)?.[1] ?? 0);
}

async function measureSide(db: Db, backendPid: number, side: Side, figures: Map<string, Figures>) {
  // One connection (poolSize 1): the transaction, its schema and the searches share it.
  if (side === "before") {
    await db.execute(sql`BEGIN`);
    for (const statement of readFileSync(BEFORE_FILE, "utf8").split(";")) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
  }
  try {
    for (const scenario of portalScenarios()) {
      for (const [index, filters] of scenario.filters.entries()) {
        const key = `${side}|${scenario.name}|${scenario.paths[index]}`;
        const cpuMs = await cpuPerSearch(db, backendPid, filters);
        const known = figures.get(key);
        if (known) known.cpuMs.push(cpuMs);
        else figures.set(key, { cpuMs: [cpuMs], buffers: await buffersOf(db, filters) });
      }
    }
  } finally {
    if (side === "before") await db.execute(sql`ROLLBACK`);
  }
}

function report(figures: Map<string, Figures>, sides: Side[]) {
  const of = (side: Side, scenario: string, pick: (each: Figures) => number) => {
    const values = [...figures.entries()]
      .filter(([key]) => key.startsWith(`${side}|${scenario}|`))
      .map(([, each]) => pick(each));
    return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  };
  const header = sides.length > 1 ? "before → after (ratio)" : "after";
  console.log(`\n| scenario (mean of its paths) | database CPU ms/search, ${header} | buffers, ${header} |`);
  console.log("| --- | ---: | ---: |");
  for (const scenario of portalScenarios()) {
    const cpu = sides.map((side) => of(side, scenario.name, (each) => median(each.cpuMs)));
    const buffers = sides.map((side) => of(side, scenario.name, (each) => each.buffers));
    const cell = (values: number[], digits: number) =>
      values.length > 1
        ? `${values.map((value) => value.toFixed(digits)).join(" → ")} (${((values[1] ?? 0) / (values[0] || 1)).toFixed(2)}×)`
        : (values[0] ?? 0).toFixed(digits);
    console.log(`| ${scenario.name} | ${cell(cpu, 2)} | ${cell(buffers, 0)} |`);
  }
  console.log("\n| path | CPU ms/search | buffers |\n| --- | ---: | ---: |");
  for (const [key, each] of figures) {
    console.log(
      `| ${key.split("|")[0]} ${key.split("|")[2]} | ${median(each.cpuMs).toFixed(2)} | ${each.buffers} |`,
    );
  }
}

async function main() {
  const kept = await keptDatabase(BENCH_DATABASE, BENCH_SERVER_URL);
  const database = await openDatabase({ databaseUrl: kept.url, poolSize: 1 });
  try {
    await database.migrate();
    const { db } = database;
    const [held] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from portal_search`);
    if (!held?.n) {
      await insertBenchListings(db, LISTINGS);
      await db.execute(sql`VACUUM ANALYZE properties, portal_search`);
    }
    const [backend] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
    const sides: Side[] = BEFORE_FILE ? ["after", "before"] : ["after"];
    const figures = new Map<string, Figures>();
    console.log(`${SEARCHES} searches per path, ${ROUNDS} rounds, load ${loadavg()[0]?.toFixed(1)}`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of round % 2 === 1 ? sides : [...sides].reverse()) {
        await measureSide(db, backend?.pid ?? 0, side, figures);
      }
      console.log(`  round ${round} done, load ${loadavg()[0]?.toFixed(1)}`);
    }
    report(figures, BEFORE_FILE ? ["before", "after"] : sides);
  } finally {
    await database.close();
  }
}

await main();
