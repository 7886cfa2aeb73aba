import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { TEST_REDIS_URL as REDIS_URL, redisAnswers } from "#tests/support/redis";
import { sparePort } from "../../../playwright.config";

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = sparePort(0);

async function adminQuery(query: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** The serving processes the primary has forked. */
function workerPids(primary: ChildProcess): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(primary.pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const healthz = async () =>
  (await fetch(`http://localhost:${PORT}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null))
    ?.status;

test.describe("several serving processes (WEB_CONCURRENCY)", () => {
  test("two processes share the port, a dead one is replaced, and SIGTERM drains both", async () => {
    test.skip(!SERVER_URL, "needs TEST_DATABASE_URL: the embedded database serves one process only");
    test.skip(!(await redisAnswers()), `needs Redis at ${REDIS_URL} for the shared attempt counters`);
    test.setTimeout(180_000);

    const database = `zaguan_e2e_workers_${randomBytes(4).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const databaseUrl = new URL(SERVER_URL ?? "");
    databaseUrl.pathname = `/${database}`;
    const primary = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        WEB_CONCURRENCY: "2",
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        DEMO_DATA: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let log = "";
    primary.stderr?.on("data", (chunk) => {
      log += chunk;
    });
    const listening = () => log.split("Zaguán escuchando").length - 1;
    const exited = new Promise<number | null>((resolve) => primary.on("exit", resolve));
    try {
      await expect.poll(listening, { timeout: 120_000 }).toBe(2);
      expect(workerPids(primary)).toHaveLength(2);
      expect(await healthz()).toBe(200);
      const [killed] = workerPids(primary);

      process.kill(killed ?? 0, "SIGKILL");
      // The other process goes on answering while the dead one is replaced.
      expect(await healthz()).toBe(200);
      await expect.poll(listening, { timeout: 60_000 }).toBe(3);
      expect(workerPids(primary)).toHaveLength(2);
      expect(workerPids(primary)).not.toContain(killed);

      const servingPids = workerPids(primary);
      const inFlight = Array.from(
        { length: 20 },
        async () => (await fetch(`http://localhost:${PORT}/portal`)).status,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      primary.kill("SIGTERM");
      expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
      expect(await exited).toBe(0);
      expect(servingPids.filter(isAlive)).toEqual([]);
    } finally {
      // Its workers notice and stop too (server/serve.js, on "disconnect").
      if (primary.exitCode === null) primary.kill("SIGKILL");
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
