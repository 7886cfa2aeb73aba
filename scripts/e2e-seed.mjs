// The e2e groups' data, seeded once (`npm test`): the optimised build boots on an empty data folder
// with demo data — migrations, the demo accounts, listings and their generated photos, the job
// queue's tables —, stops, and each group's folder starts as a copy of it (and, on PostgreSQL, each
// group's database as a copy of the seeded one: scripts/e2e-database.mjs). Each group's server did
// that same work before, both at once at the start of the layer (docs/benchmarks/test-suite.md).
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";

/** How long a first boot may take on a loaded machine: the same budget as playwright.config.ts's. */
const BOOT_TIMEOUT_MS = 300_000;

/**
 * Boots `node server.js` on `dataDir` with the e2e server's seeding settings, waits for /healthz,
 * stops it with SIGTERM (the server releases its database and lock) and resolves to whether that
 * all went well. The settings that change what is seeded are the ones playwright.config.ts gives
 * its webServer: demo data, and passwords hashed at a test run's cost. `databaseUrl`: a PostgreSQL
 * database to seed instead of the folder's embedded one.
 */
export async function seedE2eData({ dataDir, port, databaseUrl }) {
  rmSync(dataDir, { recursive: true, force: true });
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      PASSWORD_HASH_COST: "test",
      // On a PostgreSQL database (the folder then keeps only files); else the embedded one in the folder.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  // Its log (start and stop lines) is shown only if the seeding fails.
  let log = "";
  server.stderr.setEncoding("utf8");
  server.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => server.on("exit", (code) => resolve(code)));
  let running = true;
  exited.then(() => {
    running = false;
  });
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  let up = false;
  while (running && !up && Date.now() < deadline) {
    up = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (running) server.kill("SIGTERM");
  const code = await exited;
  if (!up || code !== 0) {
    console.error(`${log}e2e: seeding the data folder failed (server up: ${up}, exit code: ${code})`);
    return false;
  }
  return true;
}

/** Each group's data folder as a fresh copy of the seeded one. */
export function copyE2eData(from, to) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
