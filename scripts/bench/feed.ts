/**
 * The portal feed (GET /feeds/kyero.xml): how long writing the whole Kyero feed of
 * 10 000 listings takes and how much memory it adds, read to the end as a partner's importer would.
 *
 *   npm run bench:feed -- [--listings=10000] [--runs=5] [--engine=pglite|postgres]
 *
 * Listings are the portal benchmark's synthetic ones (15 photos each, ~700-character descriptions),
 * all published with a paid campaign. Memory is the process's resident set (PGlite's WASM heap
 * included), sampled at every chunk; "extra" is the peak over the runs minus the RSS just before
 * the first run. The budget: ≤ 2 s (median) and ≤ 64 MB extra.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "#app/db/client.server";
import { kyeroFeedStream } from "#app/domain/campaign/feed.server";
import { createScratchDatabase } from "../scratch-database";
import { insertBenchListings } from "./portal-data";
import { median } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const LISTINGS = Number(option("listings", "10000"));
const RUNS = Number(option("runs", "5"));
const ENGINE = option("engine", "pglite");
const MB = 1024 * 1024;
const BUDGET = { seconds: 2, extraMb: 64 };

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (ENGINE === "postgres") {
    const scratch = await createScratchDatabase("zaguan_bench_feed");
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    return {
      database,
      drop: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const database = await openDatabase({ dataDir: null });
  return { database, drop: () => database.close() };
}

async function readFeed(database: Database, onChunk: () => void) {
  const reader = kyeroFeedStream(database.db, "https://zaguan.example").getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let listings = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    listings += decoder.decode(value).split("<property>").length - 1;
    onChunk();
  }
  return { bytes, listings };
}

const { database, drop } = await open();
try {
  await database.migrate();
  await insertBenchListings(database.db, LISTINGS);
  await database.db.execute(sql`UPDATE properties SET status = 'published', marketing_activated_at = now()`);
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const seconds: number[] = [];
  const cpuSeconds: number[] = [];
  let last = { bytes: 0, listings: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    last = await readFeed(database, sample);
    seconds.push((performance.now() - started) / 1000);
    const used = process.cpuUsage(cpu);
    cpuSeconds.push((used.user + used.system) / 1e6);
  }
  const extraMb = (peak - baseline) / MB;
  const medianSeconds = median(seconds);
  console.log(
    `engine ${ENGINE}, ${last.listings} listings, ${(last.bytes / MB).toFixed(1)} MB of XML per feed`,
  );
  console.log(`runs (s): ${seconds.map((value) => value.toFixed(2)).join(", ")}`);
  console.log(`median ${medianSeconds.toFixed(2)} s (budget ${BUDGET.seconds} s)`);
  // On a shared machine the wall time says as much about the neighbours as about the feed: the
  // CPU time this process spent (PGlite runs in it) is what the feed costs.
  console.log(
    `median CPU ${median(cpuSeconds).toFixed(2)} s; load average ${loadavg()[0]?.toFixed(1)} on this machine`,
  );
  console.log(
    `memory: baseline RSS ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, extra ${extraMb.toFixed(1)} MB (budget ${BUDGET.extraMb} MB)`,
  );
  if (last.listings !== LISTINGS) throw new Error(`expected ${LISTINGS} listings, got ${last.listings}`);
  if (medianSeconds > BUDGET.seconds || extraMb > BUDGET.extraMb) process.exitCode = 1;
} finally {
  await drop();
}
