/**
 * Searches no one made before, the 404 page and the browsing mix, side by side with the kept
 * `/portal`, in one run on one server: what a portal's real traffic costs, since almost
 * every combination of words, province, price and order is new and bots ask for random URLs.
 *
 *   npx react-router build && npm run bench:search -- [--rounds=3] [--duration=5] [--connections=10]
 *                                                    [--mix-connections=50] [--port=5200]
 *                                                    [--builds=build-base,build]
 *
 * The built server runs as deployed (page cache on, PGlite, the demo data). Each scenario but the
 * kept portal asks for a URL never asked before on every request (a counter in the path), so the
 * page cache can never answer it:
 * - a new search: `/portal?q=piso+N&provincia=Madrid` (no demo listing matches it);
 * - a new search with cards: `/portal?precio_max=N` (a budget above every demo price: 12 cards);
 * - a new search with new results: `/portal?precio_min=N&precio_max=N+150000`, N drawn from a
 *   seeded sequence between the demo portal's cheapest and dearest listing: its cards and count
 *   are those of few searches before it, and each build gets the same draws in a round;
 * - the 404 page: `/no-existe-N`, and under a language's prefix: `/en/does-not-exist-N`;
 * - the browsing mix at `--mix-connections`: of every 20 requests 6 kept portal pages (30 %), 5 new
 *   searches (25 %, half of them with cards), 7 listings (35 %) and 2 articles (10 %).
 * Every round measures all of them one after the other; each figure is the median round, and
 * each ratio is to the kept portal's median req/s. CPU per request is the server process's own
 * (from /proc). The 404 answers 404, counted apart from errors.
 *
 * `--builds=a,b` serves each build at once (ports from `--port`, each on its own copy of the demo
 * data) and measures every scenario on each, one after the other, in every round, in alternating
 * order (a, b, then b, a): neither build always meets the machine, or a scenario's draws, first.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { EMPTY_PORTAL_FILTERS, portalHref } from "#app/domain/listings/filters";
import { startBuiltServer } from "../built-server";
import { BROWSER_ACCEPT_ENCODING } from "./http";
import { cpuSeconds } from "./process-cpu";
import { median, seeded } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const CONNECTIONS = Number(option("connections", "10"));
const MIX_CONNECTIONS = Number(option("mix-connections", "50"));
const DURATION_S = Number(option("duration", "5"));
const ROUNDS = Number(option("rounds", "3"));
const PORT = Number(option("port", "5200"));
const BUILDS = option("builds", process.env.BUILD_DIR ?? "build").split(",");
let BASE = `http://localhost:${PORT}`;
/** A run number in every new URL, so that a second run on the same server starts new ones too. */
const RUN = Date.now().toString(36);

let counter = 0;
const fresh = () => `${RUN}${(counter++).toString(36)}`;
const newSearch = () =>
  portalHref({ ...EMPTY_PORTAL_FILTERS, search: `piso ${fresh()}`, province: "Madrid" });
/** A budget above every demo listing's price, different on every request: the first page's 12 cards. */
const newSearchWithCards = () => portalHref({ ...EMPTY_PORTAL_FILTERS, priceMax: 5_000_000 + counter++ });
/** The demo portal's cheapest and dearest price, read from its pages before the rounds. */
let priceRange = { low: 50_000, high: 950_000 };
let draws = seeded(1);
/** A price window within the portal's prices, new on each request (its floor to the euro). */
const newResults = () => {
  const priceMin = Math.round(priceRange.low + draws() * (priceRange.high - priceRange.low - 150_000));
  return portalHref({ ...EMPTY_PORTAL_FILTERS, priceMin, priceMax: priceMin + 150_000 });
};

/** The first card's price on a page of the portal (its grid writes prices as `245.000 €`). */
async function firstPrice(path: string): Promise<number> {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const written = /tabular-nums">([\d.]+)\s*€/.exec(html)?.[1];
  if (!written) throw new Error(`${path} shows no price`);
  return Number(written.replaceAll(".", ""));
}
const unknownUrl = () => `/no-existe-${fresh()}`;
/** An unknown URL under a language's prefix: its own 404 shell (ADR 0062). */
const unknownEnglishUrl = () => `/en/does-not-exist-${fresh()}`;

type Figures = { requestsPerSecond: number; p50: number; p99: number; bad: number; cpuMs: number };
type Scenario = { name: string; connections: number; next: () => string; expect: number };

/** A closed loop of `connections`, each request's path from `next()`, and the server's CPU. */
async function drive(pid: number, scenario: Scenario): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections: scenario.connections,
        duration: DURATION_S,
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html" },
        requests: [{ setupRequest: (request) => ({ ...request, path: scenario.next() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status) => {
      if (status !== scenario.expect && !(scenario.expect === 0 && (status === 200 || status === 404))) bad++;
    });
  });
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: bad + result.errors + result.timeouts,
    cpuMs: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, requests),
  };
}

/** Links the demo data's portal and blog give: listings and articles for the mix. */
async function demoLinks(): Promise<{ listings: string[]; articles: string[] }> {
  const portal = await (await fetch(`${BASE}/portal`)).text();
  const blog = await (await fetch(`${BASE}/blog`)).text();
  const listings = [
    ...new Set([...portal.matchAll(/href="(\/propiedad\/[^"?#]+)"/g)].map((m) => m[1] as string)),
  ];
  const articles = [
    ...new Set([...blog.matchAll(/href="(\/blog\/(?!category\/)[^"/?#]+)"/g)].map((m) => m[1] as string)),
  ];
  if (listings.length === 0 || articles.length === 0)
    throw new Error("the demo data has no listing or article");
  return { listings, articles };
}

function browsingMix(listings: string[], articles: string[]): () => string {
  const kept = [
    "/portal",
    portalHref({ ...EMPTY_PORTAL_FILTERS, page: 2 }),
    portalHref({ ...EMPTY_PORTAL_FILTERS, province: "Madrid" }),
    portalHref({ ...EMPTY_PORTAL_FILTERS, type: "Piso" }),
    portalHref({ ...EMPTY_PORTAL_FILTERS, province: "Valencia", type: "Piso" }),
    portalHref({ ...EMPTY_PORTAL_FILTERS, type: "Casa" }),
  ];
  // Interleaved, so every slice of time carries the same mix: 6 kept, 5 new, 7 listings, 2 articles.
  const cycle: Array<() => string> = [];
  for (let index = 0; index < 20; index++) {
    if (index % 4 === 1) cycle.push(cycle.length % 2 ? newSearch : newSearchWithCards);
    else if (index === 9 || index === 19) cycle.push(() => articles[index % articles.length] as string);
    else if (index % 3 === 0) cycle.push(() => kept[index % kept.length] as string);
    else cycle.push(() => listings[index % listings.length] as string);
  }
  let at = 0;
  return () => (cycle[at++ % cycle.length] as () => string)();
}

async function main() {
  const dataDirs = BUILDS.map(() => mkdtempSync(path.join(tmpdir(), "zaguan-bench-search-")));
  const servers: ChildProcess[] = [];
  for (const [index, build] of BUILDS.entries()) {
    servers.push(
      await startBuiltServer({
        port: PORT + index,
        dataDir: dataDirs[index] as string,
        env: { DEMO_DATA: "true", BUILD_DIR: build },
        startTimeoutMs: 600_000,
      }),
    );
  }
  try {
    // Each server's own demo data: its listings' ids are its own.
    const mixes: Array<() => string> = [];
    for (const [index] of BUILDS.entries()) {
      BASE = `http://localhost:${PORT + index}`;
      const { listings, articles } = await demoLinks();
      mixes.push(browsingMix(listings, articles));
    }
    priceRange = {
      low: await firstPrice(portalHref({ ...EMPTY_PORTAL_FILTERS, sort: "precio-asc" })),
      high: await firstPrice(portalHref({ ...EMPTY_PORTAL_FILTERS, sort: "precio-desc" })),
    };
    let serving = 0;
    for (const [index] of BUILDS.entries()) {
      for (const url of [newSearch(), newSearchWithCards(), newResults()]) {
        const answer = await fetch(`http://localhost:${PORT + index}${url}`, { redirect: "manual" });
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200`);
      }
    }
    const scenarios: Scenario[] = [
      { name: "/portal, kept", connections: CONNECTIONS, next: () => "/portal", expect: 200 },
      {
        name: "a new search (q=piso+N&provincia=Madrid)",
        connections: CONNECTIONS,
        next: newSearch,
        expect: 200,
      },
      {
        name: "a new search with 12 cards (precio_max=N)",
        connections: CONNECTIONS,
        next: newSearchWithCards,
        expect: 200,
      },
      {
        name: "a new search with new results (precio_min=N&precio_max=N+150000)",
        connections: CONNECTIONS,
        next: newResults,
        expect: 200,
      },
      { name: "the 404 page (/no-existe-N)", connections: CONNECTIONS, next: unknownUrl, expect: 404 },
      {
        name: "the 404 page in English (/en/does-not-exist-N)",
        connections: CONNECTIONS,
        next: unknownEnglishUrl,
        expect: 404,
      },
      {
        name: `browsing mix, ${MIX_CONNECTIONS} connections`,
        connections: MIX_CONNECTIONS,
        next: () => (mixes[serving] as () => string)(),
        expect: 200,
      },
    ];
    // Warm: the JIT, the kept pages of the mix, the first render of each kept section.
    const rounds = new Map<string, Figures[]>();
    const on = (index: number) => {
      serving = index;
      BASE = `http://localhost:${PORT + index}`;
      return servers[index]?.pid ?? 0;
    };
    for (const [index] of BUILDS.entries())
      for (const scenario of scenarios) await drive(on(index), { ...scenario, connections: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...BUILDS.entries()];
      if (round % 2 === 1) order.reverse();
      for (const scenario of scenarios) {
        for (const [index, build] of order) {
          // The same windows for each build in this round, other ones in the next.
          draws = seeded(round + 2);
          const name = `${build}|${scenario.name}`;
          rounds.set(name, [...(rounds.get(name) ?? []), await drive(on(index), scenario)]);
        }
      }
      console.error(`round ${round + 1}/${ROUNDS} done (load ${loadavg()[0]?.toFixed(1)})`);
    }
    const middle = (name: string) => {
      const figures = rounds.get(name) ?? [];
      const rps = median(figures.map((figure) => figure.requestsPerSecond));
      return figures.find((figure) => figure.requestsPerSecond === rps) ?? (figures[0] as Figures);
    };
    console.log(
      `\n${CONNECTIONS} connections (the mix ${MIX_CONNECTIONS}), ${DURATION_S} s each, median of ${ROUNDS} rounds (load ${loadavg()[0]?.toFixed(1)})\n`,
    );
    console.log(
      "| build | scenario | req/s | × kept `/portal` | p50 | p99 | CPU per request | unexpected answers |",
    );
    console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const build of BUILDS) {
      const portal = middle(`${build}|/portal, kept`);
      for (const { name } of scenarios) {
        const figures = middle(`${build}|${name}`);
        console.log(
          `| ${build} | ${name} | ${Math.round(figures.requestsPerSecond)} | ${(figures.requestsPerSecond / portal.requestsPerSecond).toFixed(2)} | ` +
            `${figures.p50} ms | ${figures.p99} ms | ${figures.cpuMs.toFixed(2)} ms | ${figures.bad} |`,
        );
      }
    }
  } finally {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
    }
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
