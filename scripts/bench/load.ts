/**
 * Mixed load against the production build on PostgreSQL with N synthetic listings:
 * portal browsing, text search, detail pages and sign-ins (5 %, real password hashing), at each
 * number of connections; then the event-loop delay of the server during a burst of photo uploads
 * (with light browsing alongside, to show what visitors feel while photos are processed).
 *
 *   npm run bench:load -- [--listings=10000] [--levels=10,50,100] [--duration=10]
 *                         [--uploads=40] [--upload-concurrency=8] [--port=3183]
 *                         [--sign-in-rounds=3] [--sign-in-connections=50]
 *
 * "Sign-ins beside browsing" drives the browsing mix (GET only) and the same mix with 1 % sign-ins
 * at the same number of connections, alternating, `--sign-in-rounds` times each, and prints each
 * round's p99 and the ratio of the medians: password hashing must not starve the pages.
 *
 * Needs a build (`npx react-router build`; BUILD_DIR defaults to `build`) and a PostgreSQL server
 * at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), where it creates
 * and drops the database `zaguan_bench_load`. The server logs its event-loop delay every second
 * (EVENT_LOOP_LOG_MS=1000), which this script reads from its output.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { type Db, openDatabase, queryRows } from "#app/db/client.server";
import { accounts, users } from "#app/db/schema/users";
import { DEMO_PASSWORD } from "#app/demo/accounts";
import { hashPassword } from "#app/domain/users/password.server";
import { BROWSER_ACCEPT_ENCODING } from "./http";
import { insertBenchListings } from "./portal-data";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const LISTINGS = Number(option("listings", "10000"));
const LEVELS = option("levels", "10,50,100").split(",").map(Number);
const DURATION = Number(option("duration", "10"));
const UPLOADS = Number(option("uploads", "40"));
const UPLOAD_CONCURRENCY = Number(option("upload-concurrency", "8"));
const PORT = Number(option("port", "3183"));
const SIGN_IN_ROUNDS = Number(option("sign-in-rounds", "3"));
const SIGN_IN_CONNECTIONS = Number(option("sign-in-connections", "50"));
const BASE = `http://localhost:${PORT}`;
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "zaguan_bench_load";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** Accounts that sign in during the run, each from its own address (see browsingRequests). */
const SIGN_IN_ACCOUNTS = Array.from({ length: 200 }, (_, index) => `carga-${index}@zaguan.test`);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}
function databaseUrl() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

type LoopSample = { at: number; p50: number; p99: number; max: number };

async function startServer(env: Record<string, string>) {
  const samples: LoopSample[] = [];
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...env,
      BUILD_DIR,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Production's required providers: nothing here pays or sends an e-mail.
      PAYMENTS_TEST_MODE: "true",
      SMTP_URL: "smtp://127.0.0.1:2525",
      // The demo accounts sign in; their listings sit beside the synthetic ones.
      DEMO_DATA: "true",
      LOG_LEVEL: "info",
      EVENT_LOOP_LOG_MS: "1000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Read every line (a full pipe would stall the server); keep only the event-loop reports.
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    if (!line.includes('"event loop delay"')) return;
    const { eventLoopDelayMs } = JSON.parse(line) as { eventLoopDelayMs: Omit<LoopSample, "at"> };
    samples.push({ at: Date.now(), ...eventLoopDelayMs });
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return { child, samples };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start in 5 minutes");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Request = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };

/**
 * Cycles of 21 requests: 6 portal pages, 5 searches, 7 details, 2 articles, 1 sign-in (5 %), each cycle's
 * sign-in another demo account from another address (see browsingRequests).
 */
function mixedRequests(ids: string[]): Request[] {
  const gets = browsingGets(ids);
  // Interleaved, so every slice of time carries the same mix.
  return SIGN_IN_ACCOUNTS.flatMap((email, index) => [
    ...gets.slice(0, 10),
    signInRequest(email, benchAddress(index)),
    ...gets.slice(10),
  ]);
}

/**
 * The browsing mix, with or without one sign-in in every 100 requests (1 %). Each sign-in is
 * another demo account from another client address (the server trusts X-Forwarded-For from
 * loopback), as real visitors would be: the same account from one address over and over would
 * meet the attempt limits instead of the password hashing this measures.
 */
function browsingRequests(ids: string[], { withSignIn }: { withSignIn: boolean }): Request[] {
  const gets = browsingGets(ids);
  return SIGN_IN_ACCOUNTS.flatMap((email, index) => {
    const browsing = Array.from({ length: 99 }, (_, n) => gets[(index * 99 + n) % gets.length] as Request);
    if (!withSignIn) return [...browsing, browsing[0] as Request];
    const signIn = signInRequest(email, benchAddress(index));
    return [...browsing.slice(0, 50), signIn, ...browsing.slice(50)];
  });
}

const benchAddress = (index: number) => `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Verified accounts with today's password hash, so a sign-in costs one hash and no upgrade. */
async function insertSignInAccounts(db: Db) {
  const password = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const rows = SIGN_IN_ACCOUNTS.map((email, index) => ({
    id: randomUUID(),
    name: `Comprador de carga ${index}`,
    email,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insert(users).values(rows);
  await db.insert(accounts).values(
    rows.map((user) => ({
      id: randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

function signInRequest(email: string, clientAddress: string): Request {
  return {
    method: "POST",
    path: "/auth",
    body: new URLSearchParams({ intent: "sign-in", email, password: DEMO_PASSWORD }).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: BASE,
      "x-forwarded-for": clientAddress,
    },
  };
}

function browsingGets(ids: string[]): Request[] {
  const portal = [
    "/portal",
    "/portal?pagina=2",
    "/portal?provincia=Madrid",
    "/portal?tipo=Piso",
    "/portal?provincia=Valencia&tipo=Piso",
    "/portal?pagina=5",
  ];
  const searches = ["atico", "malaga", "piso terraza", "chalet piscina", "casa jardin"].map(
    (q) => `/portal?q=${encodeURIComponent(q)}`,
  );
  const details = ids.slice(0, 7).map((id) => `/propiedad/${id}`);
  // The review's mix: 30 % portal, 25 % searches, 35 % listings, 10 % an article.
  const articles = ["/blog/como-vender-piso-sin-agencia", "/blog/como-fijar-el-precio-de-venta"];
  return [...portal, ...searches, ...details, ...articles].map((p): Request => ({ method: "GET", path: p }));
}

/** Browsing alone and browsing with 1 % sign-ins, alternated so both meet the same machine. */
async function signInsBesideBrowsing(ids: string[]) {
  const plain = browsingRequests(ids, { withSignIn: false });
  const withSignIns = browsingRequests(ids, { withSignIn: true });
  const rounds: Array<{
    plain: Awaited<ReturnType<typeof drive>>;
    withSignIns: Awaited<ReturnType<typeof drive>>;
  }> = [];
  for (let round = 0; round < SIGN_IN_ROUNDS; round++) {
    const a = await drive(plain, SIGN_IN_CONNECTIONS, DURATION);
    const b = await drive(withSignIns, SIGN_IN_CONNECTIONS, DURATION);
    rounds.push({ plain: a, withSignIns: b });
    console.log(
      `  round ${round + 1}: browsing ${a.requestsPerSecond.toFixed(0)} req/s p99 ${a.p99} ms; with 1 % sign-ins ${b.requestsPerSecond.toFixed(0)} req/s p99 ${b.p99} ms, errors ${(b.errorRate * 100).toFixed(2)} % ${b.errorStatuses}`,
    );
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const p99Plain = median(rounds.map((round) => round.plain.p99));
  const p99WithSignIns = median(rounds.map((round) => round.withSignIns.p99));
  const rpsPlain = median(rounds.map((round) => round.plain.requestsPerSecond));
  const rpsWithSignIns = median(rounds.map((round) => round.withSignIns.requestsPerSecond));
  return { rounds, p99Plain, p99WithSignIns, rpsPlain, rpsWithSignIns };
}

async function drive(requests: Request[], connections: number, duration: number) {
  const latencies: number[] = [];
  const errorStatuses = new Map<number, number>();
  let failed = 0;
  const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html" };
  // One shared walk through the sequence for all connections: given the list itself, autocannon
  // starts every connection at its first request, so all of them would sign in the same account
  // at the same moment, a burst no real audience sends (and the attempt limits refuse).
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const { headers: own, ...rest } = requests[next++ % requests.length] as Request;
              return { ...request, ...rest, headers: { ...headers, ...own } };
            },
          },
        ],
        headers,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, time) => {
      latencies.push(time);
      // A sign-in answers 302; only 4xx/5xx are errors.
      if (status >= 400) {
        failed++;
        errorStatuses.set(status, (errorStatuses.get(status) ?? 0) + 1);
      }
    });
  });
  latencies.sort((a, b) => a - b);
  const total = latencies.length + result.errors + result.timeouts;
  return {
    requestsPerSecond: latencies.length / (result.duration || duration),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    errorRate: total ? (failed + result.errors + result.timeouts) / total : 0,
    errorStatuses: [...errorStatuses].map(([status, count]) => `${status}×${count}`).join(" "),
    total,
  };
}

async function signInCookie(email: string): Promise<string> {
  const response = await fetch(`${BASE}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ intent: "sign-in", email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return cookie;
}

/** A phone photo after the browser's compression (≤ 1920 px, ≤ 1 MB), with grain so it is not trivial. */
async function uploadablePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 90 + (seed % 100), g: 140, b: 120 },
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

async function uploadBurst(cookie: string, propertyIds: string[]) {
  const photos = await Promise.all([0, 1, 2, 3].map(uploadablePhoto));
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (next < UPLOADS) {
        const index = next++;
        const form = new FormData();
        form.set("intent", "add");
        form.set("propertyId", propertyIds[index % propertyIds.length] ?? "");
        form.append(
          "photos",
          new Blob([new Uint8Array(photos[index % photos.length] ?? Buffer.alloc(0))], {
            type: "image/jpeg",
          }),
          `foto-${index}.jpg`,
        );
        const started = performance.now();
        const response = await fetch(`${BASE}/fotos`, {
          method: "POST",
          body: form,
          headers: { cookie, origin: BASE },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.push(response.status);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failed: statuses.filter((s) => s !== 200).length,
    statuses,
  };
}

const loopSummary = (samples: LoopSample[], from: number, to: number) => {
  const window = samples.filter((sample) => sample.at >= from && sample.at <= to + 1_100);
  return {
    seconds: window.length,
    p50: Math.max(0, ...window.map((s) => s.p50)),
    p99: Math.max(0, ...window.map((s) => s.p99)),
    max: Math.max(0, ...window.map((s) => s.max)),
  };
};

async function main() {
  console.log(
    `load benchmark: ${LISTINGS} listings, ${DURATION} s per level, levels ${LEVELS.join("/")}, build ${BUILD_DIR}`,
  );
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-load-"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 2 });
    await database.migrate();
    await insertBenchListings(database.db, LISTINGS);
    await insertSignInAccounts(database.db);
    await database.db.execute(sql`VACUUM ANALYZE properties, portal_search`);
    const ids = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM properties WHERE status = 'published' ORDER BY random() LIMIT 9`,
    );
    await database.close();

    server = await startServer({ DATABASE_URL: databaseUrl(), DATA_DIR: dataDir });
    const requests = mixedRequests(ids.map((row) => row.id));
    await drive(requests, 10, 3); // warm-up: JIT, pool, database cache
    const rows = [];
    for (const connections of LEVELS) {
      const from = Date.now();
      const result = await drive(requests, connections, DURATION);
      rows.push({
        connections,
        ...result,
        loop: loopSummary(server.samples, from, Date.now()),
        load: loadavg()[0] ?? 0,
      });
      const row = rows.at(-1);
      console.log(
        `  ${connections} conn: ${result.requestsPerSecond.toFixed(0)} req/s p50 ${result.p50} p95 ${result.p95} p99 ${result.p99} ms, errors ${(result.errorRate * 100).toFixed(2)} %, loop p99 ${row?.loop.p99} ms`,
      );
    }

    console.log(`sign-ins beside browsing: ${SIGN_IN_CONNECTIONS} connections, ${SIGN_IN_ROUNDS} rounds`);
    const signIns = await signInsBesideBrowsing(ids.map((row) => row.id));

    // Photo burst: the seller's own draft listings, 1 photo per request as the sale page sends them.
    const database2 = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 1 });
    const owner = await queryRows<{ id: string }>(
      database2.db,
      sql`SELECT id FROM users WHERE email = 'particular@zaguan.test'`,
    );
    const drafts = await queryRows<{ id: string }>(
      database2.db,
      sql`INSERT INTO properties (user_id, title, status, property_origin)
          SELECT ${owner[0]?.id}, 'Borrador de carga ' || n, 'draft', 'particular' FROM generate_series(1, ${Math.ceil(UPLOADS / 40)}) AS n
          RETURNING id`,
    );
    await database2.close();
    const cookie = await signInCookie("particular@zaguan.test");
    const idle = loopSummary(server.samples, Date.now() - 3_000, Date.now());
    const from = Date.now();
    const [burst, browsing] = await Promise.all([
      uploadBurst(
        cookie,
        drafts.map((row) => row.id),
      ),
      drive(
        requests.filter((request) => request.method === "GET"),
        5,
        Math.max(5, DURATION),
      ),
    ]);
    const during = loopSummary(server.samples, from, Date.now());

    console.log(
      `\nmachine: ${process.env.BENCH_NOTE ?? "shared, 2 cores"}; load average at end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    console.log(
      "\n| connections | req/s | p50 ms | p95 ms | p99 ms | error rate | requests | event-loop p99 (worst second) ms | load avg |",
    );
    console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) {
      console.log(
        `| ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p95} | ${row.p99} | ${(row.errorRate * 100).toFixed(2)} % | ${row.total} | ${row.loop.p99} | ${row.load.toFixed(1)} |`,
      );
    }
    console.log(
      `\nsign-ins beside browsing (${SIGN_IN_CONNECTIONS} connections, median of ${SIGN_IN_ROUNDS} alternated rounds): browsing alone ${signIns.rpsPlain.toFixed(0)} req/s, p99 ${signIns.p99Plain} ms; with 1 % sign-ins ${signIns.rpsWithSignIns.toFixed(0)} req/s, p99 ${signIns.p99WithSignIns} ms; p99 ratio ${(signIns.p99WithSignIns / signIns.p99Plain).toFixed(2)}×`,
    );
    console.log(
      `\nphoto burst: ${UPLOADS} uploads of one 1600×1200 JPEG, ${UPLOAD_CONCURRENCY} at a time: upload p50 ${burst.p50.toFixed(0)} ms, p95 ${burst.p95.toFixed(0)} ms, failed ${burst.failed} (${[...new Set(burst.statuses)].join(",")})`,
    );
    console.log(`event-loop delay in the 3 s before the burst: p99 ${idle.p99} ms, max ${idle.max} ms`);
    console.log(
      `event-loop delay during the burst (${during.seconds} one-second samples): worst p50 ${during.p50} ms, worst p99 ${during.p99} ms, max ${during.max} ms`,
    );
    console.log(
      `browsing alongside (5 connections, GET only): ${browsing.requestsPerSecond.toFixed(0)} req/s, p50 ${browsing.p50} ms, p95 ${browsing.p95} ms, p99 ${browsing.p99} ms, errors ${(browsing.errorRate * 100).toFixed(2)} %`,
    );
  } finally {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server?.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
}

await main();
