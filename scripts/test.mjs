// `npm test`: every test — unit and database (Vitest: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then end-to-end (Playwright on the optimised build, in the system Chromium).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { CANARY_ENV } from "./client-secrets.mjs";

const isCI = process.env.CI === "true" || process.env.CI === "1";
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// 1. Vitest
rmSync("test-results/vitest.json", { force: true });
failed ||= !run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}

// 2. End-to-end, with a browser if there is one.
const browser = findChromium();
if (!browser) {
  const reason = "e2e: skipped — no Chromium found (set CHROMIUM_PATH or install the chromium package)";
  if (isCI) {
    console.error(`${reason}; CI=true requires a browser.`);
    failed = true;
  } else {
    console.warn(reason);
  }
} else if (run("npx", ["react-router", "build"], CANARY_ENV)) {
  // Built with canary secrets in its environment: none may reach the browser's files.
  failed ||= !run(process.execPath, [
    "scripts/client-secrets.mjs",
    `${process.env.BUILD_DIR ?? "build"}/client`,
  ]);
  rmSync(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", { recursive: true, force: true });
  rmSync("test-results/e2e.json", { force: true });
  failed ||= !run("npx", ["playwright", "test"], { CHROMIUM_PATH: browser });
  const e2e = readJson("test-results/e2e.json");
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    totals.skipped += e2e.stats.skipped;
  }
} else {
  console.error("e2e: the build failed");
  failed = true;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  return playwrightsOwnChromium();
}

function playwrightsOwnChromium() {
  const probe = spawnSync(
    process.execPath,
    ["-e", "import('playwright-core').then(m => process.stdout.write(m.chromium.executablePath()))"],
    { encoding: "utf8" },
  );
  const path = probe.stdout?.trim();
  return path && existsSync(path) ? path : null;
}
