/**
 * Public pages benchmark: every page an anonymous visitor can land on, side by side with
 * the portal, each driven by the same closed loop of connections for the same time, on two built
 * servers started one after the other in the same run — as deployed (the public page cache on) and
 * with PAGE_CACHE_MB=0 (every request rendered: what the first visitor after a change, or a page the
 * cache does not keep, costs). Prints req/s, p50 and p99 per page and the ratio between the two.
 *
 *   npx react-router build && npm run bench:pages -- [--connections=10] [--duration=5] [--rounds=3] [--port=4390]
 *
 * `--rounds=N` measures every page N times, a round of all pages after another, and prints each
 * page's median round: a single few-second sample on this shared machine can be off by half.
 * The server starts on a data folder of its own with the demo data (a listing, an article).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SELLER_GUIDE_KINDS } from "#app/domain/seller-guides";
import { sellerGuidePath } from "#app/urls";
import { startBuiltServer } from "../built-server";
import { type ClosedLoopFigures, driveClosedLoop } from "./http";
import { median } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const CONNECTIONS = Number(option("connections", "10"));
const DURATION_S = Number(option("duration", "5"));
const ROUNDS = Number(option("rounds", "3"));
const PORT = Number(option("port", "4390"));
const BASE = `http://localhost:${PORT}`;

type Figures = ClosedLoopFigures;

/** The pages, by name: fixed paths plus one listing, one article and one category of the demo data. */
async function publicPages(): Promise<Array<[string, string]>> {
  const portal = await (await fetch(`${BASE}/portal`)).text();
  const blog = await (await fetch(`${BASE}/blog`)).text();
  const listing = /href="(\/propiedad\/[^"?]+)"/.exec(portal)?.[1];
  const article = /href="(\/blog\/(?!category\/)[^"/]+)"/.exec(blog)?.[1];
  const category = /href="(\/blog\/category\/[^"/]+)"/.exec(blog)?.[1];
  if (!listing || !article || !category) throw new Error("the demo data has no listing, article or category");
  return [
    ["/portal", "/portal"],
    ["/portal?q=piso&provincia=Madrid", "/portal?q=piso&provincia=Madrid"],
    ["a listing", listing],
    ["/", "/"],
    ["/como-vendemos", "/como-vendemos"],
    ["/para-inmobiliarias", "/para-inmobiliarias"],
    ["a seller guide", sellerGuidePath(SELLER_GUIDE_KINDS[0])],
    ["/calculadora-venta", "/calculadora-venta"],
    ["/blog", "/blog"],
    ["a category", category],
    ["an article", article],
    ["/terminos-y-condiciones", "/terminos-y-condiciones"],
    ["/politica-de-privacidad", "/politica-de-privacidad"],
    ["/auth (never kept)", "/auth"],
    ["an unknown URL (404)", "/no-existe-esta-pagina"],
  ];
}

const drive = (url: string) => driveClosedLoop(url, CONNECTIONS, DURATION_S);

/** Each page's median round (by req/s) on a server started with `env`. */
async function measure(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-pages-"));
  let server: ChildProcess | undefined;
  try {
    server = await startBuiltServer({
      port: PORT,
      dataDir,
      env: { DEMO_DATA: "true", ...env },
      startTimeoutMs: 600_000,
    });
    const pages = await publicPages();
    const rounds = new Map<string, Figures[]>(pages.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, pagePath] of pages) {
        await fetch(`${BASE}${pagePath}`); // the first visitor: the cache's miss is not measured
        rounds.get(name)?.push(await drive(`${BASE}${pagePath}`));
      }
      console.error(`${label}: round ${round + 1}/${ROUNDS} done (load ${loadavg()[0]?.toFixed(1)})`);
    }
    return new Map(
      [...rounds].map(([name, figures]) => {
        const middle = median(figures.map((figure) => figure.requestsPerSecond));
        return [
          name,
          figures.find((figure) => figure.requestsPerSecond === middle) ?? (figures[0] as Figures),
        ];
      }),
    );
  } finally {
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve) ?? resolve(null));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cached = await measure("page cache on", {});
const rendered = await measure("page cache off", { PAGE_CACHE_MB: "0" });
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per page, median of ${ROUNDS} rounds (load ${loadavg()[0]?.toFixed(1)})\n`,
);
console.log("| page | req/s | p50 | p99 | req/s rendered | p50 | p99 | × |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [name, figures] of cached) {
  const other = rendered.get(name) as Figures;
  const errors = figures.non2xx ? ` (${figures.non2xx} not 2xx)` : "";
  console.log(
    `| ${name}${errors} | ${Math.round(figures.requestsPerSecond)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ` +
      `${Math.round(other.requestsPerSecond)} | ${ms(other.p50)} | ${ms(other.p99)} | ` +
      `${(figures.requestsPerSecond / other.requestsPerSecond).toFixed(1)} |`,
  );
}
