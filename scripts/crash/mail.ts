/**
 * A queued e-mail survives a crash, and goes out within a minute of it: the built
 * server is asked for a password reset, the server is killed with SIGKILL in the middle of the
 * e-mail's life, restarted, and the e-mail must arrive exactly once (and not again after one more
 * restart), no later than `--max-delay` seconds after the kill. Two moments to kill in:
 * - `sending`: the mail server has the message and has not answered yet, so the job is active in
 *   the queue (the worst case: the new process must notice that its worker died);
 * - `retrying`: the mail server refused the first attempt (451) and the job waits for its retry;
 * - `deal`: a seller accepts an offer and the server kills itself the instant the acceptance
 *   commits, before any code after the commit runs (scripts/crash/mail-deal.ts): the deal's three
 *   e-mails must arrive once each after the restart (docs/decisions/0046-mail-in-the-transaction.md).
 * On embedded PGlite and on PostgreSQL. Prints each delay and, per engine and moment, the median.
 *
 *   npm run crash:mail -- [--engines=pglite,postgres] [--scenarios=sending,retrying,deal] [--runs=1]
 *                         [--max-delay=60] [--port=3184] [--database=zaguan_crash_mail]
 *
 * Needs a build (`npx react-router build`); PostgreSQL at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), where it creates and drops `--database` (a run drops
 * what is there by that name first: two runs at once on one server need two names).
 * About two minutes per run. Exits 1 on failure (a lost, repeated or late e-mail).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/client.server";
import { createUser } from "#tests/factories/users";
import { startSmtpCapture } from "#tests/support/smtp-capture";
import { createScratchDatabase } from "../scratch-database";
import { acceptOffer, type DealSeed, dealCommitted, dealMails, seedDeal } from "./mail-deal";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const ENGINES = option("engines", "pglite,postgres").split(",");
const SCENARIOS = option("scenarios", "sending,retrying,deal").split(",") as Scenario[];
const RUNS = Number(option("runs", "1"));
const MAX_DELAY_MS = Number(option("max-delay", "60")) * 1000;
const PORT = Number(option("port", "3184"));
const BASE = `http://localhost:${PORT}`;
const DATABASE = option("database", "zaguan_crash_mail");
// The name goes into CREATE and DROP DATABASE as it is.
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`--database: not a plain name: ${DATABASE}`);
type Scenario = "sending" | "retrying" | "deal";

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One crash and restart: ms from the kill to the e-mail's arrival, and to the server answering again. */
async function run(engine: string, scenario: Scenario): Promise<{ afterMs: number; restartMs: number }> {
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-crash-mail-"));
  const scratch = engine === "postgres" ? await createScratchDatabase(DATABASE) : null;
  const databaseUrl = scratch?.url;
  const env = {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DEMO_DATA: "false",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SMTP_URL: smtp.url,
  };
  let child: ChildProcess | undefined;
  async function start(extraEnv: Record<string, string> = {}) {
    const spawned = spawn(process.execPath, ["server.js"], {
      env: { ...env, ...extraEnv },
      stdio: ["ignore", process.env.LOG_LEVEL ? "inherit" : "ignore", "inherit"],
    });
    child = spawned;
    await until(
      "the server to answer /healthz",
      async () => {
        if (spawned.exitCode !== null) throw new Error(`server exited with ${spawned.exitCode}`);
        return fetch(`${BASE}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      120_000,
    );
  }
  async function stop(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  }

  try {
    if (scenario === "deal") return await dealRun();
    // The account exists before the server starts (PGlite's folder belongs to one process at a time).
    const database = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
    await database.migrate();
    const user = await createUser(database.db);
    await database.close();

    if (scenario === "sending") smtp.holdNext(1);
    else smtp.failNext(1);
    await start();
    const response = await fetch(`${BASE}/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ email: user.email }),
    });
    if (!response.ok) throw new Error(`reset request answered ${response.status}`);
    if (scenario === "sending") {
      // The message is with the mail server, unanswered: the job is active, its worker waiting.
      await until("the first delivery attempt (held)", () => smtp.held() === 1, 30_000);
    } else {
      await until("the first delivery attempt (refused)", () => smtp.refused() === 1, 30_000);
      // The refusal is recorded (the job waits for its retry) a moment after the SMTP answer.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const killedAt = Date.now();
    await stop("SIGKILL");
    await start();
    // How much of the delay is the server's own boot (the queue starts before it answers).
    const restartMs = Date.now() - killedAt;
    const delivered = () => smtp.messages.filter((message) => message.envelopeTo.includes(user.email));
    // Generous, so that a slow recovery is measured rather than cut short.
    await until("the e-mail after the restart", () => delivered().length > 0, 15 * 60_000);
    const afterMs = Date.now() - killedAt;
    // One more crash and restart must not send it again. The delivery is marked done a moment
    // after the mail server's answer: a kill inside that moment sends it once more, under the same
    // Message-ID (tests/integration/queue/mailer.test.ts), which is not what this checks.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stop("SIGKILL");
    await start();
    // Past the e-mail job's expiry and one recovery sweep: a job wrongly left active would be back.
    await new Promise((resolve) => setTimeout(resolve, 45_000));
    const count = delivered().length;
    console.log(
      `${engine} ${scenario}: refused ${smtp.refused()}, held ${smtp.held()}, delivered ${count} (${seconds(afterMs)} s after the kill; the server answered again after ${seconds(restartMs)} s)`,
    );
    if (count !== 1) throw new Error(`${engine}: expected exactly one delivery, got ${count}`);
    if (!delivered()[0]?.subject.includes("contraseña")) throw new Error(`${engine}: not the reset e-mail`);
    return { afterMs, restartMs };

    async function dealRun() {
      const database = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
      await database.migrate();
      const seed: DealSeed = await seedDeal(database.db);
      await database.close();
      await start({ ZAGUAN_CRASH_AT: "offer-move-committed" });
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      await acceptOffer(BASE, seed);
      await exited;
      const killedAt = Date.now();
      if (child?.signalCode !== "SIGKILL") throw new Error(`${engine}: the server was not killed`);
      const between = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
      const committed = await dealCommitted(between.db, seed);
      await between.close();
      if (!committed) throw new Error(`${engine}: killed before the acceptance committed`);
      await start();
      const restartMs = Date.now() - killedAt;
      const expected = dealMails(seed);
      const arrived = (mail: { to: string; subject: string }) =>
        smtp.messages.filter(
          (message) => message.envelopeTo.includes(mail.to) && message.subject.startsWith(mail.subject),
        ).length;
      await until(
        "the deal's e-mails after the restart",
        () => expected.every((mail) => arrived(mail) > 0),
        15 * 60_000,
      );
      const afterMs = Date.now() - killedAt;
      // Nothing more comes: past one expiry of the e-mail jobs and a recovery sweep.
      await new Promise((resolve) => setTimeout(resolve, 45_000));
      const counts = expected.map((mail) => `${mail.subject} → ${mail.to}: ${arrived(mail)}`);
      console.log(
        `${engine} deal: killed at the commit, deal stored; ${counts.join(", ")}; ${smtp.messages.length} e-mail(s) in all (${seconds(afterMs)} s after the kill; the server answered again after ${seconds(restartMs)} s)`,
      );
      if (expected.some((mail) => arrived(mail) !== 1) || smtp.messages.length !== expected.length)
        throw new Error(`${engine}: expected each of the deal's e-mails exactly once`);
      return { afterMs, restartMs };
    }
  } finally {
    await stop("SIGKILL");
    child = undefined;
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

let failed = false;
const summary: string[] = [];
for (const engine of ENGINES) {
  for (const scenario of SCENARIOS) {
    const delays: number[] = [];
    const restarts: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      try {
        const { afterMs, restartMs } = await run(engine, scenario);
        delays.push(afterMs);
        restarts.push(restartMs);
      } catch (error) {
        failed = true;
        console.error(error);
      }
    }
    if (delays.length === 0) continue;
    const late = delays.filter((delay) => delay > MAX_DELAY_MS).length;
    if (late > 0) failed = true;
    summary.push(
      `${engine} ${scenario}: ${delays.length} run(s), median ${seconds(median(delays))} s, max ${seconds(Math.max(...delays))} s after the kill (server up again: median ${seconds(median(restarts))} s)${late ? ` — ${late} later than ${seconds(MAX_DELAY_MS)} s` : ""}`,
    );
  }
}
for (const line of summary) console.log(line);
process.exit(failed ? 1 : 0);
