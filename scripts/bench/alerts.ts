/**
 * The buyers' alert job on PostgreSQL: 10.000 saved searches (5.000 buyers, two each)
 * matched against 100 listings that just entered the portal, among 2.000 older ones. Each run
 * publishes 100 new listings and times the whole job (`runAlertMatch`: match, insert the
 * deliveries, queue the 'Al momento' e-mails in the same transaction), then the match alone
 * (`findSearchMatches`); prints the median of the runs.
 *
 *   npm run bench:alerts -- [--searches=10000] [--new=100] [--runs=5] [--per-statement=250] [--listings=2000] [--keep=1]
 *
 * `--keep=1` leaves the database in place and, when it is there already, reuses it (its searches
 * and listings; the deliveries and queued e-mails of earlier runs cleared): two versions of the
 * code then run on the same data, one after the other, without seeding 100 000 listings twice.
 *
 * The database `zaguan_bench_alerts` is created (and dropped at the end) on the server at
 * BENCH_POSTGRES_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * E-mails are stored as queue jobs by the real mailer, as in production, but its workers are never
 * woken during the run: the figure is the job's, not SMTP's. `--per-statement=1` matches each distinct query in its own statement.
 * docs/buyer-alerts.md has the figures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Db, openDatabase, sqlExecutor } from "#app/db/client.server";
import { properties, savedSearches, users } from "#app/db/schema/index";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import { findSearchMatches, QUERIES_PER_STATEMENT } from "#app/domain/alerts/matching.server";
import { PORTAL_PROPERTY_TYPES, PROVINCES } from "#app/domain/listings/catalogues";
import { portalSearchParams } from "#app/domain/listings/filters";
import { PORTAL_FEATURES } from "#app/domain/listings/search-options";
import { createJobQueue } from "#app/lib/jobs.server";
import { createMailer } from "#app/lib/mailer.server";
import { createRandom } from "#app/lib/random";
import { BENCH_SERVER_URL, createScratchDatabase } from "../scratch-database";
import { keptDatabase } from "./postgres-bench";
import { median } from "./stats";

function option(name: string, fallback: string): number {
  const prefix = `--${name}=`;
  return Number(process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback);
}
const SEARCHES = option("searches", "10000");
const NEW_LISTINGS = option("new", "100");
const OLD_LISTINGS = option("listings", "2000");
const RUNS = option("runs", "5");
const PER_STATEMENT = option("per-statement", String(QUERIES_PER_STATEMENT));
/** `--buyer-filters=1`: searches also carry a budget, rooms and features. */
const BUYER_FILTERS = option("buyer-filters", "0") === 1;
const KEEP = option("keep", "0") === 1;
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? BENCH_SERVER_URL;
// Another name (BENCH_DATABASE) lets two benchmarks share one PostgreSQL server.
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? "zaguan_bench_alerts";
const WORDS = ["terraza", "ático", "garaje", "piscina", "centro", "playa", "reformado", "jardín", "luminoso"];
const FORM_TYPES = ["Piso", "Casa", "Ático", "Chalet", "Dúplex", "Local", "Estudio"];
const OWNER_ID = "bench-owner";
const quiet = { info() {}, warn() {}, error() {} };

const rng = createRandom("bench-alerts");
const random = () => rng.next();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * A buyer's search as people make them: mostly a province, often a type, sometimes a word; with
 * `--buyer-filters=1` often a budget, sometimes rooms and a feature.
 */
function randomQuery(): string {
  return portalSearchParams({
    province: random() < 0.9 ? pick(PROVINCES) : null,
    type: random() < 0.6 ? pick(PORTAL_PROPERTY_TYPES) : null,
    search: random() < 0.25 ? pick(WORDS) : "",
    origin: random() < 0.1 ? "particular" : null,
    ...(BUYER_FILTERS
      ? {
          priceMax: random() < 0.6 ? 150_000 + 50_000 * Math.floor(random() * 8) : null,
          bedroomsMin: random() < 0.4 ? 1 + Math.floor(random() * 4) : null,
          features: random() < 0.15 ? [pick(PORTAL_FEATURES).value] : [],
        }
      : {}),
  });
}

function listing(ownerId: string, index: number) {
  const province = pick(PROVINCES);
  return {
    userId: ownerId,
    title: `${pick(FORM_TYPES)} ${pick(WORDS)} número ${index}`,
    address: `Calle Mayor ${index}, ${province}`,
    province,
    propertyType: pick(FORM_TYPES),
    propertyOrigin: "particular" as const,
    price: 100_000 + Math.floor(random() * 400_000),
    bedrooms: 1 + Math.floor(random() * 5),
    size: 40 + Math.floor(random() * 160),
    features: PORTAL_FEATURES.filter(() => random() < 0.3).map((option) => option.feature),
    phone: "612345678",
    status: "published" as const,
  };
}

async function main() {
  const scratch = KEEP
    ? await keptDatabase(BENCH_DATABASE, SERVER_URL)
    : await createScratchDatabase(BENCH_DATABASE, SERVER_URL);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  try {
    await database.migrate();
    const { db } = database;
    const seeded = KEEP && (await isSeeded(db));
    if (!seeded) await seed(db);
    else await db.execute(sql`truncate alert_deliveries; delete from pgboss.job`);
    await runBench(db);
  } finally {
    await database.close();
    if (!KEEP) await scratch.drop();
  }
}

async function isSeeded(db: Db) {
  const result = (await db.execute(sql`select count(*)::int as n from saved_searches`)) as unknown as {
    rows: { n: number }[];
  };
  return (result.rows[0]?.n ?? 0) > 0;
}

/** The searches and rows kept from an earlier run, so the match reads the same data. */
let rows: { query: string }[] = [];

async function seed(db: Db) {
  {
    const [owner] = await db
      .insert(users)
      .values({ id: OWNER_ID, name: "Propietaria", email: "owner@bench.test", emailVerified: true })
      .returning({ id: users.id });
    if (!owner) throw new Error("owner not created");
    const buyers = Math.ceil(SEARCHES / 2);
    for (let start = 0; start < buyers; start += 1_000) {
      await db.insert(users).values(
        Array.from({ length: Math.min(1_000, buyers - start) }, (_, index) => ({
          id: `bench-buyer-${start + index}`,
          name: `Comprador ${start + index}`,
          email: `buyer${start + index}@bench.test`,
          emailVerified: true,
        })),
      );
    }
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const searches = Array.from({ length: SEARCHES }, (_, index) => ({
      userId: `bench-buyer-${Math.floor(index / 2)}`,
      name: `Búsqueda ${index}`,
      query: randomQuery(),
      alertFrequency: random() < 0.7 ? ("instant" as const) : ("daily" as const),
      createdAt: weekAgo,
    }));
    rows = searches;
    for (let start = 0; start < searches.length; start += 1_000)
      await db
        .insert(savedSearches)
        .values(searches.slice(start, start + 1_000))
        .onConflictDoNothing();
    for (let start = 0; start < OLD_LISTINGS; start += 500)
      await db
        .insert(properties)
        .values(Array.from({ length: 500 }, (_, index) => listing(owner.id, start + index)));
    await db.execute(sql`update portal_search set listed_at = now() - interval '5 days'`);
    await db.execute(sql`analyze`);
  }
}

async function runBench(db: Db) {
  {
    // The real mailer, whose workers sleep for the whole run (never woken, polling hourly): the
    // e-mails are stored as jobs as in production, and none is delivered while the job is timed.
    const jobs = createJobQueue({
      executeSql: sqlExecutor(db),
      logger: quiet,
      maintenance: false,
      pollIntervalMs: 3_600_000,
    });
    const outboxDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-alerts-"));
    const real = createMailer({ jobs, from: "Zaguán <a@bench.test>", outboxDir, logger: quiet });
    // Times the queueing apart from the rest of the job: one statement per e-mail, or per batch.
    const queueing = { ms: 0, statements: 0 };
    const timed =
      <Args extends unknown[]>(enqueue: (...args: Args) => Promise<void>) =>
      async (...args: Args) => {
        const start = performance.now();
        await enqueue(...args);
        queueing.ms += performance.now() - start;
        queueing.statements += 1;
      };
    const mailer = {
      ...real,
      enqueueInTransaction: timed(real.enqueueInTransaction),
      enqueueManyInTransaction: timed(real.enqueueManyInTransaction),
      wake() {},
    };
    await mailer.ready();
    const deps = {
      db,
      mailer,
      brand: { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" },
      secret: "bench-secret-de-al-menos-32-caracteres",
    };
    if (rows.length === 0) rows = await db.select({ query: savedSearches.query }).from(savedSearches);
    const distinct = new Set(rows.map((row) => row.query)).size;
    console.log(
      `${SEARCHES} saved searches (${distinct} distinct queries), ${NEW_LISTINGS} new listings among ${OLD_LISTINGS} older, ${PER_STATEMENT} queries per statement, ${RUNS} runs`,
    );
    const jobTimes: number[] = [];
    const matchTimes: number[] = [];
    const queueTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await db.execute(sql`update portal_search set listed_at = now() - interval '5 days'`);
      await db
        .insert(properties)
        .values(
          Array.from({ length: NEW_LISTINGS }, (_, index) => listing(OWNER_ID, 10_000 * (run + 1) + index)),
        );
      const matchStart = performance.now();
      const pairs = await findSearchMatches(db, new Date(), PER_STATEMENT);
      matchTimes.push(performance.now() - matchStart);
      const jobStart = performance.now();
      Object.assign(queueing, { ms: 0, statements: 0 });
      const outcome = await runAlertMatch(deps);
      jobTimes.push(performance.now() - jobStart);
      queueTimes.push(queueing.ms);
      console.log(
        `  run ${run + 1}: match ${(matchTimes.at(-1) ?? 0).toFixed(0)} ms (${pairs.length} pairs); whole job ${(jobTimes.at(-1) ?? 0).toFixed(0)} ms (${outcome.inserted} deliveries, ${outcome.emails} e-mails queued in ${queueing.statements} statements, ${queueing.ms.toFixed(0)} ms)`,
      );
    }
    console.log(
      `median: match ${median(matchTimes).toFixed(0)} ms, whole job ${median(jobTimes).toFixed(0)} ms, queueing the e-mails ${median(queueTimes).toFixed(0)} ms`,
    );
    await jobs.stop(0);
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

await main();
