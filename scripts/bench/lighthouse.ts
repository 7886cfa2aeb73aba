/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone) on the public site's key
 * pages, against the optimised build. Prints the median of RUNS runs of the four scores per page.
 *
 *   BUILD_DIR=build-x npx react-router build
 *   BUILD_DIR=build-x node --import tsx scripts/bench/lighthouse.ts
 *
 * Starts its own server on a fresh data folder (BUILD_DIR, LIGHTHOUSE_PORT, default 4310), or
 * measures a running one when LIGHTHOUSE_URL is set. Uses the system Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium). Targets: performance ≥ 95, accessibility 100, best practices ≥ 95,
 * SEO 100; the exit code is 1 when a median misses one. LIGHTHOUSE_REPORT_DIR=dir keeps each run's
 * full report (JSON) there, to read the audits behind a score; LIGHTHOUSE_PAGES=/,/blog measures
 * other pages.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/blog",
  "/blog/como-vender-piso-sin-agencia",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

async function waitForHealth(baseUrl: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy`);
}

async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-lighthouse-"));
  const server: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(baseUrl);
  return {
    baseUrl,
    stop: () => {
      const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
      if (server.exitCode !== null || server.signalCode !== null) return cleanUp();
      server.once("exit", cleanUp);
      server.kill("SIGTERM");
    },
  };
}

const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
let server = external ? { baseUrl: external, stop: () => {} } : await startServer();
const baseUrl = server.baseUrl;

/**
 * On a machine shared with other test runs our server has been stopped from outside mid-run
 * (Lighthouse then reports CHROME_INTERSTITIAL_ERROR): start a fresh one before the retry.
 */
async function ensureServer() {
  if (external) return;
  const healthy = await fetch(`${baseUrl}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) return;
  console.warn("  the server is gone; starting a new one");
  server.stop();
  server = await startServer();
}

/**
 * One Lighthouse run. A run that fails to load the page (a runtime error scores 0 everywhere, as
 * happens when a busy machine stalls the browser) is reported and retried, not counted.
 */
async function measure(url: string, port: number, attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await ensureServer();
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (result && !result.lhr.runtimeError) return result;
    console.warn(`  ${url}: run failed (${result?.lhr.runtimeError?.code ?? "no result"}), retrying`);
  }
  throw new Error(`Lighthouse could not measure ${url}`);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});

let missed = false;
try {
  // Warm the server's caches (rendered Markdown, static files) so run 1 is not an outlier.
  for (const page of PAGES) await fetch(`${baseUrl}${page}`);

  console.log(`Lighthouse ${RUNS}× per page, mobile preset, median scores — ${baseUrl}\n`);
  console.log(["page".padEnd(40), ...CATEGORIES.map((category) => category.padStart(15))].join(""));
  for (const page of PAGES) {
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const metrics: { lcp: number[]; tbt: number[]; cls: number[] } = { lcp: [], tbt: [], cls: [] };
    // Lighthouse multiplies the main-thread time it observes: other processes' load shows up as TBT.
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await measure(`${baseUrl}${page}`, chrome.port);
      const { categories, audits } = result.lhr;
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
        writeFileSync(path.join(REPORT_DIR, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      for (const category of CATEGORIES)
        scores[category]?.push(Math.round((categories[category]?.score ?? 0) * 100));
      metrics.lcp.push(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      metrics.tbt.push(audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      metrics.cls.push(audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      loads.push(loadavg()[0] ?? Number.NaN);
    }
    const medians = CATEGORIES.map((category) => median(scores[category] ?? []));
    console.log([page.padEnd(40), ...medians.map((score) => String(score).padStart(15))].join(""));
    console.log(
      `${"".padEnd(40)}LCP ${Math.round(median(metrics.lcp))} ms · TBT ${Math.round(median(metrics.tbt))} ms · CLS ${median(metrics.cls).toFixed(3)} · load ${loads.map((load) => load.toFixed(1)).join("/")} · runs: ${CATEGORIES.map((category) => `${category} ${scores[category]?.join("/")}`).join(", ")}`,
    );
    CATEGORIES.forEach((category, index) => {
      if ((medians[index] ?? 0) < TARGETS[category]) missed = true;
    });
  }
  console.log(`\nTargets: ${CATEGORIES.map((category) => `${category} ≥ ${TARGETS[category]}`).join(", ")}`);
} finally {
  chrome.kill();
  server.stop();
}
process.exitCode = missed ? 1 : 0;
