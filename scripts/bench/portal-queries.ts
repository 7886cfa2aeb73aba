/**
 * Single portal queries at 100.000 listings on PostgreSQL, each alone at 10 connections: the
 * similar listings of the listing page (today's query and the one it replaced, side by side) and
 * a new search with a common word and other filters (the page with its capped count, and the
 * count alone). For each: EXPLAIN (ANALYZE, BUFFERS) on a warm cache, then `--duration` seconds
 * of `--connections` connections each sending the next query as soon as the last is answered;
 * prints the median and p95 time per query and the database's CPU per query (its backends' own
 * CPU from /proc, which depends far less on the shared machine than the latency does).
 *
 *   BENCH_DATABASE=zg_scale3_data node --import tsx scripts/bench/portal-queries.ts \
 *     [--listings=100000] [--connections=10] [--duration=5] [--rounds=3] [--keep=1] [--plans=FILE]
 *     [--only=WORDS]
 *
 * `--keep=1` keeps the database and reuses its listings when they are there (the load takes
 * minutes), so two versions of the code can run on the same data one after the other.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { type SQLWrapper, sql } from "drizzle-orm";
import { type Db, openDatabase, queryRows } from "#app/db/client.server";
import { EMPTY_PORTAL_FILTERS, type PortalFilters } from "#app/domain/listings/filters";
import { findPublishedProperties } from "#app/domain/listings/portal.server";
import { portalCountQuery, portalPageQuery } from "#app/domain/listings/portal-query.server";
import { findSimilarListings, similarListingsQuery } from "#app/domain/listings/similar-listings.server";
import { BENCH_SERVER_URL, createScratchDatabase } from "../scratch-database";
import { insertBenchListings } from "./portal-data";
import { backendCpuMeter, keptDatabase } from "./postgres-bench";
import { median, quantile } from "./stats";

function option(name: string, fallback: string): number {
  const prefix = `--${name}=`;
  return Number(process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback);
}
const LISTINGS = option("listings", "100000");
const CONNECTIONS = option("connections", "10");
const DURATION_MS = option("duration", "5") * 1000;
const ROUNDS = option("rounds", "3");
const KEEP = option("keep", "0") === 1;
/** `--only=WORDS`: just the queries whose name contains WORDS. */
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length) ?? "";
const PLANS_FILE = process.argv.find((arg) => arg.startsWith("--plans="))?.slice("--plans=".length);
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? "zaguan_bench_portal_queries";
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? BENCH_SERVER_URL;

/** A listing compared: not in the table, so none is left out of its own group. */
const OUTSIDER = "00000000-0000-4000-8000-000000000000";

/** The similar-listings query before 29 Nov: the whole group ordered by the distance in price. */
function similarBeforeQuery(listing: { province: string; types: string[]; price: number }) {
  return sql`
    SELECT p.id, p.title, p.price FROM portal_search s JOIN properties p ON p.id = s.property_id
    WHERE s.province = ${listing.province} AND s.property_type = ANY(${`{${listing.types.join(",")}}`}::text[])
      AND s.property_id <> ${OUTSIDER} AND p.status = 'published' AND NOT p.is_test
    ORDER BY abs(s.price::bigint - ${listing.price}) ASC NULLS LAST, s.property_id ASC LIMIT 4`;
}

type Case = { name: string; run: (db: Db) => Promise<unknown>; plan: SQLWrapper };

function commonWord(extra: Partial<PortalFilters>): PortalFilters {
  return { ...EMPTY_PORTAL_FILTERS, search: "piso", province: "Madrid", ...extra };
}

function cases(db: Db): Case[] {
  const madridPisos = { province: "Madrid", propertyType: "Piso", price: 250_000 };
  const pisoTypes = ["Piso", "Ático", "Dúplex", "Loft", "Estudio"];
  const searches: [string, PortalFilters][] = [
    ["q=piso&provincia=Madrid&precio_max=300000", commonWord({ priceMax: 300_000 })],
    [
      "q=piso&provincia=Madrid&precio_max=400000&habitaciones=3",
      commonWord({ priceMax: 400_000, bedroomsMin: 3 }),
    ],
    [
      "q=piso&provincia=Barcelona&tipo=Piso&extras=terraza",
      commonWord({ province: "Barcelona", type: "Piso", features: ["terraza"] }),
    ],
    // A rarer word (5 % of Madrid's listings), which the trigram index finds.
    ["q=atico&provincia=Madrid", commonWord({ search: "atico" })],
  ];
  const all: Case[] = [
    {
      name: "similar listings, Madrid pisos (before: the group by distance)",
      run: (db) => db.execute(similarBeforeQuery({ province: "Madrid", types: pisoTypes, price: 250_000 })),
      plan: similarBeforeQuery({ province: "Madrid", types: pisoTypes, price: 250_000 }),
    },
    {
      name: "similar listings, Madrid pisos (now: nearest above and below)",
      run: (db) => findSimilarListings(db, { id: OUTSIDER, ...madridPisos }),
      plan: similarListingsQuery(db, { id: OUTSIDER, ...madridPisos }),
    },
    ...searches.flatMap(([name, filters]): Case[] => [
      {
        name: `${name}: page and capped count`,
        run: (db) => findPublishedProperties({ db, filters, page: 1 }),
        plan: portalPageQuery(db, filters, 1),
      },
      {
        name: `${name}: capped count alone`,
        run: (db) => portalCountQuery(db, filters),
        plan: portalCountQuery(db, filters),
      },
    ]),
  ];
  return all.filter((each) => each.name.includes(ONLY));
}

/** `CONNECTIONS` loops, each sending the next query when the last is answered, for DURATION_MS. */
async function drive(db: Db, run: Case["run"]) {
  const times: number[] = [];
  const meter = backendCpuMeter(BENCH_DATABASE);
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await run(db);
        times.push(performance.now() - start);
      }
    }),
  );
  return { times, databaseCpuMs: (meter() * 1000) / Math.max(1, times.length), load: loadavg()[0] ?? 0 };
}

async function main() {
  const scratch = KEEP
    ? await keptDatabase(BENCH_DATABASE, SERVER_URL)
    : await createScratchDatabase(BENCH_DATABASE, SERVER_URL);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: CONNECTIONS });
  try {
    await database.migrate();
    const { db } = database;
    const [held] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from portal_search`);
    if (!held?.n) {
      const started = performance.now();
      await insertBenchListings(db, LISTINGS);
      await db.execute(sql`VACUUM ANALYZE properties, portal_search`);
      console.log(`${LISTINGS} listings loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const plans: string[] = [];
    const results: string[] = [];
    for (const each of cases(db)) {
      await each.run(db);
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        db,
        sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${each.plan}`,
      );
      plans.push(`#### ${each.name}\n\n\`\`\`\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}\n\`\`\``);
    }
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_MS / 1000} s per query`);
    const byCase = new Map<string, ReturnType<typeof drive> extends Promise<infer R> ? R[] : never>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const each of cases(db)) {
        const measured = await drive(db, each.run);
        byCase.set(each.name, [...(byCase.get(each.name) ?? []), measured]);
        console.log(
          `  round ${round}  ${each.name}: ${measured.times.length} queries, median ${median(measured.times).toFixed(1)} ms, p95 ${quantile(measured.times, 0.95).toFixed(1)} ms, db CPU ${measured.databaseCpuMs.toFixed(2)} ms/query, load ${measured.load.toFixed(1)}`,
        );
      }
    }
    results.push("| query | queries/s | median ms | p95 ms (median of rounds) | db CPU ms/query | load |");
    results.push("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const [name, rounds] of byCase) {
      const of = (pick: (round: (typeof rounds)[number]) => number) => median(rounds.map(pick));
      results.push(
        `| ${name} | ${of((r) => r.times.length / (DURATION_MS / 1000)).toFixed(0)} | ${of((r) => median(r.times)).toFixed(2)} | ${of((r) => quantile(r.times, 0.95)).toFixed(2)} | ${of((r) => r.databaseCpuMs).toFixed(2)} | ${of((r) => r.load).toFixed(1)} |`,
      );
    }
    console.log(`\n${results.join("\n")}`);
    if (PLANS_FILE) {
      writeFileSync(PLANS_FILE, `${results.join("\n")}\n\n${plans.join("\n\n")}\n`);
      console.log(`\nplans written to ${PLANS_FILE}`);
    }
  } finally {
    await database.close();
    if (!KEEP) await scratch.drop();
  }
}

await main();
