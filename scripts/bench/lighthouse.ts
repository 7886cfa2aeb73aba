/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone) on the public site's key
 * pages, against the optimised build. Prints the median of RUNS runs (at least 3) of the four
 * scores per page, and beside it the page's own no-JavaScript floor: the same page with every
 * `<script>` (but JSON-LD) and module preload removed from its HTML. Both are served through the
 * same small proxy in front of the same server (one keeps the HTML, the other strips it), alternating
 * run by run, so the difference is the page's JavaScript, whatever the machine. It prints the
 * machine's load average and Lighthouse's `benchmarkIndex` (its CPU speed estimate) for each run,
 * and the page's main-thread CPU time from the trace (style, layout, paint, parsing): unlike TBT,
 * it does not grow with the time the renderer waits for a core on a busy machine.
 *
 *   BUILD_DIR=build-x npx react-router build
 *   BUILD_DIR=build-x node --import tsx scripts/bench/lighthouse.ts
 *
 * Starts its own server on a fresh data folder (BUILD_DIR, LIGHTHOUSE_PORT, default 4310), or
 * measures a running one when LIGHTHOUSE_URL is set. LIGHTHOUSE_BUILDS=build-base,build-x compares
 * builds instead: one server each (ports from LIGHTHOUSE_PORT up), their runs interleaved, so a
 * change is read against its base under the same load; LIGHTHOUSE_FLOOR=off leaves the floors out. Uses the system Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium). Targets: performance within 2 points of the floor and TBT
 * within floor + 100 ms, the floor ≥ 97, accessibility 100, best practices ≥ 95, SEO 100; the exit
 * code is 1 when a median misses one. LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report
 * (JSON) there; LIGHTHOUSE_PAGES=/,/blog measures other pages ("listing" stands for the first
 * listing the portal shows).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats";
import { type MainThreadCpu, mainThreadCpu } from "./trace-cpu";

const RUNS = Math.max(3, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/portal",
  "listing",
  "/blog/como-vender-piso-sin-agencia",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0, // judged against the floor below
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};
const FLOOR_TARGET = 97;
const MAX_POINTS_UNDER_FLOOR = 2;
const MAX_TBT_OVER_FLOOR_MS = 100;
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

async function waitForHealth(baseUrl: string, timeoutMs = 600_000) {
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

async function startServer(buildDir: string, port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-lighthouse-"));
  const server: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
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

/** The page's HTML without what would run: scripts (structured data stays) and module preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");
}

/**
 * A proxy in front of the server: `strip` takes the scripts out of every HTML page. Both variants
 * answer the same way otherwise (gzip, the server's headers), so the page and its floor differ only
 * in their HTML.
 */
function startProxy(upstream: () => string, port: number, strip: boolean): Promise<Server> {
  const proxy = createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && !["host", "accept-encoding", "connection"].includes(name))
          headers.set(name, value);
      }
      const response = await fetch(`${upstream()}${req.url}`, { headers, redirect: "manual" });
      let body: Buffer = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get("content-type") ?? "";
      if (strip && type.startsWith("text/html")) body = Buffer.from(stripScripts(body.toString("utf8")));
      const compress =
        /gzip/.test(String(req.headers["accept-encoding"])) && /text|javascript|json|svg/.test(type);
      if (compress) body = gzipSync(body);
      response.headers.forEach((value, name) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name))
          res.setHeader(name, value);
      });
      if (compress) res.setHeader("content-encoding", "gzip");
      res.setHeader("content-length", body.length);
      res.writeHead(response.status);
      res.end(body);
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  return new Promise((resolve) => proxy.listen(port, () => resolve(proxy)));
}

const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
const BUILDS = process.env.LIGHTHOUSE_BUILDS?.split(",") ?? [process.env.BUILD_DIR ?? "build"];
const FIRST_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
type Running = { build: string; port: number; server: { baseUrl: string; stop: () => void } };
const servers: Running[] = [];
for (const [index, build] of BUILDS.entries()) {
  const port = FIRST_PORT + index;
  const server = external ? { baseUrl: external, stop: () => {} } : await startServer(build, port);
  servers.push({ build, port, server });
}

/**
 * On a machine shared with other test runs our server has been stopped from outside mid-run
 * (Lighthouse then reports CHROME_INTERSTITIAL_ERROR): start a fresh one before the retry.
 */
async function ensureServer(running: Running) {
  if (external) return;
  const healthy = await fetch(`${running.server.baseUrl}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) return;
  console.warn("  the server is gone; starting a new one");
  running.server.stop();
  running.server = await startServer(running.build, running.port);
}

/**
 * One Lighthouse run. A run that fails to load the page (a runtime error scores 0 everywhere, as
 * happens when a busy machine stalls the browser) is reported and retried, not counted.
 */
async function measure(url: string, port: number, running: Running, attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await ensureServer(running);
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

const proxyPort = Number(process.env.LIGHTHOUSE_PROXY_PORT ?? 4320);
const withFloor = process.env.LIGHTHOUSE_FLOOR !== "off";
const proxies: Server[] = [];
type Variant = { name: string; kind: "page" | "floor"; running: Running; base: string };
const VARIANTS: Variant[] = [];
for (const [index, running] of servers.entries()) {
  const label = servers.length > 1 ? `${running.build} ` : "";
  for (const kind of withFloor ? (["page", "floor"] as const) : (["page"] as const)) {
    const port = proxyPort + 2 * index + (kind === "floor" ? 1 : 0);
    proxies.push(await startProxy(() => running.server.baseUrl, port, kind === "floor"));
    VARIANTS.push({ name: `${label}${kind}`, kind, running, base: `http://localhost:${port}` });
  }
}
const width = Math.max(...VARIANTS.map((variant) => variant.name.length));

type Sample = {
  scores: Record<string, number[]>;
  lcp: number[];
  tbt: number[];
  cls: number[];
  cpu: MainThreadCpu[];
};
const emptySample = (): Sample => ({
  scores: Object.fromEntries(CATEGORIES.map((category) => [category, []])),
  lcp: [],
  tbt: [],
  cls: [],
  cpu: [],
});

/** The page's path on this server ("listing": the first listing its portal shows), its cache warmed. */
async function pathOn(running: Running, page: string): Promise<string | undefined> {
  const { baseUrl } = running.server;
  let address = page;
  if (page === "listing") {
    const portal = await (await fetch(`${baseUrl}/portal`)).text();
    address = /href="(\/propiedad\/[^"#]+)"/.exec(portal)?.[1] ?? "";
    if (!address) return undefined;
  }
  // Warm the server's caches (rendered Markdown, static files) so run 1 is not an outlier.
  await fetch(`${baseUrl}${address}`);
  return address;
}

let missed = false;
try {
  console.log(`Lighthouse ${RUNS}× per page and variant, mobile preset, medians — ${BUILDS.join(", ")}`);
  console.log(`(floor = the same HTML without its scripts; every variant through its proxy, alternating)\n`);
  for (const page of PAGES) {
    const paths = new Map<Running, string | undefined>();
    for (const running of servers) paths.set(running, await pathOn(running, page));
    if ([...paths.values()].some((path) => !path)) continue;
    const samples = new Map(VARIANTS.map((variant) => [variant, emptySample()]));
    // Lighthouse multiplies the main-thread time it observes: other processes' load shows up as TBT.
    const loads: number[] = [];
    const benchmarkIndexes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const variant of VARIANTS) {
        const url = `${variant.base}${paths.get(variant.running)}`;
        const result = await measure(url, chrome.port, variant.running);
        const { categories, audits, environment } = result.lhr;
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const name = page === "/" ? "home" : page.replace(/^\//, "").replaceAll("/", "_");
          const file = `${name}-${variant.name.replace(" ", "-")}-${run + 1}.json`;
          writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(result.lhr));
        }
        const sample = samples.get(variant) as Sample;
        for (const category of CATEGORIES)
          sample.scores[category]?.push(Math.round((categories[category]?.score ?? 0) * 100));
        sample.lcp.push(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
        sample.tbt.push(audits["total-blocking-time"]?.numericValue ?? Number.NaN);
        sample.cls.push(audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
        sample.cpu.push(mainThreadCpu(result.artifacts.Trace.traceEvents));
        loads.push(loadavg()[0] ?? Number.NaN);
        benchmarkIndexes.push(environment.benchmarkIndex ?? Number.NaN);
      }
    }
    console.log(page);
    const medianOf = (sample: Sample, category: string) => median(sample.scores[category] ?? []);
    for (const [variant, sample] of samples) {
      console.log(
        `  ${variant.name.padEnd(width)} ${CATEGORIES.map((category) => `${category} ${medianOf(sample, category)}`).join(" · ")} · LCP ${Math.round(median(sample.lcp))} ms · TBT ${Math.round(median(sample.tbt))} ms (runs ${sample.tbt.map(Math.round).join("/")}) · CLS ${median(sample.cls).toFixed(3)}`,
      );
    }
    // Against the first build's same variant (page or floor): the change, under the same load.
    const ratio = (variant: Variant, step: keyof MainThreadCpu) => {
      const base = VARIANTS.find((other) => other.kind === variant.kind);
      if (servers.length < 2 || !base) return "";
      const medianStep = (of: Variant) => median((samples.get(of) as Sample).cpu.map((run) => run[step]));
      return ` ×${(medianStep(variant) / medianStep(base)).toFixed(2)}`;
    };
    for (const [variant, { cpu }] of samples) {
      const ms = (step: keyof MainThreadCpu) => Math.round(median(cpu.map((run) => run[step])));
      console.log(
        `  ${variant.name.padEnd(width)} main-thread CPU ${ms("total")} ms${ratio(variant, "total")} (style ${ms("style")}, layout ${ms("layout")}, paint ${ms("paint")}, parse HTML ${ms("parse")}) · blocking CPU ${ms("blocking")} ms${ratio(variant, "blocking")} · runs ${cpu.map((run) => `${Math.round(run.total)}/${Math.round(run.blocking)}`).join(" ")}`,
      );
    }
    for (const [variant, pageSample] of samples) {
      const floorVariant = VARIANTS.find(
        (other) => other.kind === "floor" && other.running === variant.running,
      );
      const floorSample = floorVariant && samples.get(floorVariant);
      if (variant.kind !== "page" || !floorSample) continue;
      const performanceGap = medianOf(floorSample, "performance") - medianOf(pageSample, "performance");
      const tbtGap = median(pageSample.tbt) - median(floorSample.tbt);
      console.log(
        `  ${`${variant.name} diff`.padEnd(width)} performance ${performanceGap > 0 ? "−" : "+"}${Math.abs(performanceGap)} against the floor · TBT ${tbtGap >= 0 ? "+" : "−"}${Math.round(Math.abs(tbtGap))} ms`,
      );
      if (performanceGap > MAX_POINTS_UNDER_FLOOR || tbtGap > MAX_TBT_OVER_FLOOR_MS) missed = true;
      if (medianOf(floorSample, "performance") < FLOOR_TARGET) missed = true;
    }
    console.log(
      `  load average ${loads.map((load) => load.toFixed(1)).join("/")} · benchmarkIndex ${benchmarkIndexes.map((index) => Math.round(index)).join("/")}`,
    );
    for (const [variant, sample] of samples)
      for (const category of CATEGORIES)
        if (variant.kind === "page" && medianOf(sample, category) < TARGETS[category]) missed = true;
  }
  console.log(
    `\nTargets: performance within ${MAX_POINTS_UNDER_FLOOR} points of the floor and TBT within floor + ${MAX_TBT_OVER_FLOOR_MS} ms; floor ≥ ${FLOOR_TARGET}; accessibility 100, best practices ≥ 95, SEO 100`,
  );
} finally {
  chrome.kill();
  for (const proxy of proxies) proxy.close();
  for (const running of servers) running.server.stop();
}
process.exitCode = missed ? 1 : 0;
