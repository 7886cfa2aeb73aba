/**
 * A queued e-mail survives a crash (issue 22): the built server is asked for a password reset while
 * the mail server refuses the first attempt (451), so the e-mail waits in the job queue for its
 * retry; the server is then killed with SIGKILL, restarted, and the e-mail must arrive exactly once
 * (and not again after one more restart). On embedded PGlite and on PostgreSQL.
 *
 *   npm run crash:mail -- [--engines=pglite,postgres] [--port=3184]
 *
 * Needs a build (`npx react-router build`); PostgreSQL at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), where it creates and drops `zaguan_crash_mail`.
 * Takes about a minute per engine: the first retry comes 15–30 s after the refusal. Exits 1 on failure.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/client.server";
import { createUser } from "#tests/factories/users";
import { startSmtpCapture } from "#tests/support/smtp-capture";
import { createScratchDatabase } from "../scratch-database";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const ENGINES = option("engines", "pglite,postgres").split(",");
const PORT = Number(option("port", "3184"));
const BASE = `http://localhost:${PORT}`;
const DATABASE = "zaguan_crash_mail";

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function run(engine: string) {
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
  async function start() {
    const spawned = spawn(process.execPath, ["server.js"], {
      env,
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
    // The account exists before the server starts (PGlite's folder belongs to one process at a time).
    const database = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
    await database.migrate();
    const user = await createUser(database.db);
    await database.close();

    smtp.failNext(1);
    await start();
    const response = await fetch(`${BASE}/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ email: user.email }),
    });
    if (!response.ok) throw new Error(`reset request answered ${response.status}`);
    await until("the first delivery attempt (refused)", () => smtp.refused() === 1, 30_000);
    // The refusal is recorded (the job waits for its retry) a moment after the SMTP answer; a kill
    // before that leaves the job active, tried again only once it expires (5 min): also safe, slower.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const killedAt = Date.now();
    await stop("SIGKILL");
    await start();
    const delivered = () => smtp.messages.filter((message) => message.envelopeTo.includes(user.email));
    await until("the e-mail after the restart", () => delivered().length > 0, 120_000);
    const afterMs = Date.now() - killedAt;
    // One more crash and restart must not send it again.
    await stop("SIGKILL");
    await start();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const count = delivered().length;
    console.log(
      `${engine}: refused ${smtp.refused()}, delivered ${count} (${(afterMs / 1000).toFixed(1)} s after the kill)`,
    );
    if (count !== 1) throw new Error(`${engine}: expected exactly one delivery, got ${count}`);
    if (!delivered()[0]?.subject.includes("contraseña")) throw new Error(`${engine}: not the reset e-mail`);
  } finally {
    await stop("SIGKILL");
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

let failed = false;
for (const engine of ENGINES) {
  try {
    await run(engine);
  } catch (error) {
    failed = true;
    console.error(error);
  }
}
process.exit(failed ? 1 : 0);
