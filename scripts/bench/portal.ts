/**
 * Portal benchmark: loads N synthetic listings into a fresh database (PGlite and PostgreSQL),
 * saves the EXPLAIN (ANALYZE) plan of every portal query, starts the production build against it
 * and drives it with concurrent HTTP requests (autocannon), printing requests/s, p50/p95/p99
 * latency and the CPU each request cost the server and the database per scenario.
 *
 *   npm run bench:portal -- [--sizes=10000,100000] [--engines=pglite,postgres] [--duration=10]
 *                           [--connections=4] [--rounds=3] [--plans=FILE] [--workers=N] [--rate=R]
 *                           [--page-cache=off] [--keep=1] [--new-searches] [--only-new-searches]
 *                           [--builds=build-base,build]
 *
 * Without `--rate`, each of the connections sends its next request as soon as the last one is
 * answered, so the server is kept fully busy and latency is mostly time in the queue. `--rate=R`
 * sends R requests per second on average instead, arriving at random like independent visitors
 * (`driveAtRate`), and gives the latency of a server under that load; `--connections` is then unused.
 *
 * `--rounds=N` measures every scenario N times, one round of all scenarios after another, and prints
 * each scenario's median across the rounds next to the fastest and slowest round: on this shared
 * machine one 10-second sample can be off by half, and a round-robin spreads that over every
 * scenario alike.
 *
 * On PostgreSQL the server runs as docs/deploy.md says to deploy it: one serving process per core
 * (WEB_CONCURRENCY, with REDIS_URL, default the local Redis); `--workers=N` sets another number
 * (`--workers=1`: the single process the benchmark used before 23 Nov 2026). PGlite serves one.
 * The CPU column adds up the primary and every worker.
 *
 * The server keeps the pages it renders for visitors without a session (server/page-cache.ts), as
 * deployed, so after each path's first request a scenario measures kept pages, re-rendered only
 * after a minute or a listing change. `--page-cache=off` (PAGE_CACHE_MB=0) renders every request:
 * what a search no visitor has made in the last minute costs.
 *
 * `--new-searches` adds scenarios whose every request is a search no one made before, its results
 * new too: a price window whose floor, and a page (1 or 2), are drawn from a seeded sequence
 * within the portal's prices (its 10th to 90th percentile), alone or with a province: with the
 * page cache on, what the search templates answer (server/portal-result-slots.ts). Each build
 * gets the same sequence in a round (a new one each round and for the warm-up), and for these
 * scenarios the table adds the pages served from a template, the templates kept
 * (the server's log) and the cards rendered alone for them. `--only-new-searches` measures those
 * alone. `--builds=a,b` serves each build at once, on ports of its own over the same database, and
 * measures them one after the other in every round, in alternating order (a, b, then b, a): side
 * by side on one loaded machine, neither always first.
 *
 * Needs a build (`BUILD_DIR=build-portal npx react-router build`; BUILD_DIR defaults to `build`)
 * and, for PostgreSQL, a server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * where it creates and drops the database `zaguan_bench_portal`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type SQLWrapper, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "#app/db/client.server";
import { portalCountQuery, portalPageQuery } from "#app/domain/listings/portal-query.server";
import { publishedPropertyQuery } from "#app/domain/listings/property.server";
import { BROWSER_ACCEPT_ENCODING, driveAtRate } from "./http";
import { BENCH_SECRETS, insertBenchListings } from "./portal-data";
import { newSearchScenarios } from "./portal-new-searches";
import { portalScenarios, type Scenario } from "./portal-scenarios";
import { keptDatabase } from "./postgres-bench";
import { cpuSeconds } from "./process-cpu";
import { median } from "./stats";

type Engine = "pglite" | "postgres";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const SIZES = option("sizes", "10000,100000").split(",").map(Number);
const ENGINES = option("engines", "pglite,postgres").split(",") as Engine[];
const DURATION_SECONDS = Number(option("duration", "10"));
const CONNECTIONS = Number(option("connections", "4"));
const ROUNDS = Number(option("rounds", "3"));
const PLANS_FILE = option("plans", "");
const WORKERS = Number(option("workers", String(availableParallelism())));
const RATE = Number(option("rate", "0"));
const PAGE_CACHE = option("page-cache", "on") === "off" ? "off" : "on";
const PORT = Number(option("port", "3213"));
const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Another name (BENCH_DATABASE) lets two benchmarks share one PostgreSQL server.
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? "zaguan_bench_portal";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// `--keep=1` (PostgreSQL): the database and its listings are kept and reused, so two schemas or two
// builds can be measured on the same data, and it can be examined with psql between runs.
const KEEP = option("keep", "0") === "1";
const BUILDS = option("builds", BUILD_DIR).split(",");
const ONLY_NEW_SEARCHES = process.argv.includes("--only-new-searches");
const NEW_SEARCHES = ONLY_NEW_SEARCHES || process.argv.includes("--new-searches");
/** The portal's prices the new searches draw from: its 10th and 90th percentile, once loaded. */
let priceRange = { low: 100_000, high: 900_000 };

async function prepareDatabase(engine: Engine): Promise<{ env: Record<string, string> }> {
  if (engine === "postgres" && KEEP)
    return { env: { DATABASE_URL: (await keptDatabase(BENCH_DATABASE, POSTGRES_SERVER_URL)).url } };
  if (engine === "postgres") {
    const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    await admin.end();
    const url = new URL(POSTGRES_SERVER_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    return { env: { DATABASE_URL: url.toString() } };
  }
  return { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaguan-bench-portal-")) } };
}

async function openBenchDatabase(env: Record<string, string>): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 })
    : openDatabase({ dataDir: `${env.DATA_DIR}/db` });
}

async function explain(database: Database, query: SQLWrapper) {
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    database.db,
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function loadAndExplain(engine: Engine, size: number, env: Record<string, string>) {
  const database = await openBenchDatabase(env);
  const plans: string[] = [];
  try {
    await database.migrate();
    const [held] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from properties`,
    );
    if (held?.n) console.log(`  ${held.n} listings kept from an earlier run`);
    else {
      const started = performance.now();
      await insertBenchListings(database.db, size);
      await database.db.execute(sql`VACUUM ANALYZE properties, portal_search`);
      console.log(`  ${size} listings loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const [range] = await queryRows<{ low: number; high: number }>(
      database.db,
      sql`SELECT percentile_disc(0.1) WITHIN GROUP (ORDER BY price)::int AS low,
                 percentile_disc(0.9) WITHIN GROUP (ORDER BY price)::int AS high
          FROM properties WHERE status = 'published' AND price IS NOT NULL`,
    );
    if (range) priceRange = { low: Number(range.low), high: Number(range.high) };

    const ids = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM properties WHERE status = 'published' ORDER BY random() LIMIT 50`,
    );
    // Every path's own plan: a scenario's paths differ in the order and filters that choose it.
    for (const scenario of portalScenarios()) {
      for (const [index, filters] of scenario.filters.entries()) {
        const page = filters.page ?? 1;
        // Run once first so the plan shows the warm cache the benchmark runs against.
        await portalPageQuery(database.db, filters, page);
        await portalCountQuery(database.db, filters);
        const title = `${engine}, ${size}: ${scenario.paths[index]}`;
        plans.push(
          `#### ${title} — page\n\n\`\`\`\n${await explain(database, portalPageQuery(database.db, filters, page))}\n\`\`\``,
        );
        // The count is the page's subquery; its own plan shows it alone (once per filter set).
        if (page === 1) {
          plans.push(
            `#### ${title} — count\n\n\`\`\`\n${await explain(database, portalCountQuery(database.db, filters))}\n\`\`\``,
          );
        }
      }
    }
    const firstId = ids[0]?.id ?? "";
    plans.push(
      `#### ${engine}, ${size}: /propiedad/{id}\n\n\`\`\`\n${await explain(database, publishedPropertyQuery(database.db, firstId))}\n\`\`\``,
    );
    return { ids: ids.map((row) => row.id), plans };
  } finally {
    await database.close();
  }
}

async function startServer(
  env: Record<string, string>,
  build = BUILD_DIR,
  port = PORT,
): Promise<ChildProcess> {
  // The embedded database serves one process; several workers need PostgreSQL and Redis.
  const workers = env.DATABASE_URL ? WORKERS : 1;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...env,
      BUILD_DIR: build,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      // Not NODE_ENV=production, which requires PostgreSQL, Stripe and SMTP: the built server runs
      // React as production whatever it is set to (server.js); the portal needs none of the three.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DEMO_DATA: "false",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: String(workers),
      ...(PAGE_CACHE === "off" ? { PAGE_CACHE_MB: "0" } : {}),
      ...(workers > 1 ? { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The log says each search template kept (server/portal-templates.ts): counted, not shown.
  templatesKept.set(child, 0);
  child.stdout?.on("data", (chunk: Buffer) => {
    const kept = chunk.toString().split(TEMPLATE_KEPT).length - 1;
    if (kept > 0) templatesKept.set(child, (templatesKept.get(child) ?? 0) + kept);
  });
  // Every worker says when it listens; measuring before the last one is up would flatter no one.
  let listening = 0;
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    listening += chunk.toString().split("Zaguán escuchando").length - 1;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (listening >= workers) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start in 2 minutes");
}

const TEMPLATE_KEPT = "portal search template kept";
const templatesKept = new Map<ChildProcess, number>();

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** CPU seconds a process and its children (the workers, with --workers) have used. */
function serverCpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  return cpuSeconds(pid) + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
}

/** The PostgreSQL backends serving the benchmark database (their process title names it). */
function benchBackendPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.includes(` ${BENCH_DATABASE} `)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/**
 * CPU the server (and, on PostgreSQL, its backends) spent on a scenario. Unlike latency it hardly
 * depends on what else the shared machine is doing, so it says what the code costs.
 */
function cpuMeter(serverPid: number) {
  const backendsBefore = new Map(benchBackendPids().map((pid) => [pid, cpuSeconds(pid)]));
  const serverBefore = serverCpuSeconds(serverPid);
  return () => {
    let database = 0;
    for (const pid of benchBackendPids()) database += cpuSeconds(pid) - (backendsBefore.get(pid) ?? 0);
    return { serverSeconds: serverCpuSeconds(serverPid) - serverBefore, databaseSeconds: database };
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

// What Chrome sends: the server answers in Brotli, as it does for a visitor.
const REQUEST_HEADERS = { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html" };

async function drive(paths: string[], durationSeconds: number, port = PORT, next?: () => string) {
  const { latencies, errors, total, seconds, fromTemplate, cardsRendered } =
    RATE > 0
      ? await driveAtRate({
          port,
          paths,
          rate: RATE,
          seconds: durationSeconds,
          headers: REQUEST_HEADERS,
        }).then((driven) => ({ ...driven, fromTemplate: 0, cardsRendered: 0 }))
      : await driveConnections(paths, durationSeconds, port, next);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    total,
    fromTemplate,
    cardsRendered,
  };
}

/** CONNECTIONS connections, each sending its next request as soon as the last is answered. */
async function driveConnections(paths: string[], durationSeconds: number, port: number, next?: () => string) {
  const latencies: number[] = [];
  // Read from each new search's answer: served from a template, and its cards rendered alone.
  let fromTemplate = 0;
  let cardsRendered = 0;
  const header = (headers: Record<string, unknown> | undefined, name: string) =>
    Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  const onResponse = (
    _status: number,
    _body: string,
    _context: object,
    headers?: Record<string, unknown>,
  ) => {
    if (header(headers, "x-page-cache") !== "template") return;
    fromTemplate += 1;
    cardsRendered += Number(header(headers, "x-template-cards-rendered") ?? 0);
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://localhost:${port}`,
        connections: CONNECTIONS,
        duration: durationSeconds,
        requests: next
          ? [
              {
                method: "GET" as const,
                setupRequest: (request) => ({ ...request, path: next() }),
                onResponse,
              },
            ]
          : paths.map((requestPath) => ({ method: "GET" as const, path: requestPath })),
        headers: REQUEST_HEADERS,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    latencies,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    seconds: result.duration || durationSeconds,
    fromTemplate,
    cardsRendered,
  };
}

async function assertNothingPrivate(paths: string[], port = PORT) {
  for (const requestPath of paths.slice(0, 2)) {
    const body = await (await fetch(`http://localhost:${port}${requestPath}`)).text();
    const leaked = BENCH_SECRETS.find((secret) => body.includes(secret));
    if (leaked) throw new Error(`${requestPath} leaks ${leaked}`);
  }
}

type Row = {
  engine: Engine;
  size: number;
  scenario: string;
  round: number;
  load: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  templatesKept: number;
} & Awaited<ReturnType<typeof drive>>;

async function measureScenario(server: ChildProcess, scenario: Scenario, port: number, seed: number) {
  const meter = cpuMeter(server.pid ?? 0);
  const keptBefore = templatesKept.get(server) ?? 0;
  const driven = await drive(scenario.paths, DURATION_SECONDS, port, scenario.sequence?.(seed));
  const cpu = meter();
  return {
    ...driven,
    templatesKept: (templatesKept.get(server) ?? 0) - keptBefore,
    serverCpuMs: (cpu.serverSeconds * 1000) / Math.max(1, driven.total),
    databaseCpuMs: (cpu.databaseSeconds * 1000) / Math.max(1, driven.total),
    // The machine is shared: the load average says how much of it the run really had.
    load: loadavg()[0] ?? 0,
  };
}

const WARM_UP_SEED = 1_000_003;

async function benchmarkDatabase(engine: Engine, size: number, rows: Row[], plans: string[]) {
  console.log(`\n${engine}, ${size.toLocaleString("es-ES")} listings`);
  const { env } = await prepareDatabase(engine);
  try {
    const loaded = await loadAndExplain(engine, size, env);
    plans.push(...loaded.plans);
    // One server per build, each on a port of its own (the database's CPU is told apart by time).
    const servers: ChildProcess[] = [];
    try {
      for (const [index, build] of BUILDS.entries())
        servers.push(await startServer(env, build, PORT + index));
      const scenarios: Scenario[] = [
        ...(ONLY_NEW_SEARCHES ? [] : portalScenarios()),
        ...(NEW_SEARCHES ? newSearchScenarios(priceRange) : []),
        ...(ONLY_NEW_SEARCHES
          ? []
          : [
              { name: "GET /propiedad/{id}", paths: loaded.ids.map((id) => `/propiedad/${id}`), filters: [] },
            ]),
      ];
      for (const [index] of BUILDS.entries()) {
        for (const scenario of scenarios) {
          await assertNothingPrivate(scenario.paths, PORT + index);
          // Warm-up (JIT, pool, database cache), on a sequence no round draws again.
          await drive(scenario.paths, 2, PORT + index, scenario.sequence?.(WARM_UP_SEED));
        }
      }
      for (let round = 1; round <= ROUNDS; round++) {
        const order = [...BUILDS.entries()];
        // a, b in odd rounds, b, a in even ones: no build always meets the machine first.
        if (round % 2 === 0) order.reverse();
        for (const scenario of scenarios) {
          for (const [index, build] of order) {
            const server = servers[index] as ChildProcess;
            const measured = await measureScenario(server, scenario, PORT + index, round);
            const name = BUILDS.length > 1 ? `${build}: ${scenario.name}` : scenario.name;
            rows.push({ engine, size, scenario: name, round, ...measured });
            const templated = scenario.sequence
              ? `  from template ${measured.fromTemplate}/${measured.total}, templates kept ${measured.templatesKept}, cards rendered/req ${(measured.cardsRendered / Math.max(1, measured.total)).toFixed(2)}`
              : "";
            console.log(
              `  ${ROUNDS > 1 ? `round ${round}  ` : ""}${name.padEnd(34)} ${measured.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${measured.p50.toFixed(0).padStart(4)} ms  p95 ${measured.p95.toFixed(0).padStart(4)} ms  p99 ${measured.p99.toFixed(0).padStart(4)} ms  errors ${measured.errors}  CPU/req node ${measured.serverCpuMs.toFixed(1)} ms db ${measured.databaseCpuMs.toFixed(1)} ms  load ${measured.load.toFixed(1)}${templated}`,
            );
          }
        }
      }
    } finally {
      for (const server of servers) await stopServer(server);
    }
  } finally {
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (engine === "postgres" && !KEEP) {
      const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
      await admin.end();
    }
  }
}

/** One line per engine, size and scenario: the median of its rounds, and the p95's range. */
function printMedians(rows: Row[]) {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.engine}|${row.size}|${row.scenario}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  console.log(
    `\n| engine | listings | scenario | req/s | p50 ms | p95 ms | p95 range (${ROUNDS} rounds) | p99 ms | errors | CPU ms/req node | CPU ms/req db | from template | templates kept | cards rendered/req |`,
  );
  console.log(
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const group of groups.values()) {
    const first = group[0] as Row;
    const of = (pick: (row: Row) => number) => median(group.map(pick));
    const p95s = group.map((row) => row.p95);
    const sum = (pick: (row: Row) => number) => group.reduce((total, row) => total + pick(row), 0);
    console.log(
      `| ${first.engine} | ${first.size.toLocaleString("es-ES")} | ${first.scenario} | ${of((row) => row.requestsPerSecond).toFixed(0)} | ${of((row) => row.p50).toFixed(0)} | ${of((row) => row.p95).toFixed(0)} | ${Math.min(...p95s).toFixed(0)}–${Math.max(...p95s).toFixed(0)} | ${of((row) => row.p99).toFixed(0)} | ${group.reduce((sum, row) => sum + row.errors, 0)} | ${of((row) => row.serverCpuMs).toFixed(1)} | ${first.engine === "postgres" ? of((row) => row.databaseCpuMs).toFixed(1) : "(in node)"} | ${sum((row) => row.fromTemplate)}/${sum((row) => row.total)} | ${sum((row) => row.templatesKept)} | ${(
        sum((row) => row.cardsRendered) /
          Math.max(
            1,
            sum((row) => row.total),
          )
      ).toFixed(2)} |`,
    );
  }
}

async function main() {
  const rows: Row[] = [];
  const plans: string[] = [];
  console.log(
    `portal benchmark: ${RATE > 0 ? `random arrivals at ${RATE} requests/s` : `${CONNECTIONS} connections, each as fast as answered`}, ${WORKERS} worker(s) on PostgreSQL, ${ROUNDS} round(s) of ${DURATION_SECONDS} s per scenario, page cache ${PAGE_CACHE}, build ${BUILDS.join(" and ")}`,
  );
  for (const engine of ENGINES) {
    for (const size of SIZES) await benchmarkDatabase(engine, size, rows, plans);
  }
  printMedians(rows);
  if (PLANS_FILE) {
    writeFileSync(PLANS_FILE, `# Portal query plans (EXPLAIN ANALYZE)\n\n${plans.join("\n\n")}\n`);
    console.log(`\nplans written to ${PLANS_FILE}`);
  }
}

await main();
