/**
 * Crash consistency: kills the production server with SIGKILL at random moments while
 * (a) a listing is created, (b) photos are processed, (c) a Stripe webhook is applied; restarts it
 * and checks the invariants after every run. Then SIGTERM under 50 requests in flight.
 *
 *   npm run crash:test -- [--runs=50] [--scenarios=listing,photos,webhook,sigterm] [--seed=1]
 *                         [--port=3183] [--database=zaguan_crash]
 *
 * Needs a build (`npx react-router build`) and PostgreSQL at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres): it creates and drops `zaguan_crash`. Files go to
 * a temporary DATA_DIR on disk; Stripe is the tests' local stub. Exits 1 on any violation.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { openDatabase } from "#app/db/client.server";
import { users } from "#app/db/schema/users";
import { developmentSealP12 } from "#app/lib/pdf-seal.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import { startStripeStub } from "#tests/support/stripe-stub";
import { type Harness, SCENARIOS, type ScenarioResult } from "./scenarios";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const RUNS = Number(option("runs", "50"));
const CHOSEN = option("scenarios", "listing,photos,webhook,sigterm").split(",");
const SEED = Number(option("seed", "1"));
const PORT = Number(option("port", "3183"));
const BASE = `http://localhost:${PORT}`;
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Its own name when two checkouts run it against one PostgreSQL at once.
const DATABASE = option("database", "zaguan_crash");
const WEBHOOK_SECRET = "whsec_crash";

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  const databaseUrl = url.toString();
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-crash-"));
  const stub = await startStripeStub();
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  let child: ChildProcess | undefined;
  const restarts: number[] = [];

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    EVENT_LOOP_LOG_MS: "0",
    STRIPE_SECRET_KEY: "sk_test_crash",
    STRIPE_PUBLISHABLE_KEY: "pk_test_crash",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    // Real (stubbed) payments issue invoices in the company's name, which production requires.
    COMPANY_NAME: "Zaguán Crash, S.L.",
    COMPANY_NIF: "B00000000",
    COMPANY_ADDRESS: "Calle de Ejemplo 1, 28001 Madrid",
    VERIFACTU_ENVIRONMENT: "test",
    // Production requires the company's seal; a self-made one stands in for it here.
    SEAL_P12_BASE64: developmentSealP12(dataDir, "Zaguán Crash, S.L.").toString("base64"),
    // Production refuses to start without a mail server; this run sends no e-mail.
    SMTP_URL: "smtp://127.0.0.1:2525",
  };

  async function start() {
    const started = performance.now();
    const spawned = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "ignore", "pipe"] });
    child = spawned;
    // The last lines of the server's errors, for the message if it does not come up.
    const stderr: string[] = [];
    spawned.stderr?.on("data", (chunk: Buffer) => stderr.push(...String(chunk).split("\n").filter(Boolean)));
    const tail = () => stderr.slice(-10).join("\n");
    for (let attempt = 0; attempt < 1_200; attempt++) {
      if (spawned.exitCode !== null) throw new Error(`server exited with ${spawned.exitCode}:\n${tail()}`);
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) {
          restarts.push(performance.now() - started);
          return spawned;
        }
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start in 120 s:\n${tail()}\n${await databaseActivity()}`);
  }
  /** What the database is doing, for the message when a restart hangs. */
  async function databaseActivity() {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    const { rows } = await client.query(
      "select pid, state, wait_event_type, wait_event, xact_start, left(query, 120) as query from pg_stat_activity where datname = $1",
      [DATABASE],
    );
    await client.end();
    return rows.map((row) => JSON.stringify(row)).join("\n");
  }
  async function stop(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return null;
    const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
    running.kill(signal);
    return exited;
  }

  let failed = false;
  try {
    await database.migrate();
    const user = await createUser(database.db);
    // A profile with a DNI, so publishing does not ask for one.
    await database.db.update(users).set({ dni: "00000000T" }).where(eq(users.id, user.id));
    await start();
    const signIn = await fetch(`${BASE}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ intent: "sign-in", email: user.email, password: TEST_PASSWORD }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    if (signIn.status !== 302 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#6a8",
        noise: { type: "gaussian", mean: 128, sigma: 6 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const harness: Harness = {
      base: BASE,
      cookie,
      userId: user.id,
      db: database.db,
      storage: createDiskStorage(path.join(dataDir, "storage")),
      stub,
      webhookSecret: WEBHOOK_SECRET,
      photo,
      random: mulberry32(SEED),
      start,
      stop,
      runs: RUNS,
    };
    const results: ScenarioResult[] = [];
    for (const name of CHOSEN) {
      const scenario = SCENARIOS[name as keyof typeof SCENARIOS];
      if (!scenario) throw new Error(`unknown scenario ${name}`);
      const started = performance.now();
      const result = await scenario(harness);
      results.push({ ...result, seconds: (performance.now() - started) / 1000 });
      const last = results.at(-1);
      console.log(`${name}: ${JSON.stringify(last)}`);
    }
    const sortedRestarts = [...restarts].sort((a, b) => a - b);
    console.log(
      `\nseed ${SEED}; restarts ${restarts.length}, median ${sortedRestarts[Math.floor(restarts.length / 2)]?.toFixed(0)} ms to /healthz`,
    );
    console.log(
      "\n| scenario | runs | request alone (fresh server) ms | killed mid-request | committed before the kill | violations | orphans left by crashes | orphans after sweep | seconds |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.runs} | ${r.typicalMs?.toFixed(0) ?? "—"} | ${r.interrupted} | ${r.committed} | ${r.violations.length} | ${r.orphansFound ?? "—"} | ${r.orphansAfterSweep ?? "—"} | ${r.seconds?.toFixed(0)} |`,
      );
      if (r.note) console.log(`    ${r.note}`);
      for (const violation of r.violations.slice(0, 10)) console.log(`    violation: ${violation}`);
    }
    failed = results.some((r) => r.violations.length > 0);
  } finally {
    await stop("SIGKILL");
    await database.close();
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
  if (failed) process.exitCode = 1;
}

await main();
