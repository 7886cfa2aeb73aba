/**
 * Whether two builds serve the same pages, byte for byte: each build's server on its own copy of
 * one data folder (the same demo listings, ids included), with the page cache off so every answer
 * is rendered, each URL asked three times of each (the first render of a kept section, then the
 * kept one). Only what differs per response by design is set aside: the CSP nonce and the form
 * stamps. Prints each URL that differs with the first difference, and exits 1 if any does.
 *
 *   npx react-router build (into each BUILD dir) &&
 *   node --import tsx scripts/compare-pages.ts --builds=build-base,build [--port=5210] [--paths=/a,/b]
 *                                              [--page-cache=on] [--accept-encoding=br]
 *
 * `--page-cache=on` runs both as deployed instead: the second and third answers of a URL then come
 * from the page cache, and an unknown URL's from the 404 page rendered once. `--accept-encoding`
 * asks as that browser would (`br`: as over HTTPS, where kept pages may leave in Brotli); by
 * default, as fetch asks (gzip).
 *
 * Without `--paths` it compares a sample of searches (text, province, type, budget, rooms, features,
 * each order, a later page, one matching nothing), the portal, the landing and two unknown URLs in
 * each language (`--languages`), and two listings.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBuiltServer } from "./built-server";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const BUILDS = option("builds", "build-base,build").split(",");
const PORT = Number(option("port", "5210"));
const ACCEPT_ENCODING = option("accept-encoding", "");
const SPANISH_SAMPLE = [
  "/portal",
  "/portal?q=piso",
  "/portal?q=atico+terraza",
  "/portal?q=piso+1&provincia=Madrid",
  "/portal?provincia=Madrid",
  "/portal?tipo=Piso",
  "/portal?provincia=Valencia&tipo=Casa",
  "/portal?origen=agencia",
  "/portal?precio_max=300000&habitaciones=2",
  "/portal?precio_min=100000&banos=2&m2_min=60",
  "/portal?extras=terraza",
  "/portal?orden=precio-asc",
  "/portal?orden=precio-desc",
  "/portal?orden=euro-m2",
  "/portal?orden=superficie",
  "/portal?pagina=2",
  "/portal?q=zzzz-nada",
  // Pairs with the same shape and results, so the second is served from the first's search template
  // (server/portal-templates.ts) as deployed: words with every character HTML and URLs write apart.
  "/portal?q=zz+%22a%26b%3C%27c%3E",
  "/portal?q=zz+%3C%2Fscript%3E%3C%21--+x",
  "/portal?precio_max=5000001",
  "/portal?precio_max=5000002",
  "/portal?q=piso&precio_min=100000&precio_max=900000&m2_min=40",
  "/portal?q=Piso&precio_min=100001&precio_max=900001&m2_min=41",
  "/portal?q=c%C3%A1lido&provincia=Madrid&orden=precio-asc",
  "/portal?q=t%C3%A9rmico&provincia=Madrid&orden=precio-asc",
  // Budgets whose results differ but whose layout does not, so the later ones are served from a
  // template with their own cards and count written in (server/portal-result-slots.ts); with the
  // cheapest first, a first card (its cover preloaded) of its own each time.
  "/portal?precio_max=400000",
  "/portal?precio_max=450000",
  "/portal?precio_max=500000",
  "/portal?precio_max=600000",
  "/portal?precio_min=150000&orden=precio-asc",
  "/portal?precio_min=200000&orden=precio-asc",
  "/portal?precio_min=250000&orden=precio-asc",
  "/portal?precio_min=300000&orden=precio-asc",
  "/",
  "/no-existe-esta-pagina",
  "/otra/ruta-que-no-existe",
];

/**
 * `--languages=es,en`: the sample in each (default all five, ADR 0057): every path under the
 * language's prefix, so the portal's searches, the landing and the 404 page are compared in each.
 */
const LANGUAGES = option("languages", "es,en,de,fr,nl").split(",");
const SEARCHES = LANGUAGES.flatMap((language) =>
  SPANISH_SAMPLE.map((page) => {
    if (language === "es") return page;
    return page === "/" ? `/${language}` : `/${language}${page}`;
  }),
);

/** The per-response values (nonce, form stamps) set aside; everything else must be equal. */
const comparable = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/nonce-[A-Za-z0-9+/=]+/g, "nonce-")
    .replace(/(name="(?:stamp|_stamp|formStamp|form-stamp)"[^>]*? value=")[^"]*"/g, '$1"')
    .replace(/(value=")[^"]*("[^>]*name="(?:stamp|_stamp|formStamp|form-stamp)")/g, "$1$2");

function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  ${BUILDS[0]}: …${a.slice(Math.max(0, at - 60), at + 80)}…\n  ${BUILDS[1]}: …${b.slice(Math.max(0, at - 60), at + 80)}…`;
}

async function main() {
  const seedDir = mkdtempSync(path.join(tmpdir(), "zaguan-compare-"));
  const dirs: string[] = [];
  const servers: Awaited<ReturnType<typeof startBuiltServer>>[] = [];
  const stop = async (server: (typeof servers)[number]) => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  try {
    // The demo data once, then a copy per build: the same listings, ids and all.
    const env = {
      DEMO_DATA: "true",
      PAGE_CACHE_MB: option("page-cache", "off") === "on" ? "64" : "0",
      PUBLIC_URL: `http://localhost:${PORT}`,
    };
    const seeder = await startBuiltServer({ port: PORT, dataDir: seedDir, env, startTimeoutMs: 600_000 });
    const portal = await (await fetch(`http://localhost:${PORT}/portal`)).text();
    const listings = [...new Set([...portal.matchAll(/href="(\/propiedad\/[^"?#]+)"/g)].map((m) => m[1]))];
    await stop(seeder);
    const paths = option("paths", "")
      ? option("paths", "").split(",")
      : [...SEARCHES, ...listings.slice(0, 2)];
    for (const [index, build] of BUILDS.entries()) {
      const dir = mkdtempSync(path.join(tmpdir(), "zaguan-compare-"));
      cpSync(seedDir, dir, { recursive: true });
      dirs.push(dir);
      // One PUBLIC_URL for both, so the canonical links match.
      servers.push(
        await startBuiltServer({ port: PORT + 1 + index, dataDir: dir, env: { ...env, BUILD_DIR: build } }),
      );
    }
    let differing = 0;
    // How each build answered (X-Page-Cache: rendered, miss, hit, template), shown for the last round.
    const served: string[] = [];
    for (const pagePath of paths) {
      for (let round = 0; round < 3; round++) {
        const [a, b] = await Promise.all(
          BUILDS.map(async (_, index) => {
            const answer = await fetch(`http://localhost:${PORT + 1 + index}${pagePath}`, {
              redirect: "manual",
              headers: ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {},
            });
            served[index] = answer.headers.get("x-page-cache") ?? "rendered";
            return `${answer.status}\n${comparable(await answer.text())}`;
          }),
        );
        if (a !== b) {
          differing++;
          console.log(`DIFFERS ${pagePath} (request ${round + 1}) ${firstDifference(a ?? "", b ?? "")}`);
          break;
        }
        if (round === 0 || round === 2)
          console.log(
            `same    ${pagePath} (${a?.split("\n")[0]}, ${a?.length} characters, request ${round + 1}: ${served.join(" / ")})`,
          );
      }
    }
    console.log(`\n${paths.length - differing} of ${paths.length} pages byte for byte the same`);
    process.exitCode = differing > 0 ? 1 : 0;
  } finally {
    for (const server of servers) await stop(server);
    for (const dir of [seedDir, ...dirs]) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
