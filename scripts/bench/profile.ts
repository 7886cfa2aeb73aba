/**
 * Where an uncached page's server time goes, and what a change to it is worth.
 *
 *   npx react-router build && npm run bench:profile -- [--path=/] [--connections=10] [--duration=20] [--top=25]
 *   npm run bench:profile -- --compare=<old build dir>,build [--path=/] [--rounds=6] [--duration=5] [--page-cache]
 *
 * Profile (the default): starts the built server (BUILD_DIR, default `build`) with the page cache
 * off (PAGE_CACHE_MB=0: every request rendered) under `node --cpu-prof`, warms it, drives `--path`
 * with a closed loop of connections, stops the server and prints the profile's top entries by self
 * time, counting only the samples taken while the load ran (not the start, the migrations or the
 * demo data): each function's share of the busy time (idle excluded) and of the whole window.
 * `--total=<regex>` adds the total time (self and callees) of the functions it matches;
 * `--keep=<file>` keeps the .cpuprofile.
 *
 * Compare: starts one server per build directory (the page cache off, demo data, on ports of their
 * own), and drives `--path` on each in turn for `--rounds` rounds, the order reversed every other
 * round, so the shared machine's noise falls on both alike; prints each build's median req/s, p50,
 * p99 and CPU per request (the server process's own, from /proc: what a loaded machine disturbs
 * least), and the ratios to the first. The load average is printed with every figure.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startBuiltServer } from "../built-server";
import { driveClosedLoop } from "./http";
import { cpuSeconds } from "./process-cpu";
import { median } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const PAGE = option("path", "/");
const CONNECTIONS = Number(option("connections", "10"));
const PORT = Number(option("port", "4340"));
/** `--keep=<file>`: where to keep the profile (for Chrome DevTools' Performance panel). */
const KEEP = option("keep", "");
const load = () => loadavg()[0]?.toFixed(1);

/**
 * `--page-cache`: the servers keep public pages (64 MB) and `--path` is served from the cache after
 * its first render: what a kept page costs, e.g. its compression (compare mode only). With `{n}` in
 * `--path` (a number new on every request, scripts/bench/http.ts), what a URL nobody asked for
 * before costs as deployed: `--page-cache "--path=/portal?precio_max=5{n}"` is a new search.
 */
const FROM_CACHE = process.argv.includes("--page-cache");
const servedHow = FROM_CACHE ? "from the page cache" : "uncached";

const drive = (url: string, durationS: number) => driveClosedLoop(url, CONNECTIONS, durationS);

async function start(port: number, buildDir: string, nodeOptions: string[] = []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-profile-"));
  const server = await startBuiltServer({
    port,
    dataDir,
    env: { DEMO_DATA: "true", PAGE_CACHE_MB: FROM_CACHE ? "64" : "0", BUILD_DIR: buildDir },
    nodeOptions,
    startTimeoutMs: 600_000,
  });
  const stop = async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, stop };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number };

function frameName({ callFrame: frame }: ProfileNode): string {
  const file = frame.url.split("/").slice(-2).join("/");
  return `${frame.functionName || "(anonymous)"}${file ? ` ${file}:${frame.lineNumber + 1}` : ""}`;
}

/**
 * What part of a request's work a sample belongs to: the nearest frame on its stack (from the
 * sample up) that names a part decides, so compression called from React's flush is compression.
 */
const PARTS: readonly (readonly [string, RegExp])[] = [
  ["compression", /node:zlib|compression\/index|gzip-splice|Brotli|Gzip|Deflate/],
  ["query (Drizzle, PGlite)", /drizzle-orm|pglite|wasm-function|postgres/],
  [
    "page rewrite (markers, used CSS)",
    /withUsedStylesheet|withoutHydrationMarkers|withoutMarkers|scanInto|scanPage/,
  ],
  ["React render", /react-dom-server/],
  ["React Router (routing, loaders, meta)", /node_modules\/react-router\//],
];
function partOf(id: number, nodes: Map<number, ProfileNode>, parents: Map<number, number>): string {
  const leaf = nodes.get(id);
  if (leaf?.callFrame.functionName === "(idle)") return "(idle)";
  if (leaf?.callFrame.functionName === "(garbage collector)") return "garbage collector";
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const frame = nodes.get(at)?.callFrame;
    if (!frame) continue;
    const text = `${frame.functionName} ${frame.url}`;
    for (const [part, pattern] of PARTS) if (pattern.test(text)) return part;
  }
  return "the rest (Express, the app's own code, the event loop)";
}

/**
 * Self and total time (µs) by function over the samples taken in the last `windowUs` of the
 * profile: self where the sample was taken, total in every function on its stack.
 */
export function functionTimes(profile: Profile, windowUs: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.endTime;
  for (const delta of profile.timeDeltas) time -= delta;
  let total = 0;
  const byPart = new Map<string, number>();
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < profile.endTime - windowUs) continue;
    const node = nodes.get(id);
    if (!node) continue;
    const name = frameName(node);
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    total += delta;
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const caller = nodes.get(at);
      if (caller) onStack.add(frameName(caller));
    }
    for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + delta);
    const part = partOf(id, nodes, parents);
    byPart.set(part, (byPart.get(part) ?? 0) + delta);
  }
  return { byFunction, inclusive, total, byPart };
}

async function profile() {
  const durationS = Number(option("duration", "20"));
  const top = Number(option("top", "25"));
  const profileDir = mkdtempSync(path.join(tmpdir(), "zaguan-cpu-profile-"));
  const { server, stop } = await start(PORT, process.env.BUILD_DIR ?? "build", [
    "--cpu-prof",
    `--cpu-prof-dir=${profileDir}`,
  ]);
  try {
    const url = `http://localhost:${PORT}${PAGE}`;
    await drive(url, 3); // warm: the JIT, the first queries
    const loadStarted = performance.now();
    const figures = await drive(url, durationS);
    console.log(
      `${PAGE} uncached, ${CONNECTIONS} connections, ${durationS} s: ${Math.round(figures.requestsPerSecond)} req/s, ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms${figures.non2xx ? `, ${figures.non2xx} not 2xx` : ""} (load ${load()})`,
    );
    await stop();
    const windowUs = (performance.now() - loadStarted) * 1000;
    const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no profile written in ${profileDir}`);
    const profilePath = path.join(profileDir, file);
    if (KEEP) copyFileSync(profilePath, KEEP);
    const { byFunction, inclusive, total, byPart } = functionTimes(
      JSON.parse(readFileSync(profilePath, "utf8")),
      windowUs,
    );
    const idle = byFunction.get("(idle)") ?? 0;
    const busy = total - idle;
    const requests = figures.requestsPerSecond * durationS;
    console.log(
      `\nbusy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms ` +
        `(≈ ${(busy / 1000 / requests).toFixed(1)} ms of CPU per request, the stop included)\n`,
    );
    console.log("| part | % of busy |\n| --- | ---: |");
    const parts = [...byPart].filter(([part]) => part !== "(idle)").sort((a, b) => b[1] - a[1]);
    for (const [part, time] of parts) console.log(`| ${part} | ${((time / busy) * 100).toFixed(1)} % |`);
    console.log("");
    console.log("| self time | % of busy | % of all | function |");
    console.log("| ---: | ---: | ---: | --- |");
    const ranked = [...byFunction].filter(([name]) => name !== "(idle)").sort((a, b) => b[1] - a[1]);
    for (const [name, time] of ranked.slice(0, top)) {
      console.log(
        `| ${(time / 1000).toFixed(0)} ms | ${((time / busy) * 100).toFixed(1)} % | ` +
          `${((time / total) * 100).toFixed(1)} % | \`${name}\` |`,
      );
    }
    // Total time of the functions whose name matches `--total=<regex>` (e.g. the app's own code).
    const pattern = option("total", "");
    if (pattern) {
      console.log("\n| total time | % of busy | function |\n| ---: | ---: | --- |");
      const matching = [...inclusive].filter(([name]) => new RegExp(pattern).test(name));
      for (const [name, time] of matching.sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(
          `| ${(time / 1000).toFixed(0)} ms | ${((time / busy) * 100).toFixed(1)} % | \`${name}\` |`,
        );
      }
    }
  } finally {
    if (server.exitCode === null) await stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** One round on one server: the load's figures and the server's CPU per request (from /proc). */
async function round(server: { server: { pid?: number } }, url: string, durationS: number) {
  const pid = server.server.pid ?? 0;
  const before = cpuSeconds(pid);
  const figures = await drive(url, durationS);
  return { ...figures, cpuMs: ((cpuSeconds(pid) - before) * 1000) / Math.max(1, figures.requests) };
}

async function compare(buildDirs: string[]) {
  const rounds = Number(option("rounds", "6"));
  const durationS = Number(option("duration", "5"));
  const servers: Awaited<ReturnType<typeof start>>[] = [];
  try {
    for (const [index, buildDir] of buildDirs.entries()) servers.push(await start(PORT + index, buildDir));
    const url = (index: number) => `http://localhost:${PORT + index}${PAGE}`;
    const results = buildDirs.map((): Awaited<ReturnType<typeof round>>[] => []);
    for (const index of buildDirs.keys()) await drive(url(index), 3);
    for (let done = 0; done < rounds; done++) {
      const order = [...buildDirs.keys()];
      if (done % 2 === 1) order.reverse();
      for (const index of order)
        results[index]?.push(await round(servers[index] as never, url(index), durationS));
      console.error(`round ${done + 1}/${rounds} done (load ${load()})`);
    }
    console.log(
      `\n${PAGE} ${servedHow}, ${CONNECTIONS} connections, ${rounds} alternated rounds of ${durationS} s, medians (load ${load()})\n`,
    );
    console.log("| build | req/s | p50 | p99 | CPU per request | × req/s | × CPU |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    const middle = (index: number, pick: (figures: Awaited<ReturnType<typeof round>>) => number) =>
      median((results[index] ?? []).map(pick));
    for (const [index, buildDir] of buildDirs.entries()) {
      const requestsPerSecond = middle(index, (figures) => figures.requestsPerSecond);
      const cpuMs = middle(index, (figures) => figures.cpuMs);
      console.log(
        `| ${buildDir} | ${Math.round(requestsPerSecond)} | ${middle(index, (figures) => figures.p50)} ms | ` +
          `${middle(index, (figures) => figures.p99)} ms | ${cpuMs.toFixed(1)} ms | ` +
          `${(requestsPerSecond / middle(0, (figures) => figures.requestsPerSecond)).toFixed(2)} | ` +
          `${(cpuMs / middle(0, (figures) => figures.cpuMs)).toFixed(2)} |`,
      );
    }
  } finally {
    for (const { stop } of servers) await stop();
  }
}

const builds = option("compare", "");
if (builds) await compare(builds.split(","));
else await profile();
