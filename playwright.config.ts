import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { usablePort } from "./scripts/e2e-ports.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
/**
 * The nth of the ports the specs that start servers of their own may take (foundation/): 4996 on,
 * or the group's own five when `npm test` runs two groups side by side (E2E_SPARE_PORTS); never a
 * port fetch() refuses (scripts/e2e-ports.mjs).
 */
export const sparePort = (n: number) => usablePort(Number(process.env.E2E_SPARE_PORTS ?? 4996), n);

/** The system Chromium (nothing is downloaded here); CHROMIUM_PATH points elsewhere. */
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => existsSync(file));

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON ?? "test-results/e2e.json" }]],
  // A journey of two people (a buyer writes, the seller signs in and answers) takes 10–15 s on a
  // quiet machine and 4–5 times that with two groups beside a CPU hog on a loaded machine (session 17,
  // docs/benchmarks/test-suite.md): a budget of 120 s keeps such a day green while a hung test still
  // fails. Waits inside a test are for what a person sees, never for time: 15 s each, since a server
  // answer or a page's hydration took over 7 s in that run. A budget is not a retry: a wrong answer
  // fails at once, and a passing test takes no longer.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // A failed test keeps its trace (actions, network, console, the test's source) and one
    // screenshot. Not the trace's screencast: recording every frame cost Chromium about a seventh of
    // the layer's CPU (tests/e2e/public/ landing, pages and blog, load 9: 88,8 and 92,5 s of CPU with
    // it, 78,4 without). Nor, unless E2E_TRACE_SNAPSHOTS=1, the DOM snapshot before and after every
    // action, which every passing test paid for too: dashboard/everyday and public/pages took 45–59 s
    // of CPU with them and 37–40 s without (docs/benchmarks/test-suite.md). To see the page of a
    // failure, run that spec again with them.
    trace: {
      mode: "retain-on-failure",
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
    },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The optimised build (scripts/test.mjs builds it first), on a data folder of its own with demo data.
    command: "node server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A fresh data folder is seeded with demo photos first: slow on a busy machine.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: baseURL,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      // A robot fills the contact form in milliseconds; the minimum fill time is tested in Vitest.
      CONTACT_MIN_FILL_MS: "0",
      // The one e-mail of the contacts held past a listing's rate goes an hour after the first; the
      // flood spec (portal/lead-flood.spec.ts) waits for it, so here it goes 30 s after.
      HELD_LEAD_DIGEST_DELAY_MS: "30000",
      // Real scrypt at a test run's cost: each sign-in otherwise costs the server ~0.3 s of CPU.
      PASSWORD_HASH_COST: "test",
      // `npm test` with a PostgreSQL server: this group's own copy of the seeded database there
      // (scripts/e2e-database.mjs); else the embedded database in DATA_DIR.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
