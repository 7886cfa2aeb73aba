/**
 * What a first visit downloads: the HTML, and every JavaScript and CSS file the HTML makes the
 * browser load (module preloads, module scripts and the imports of the inline bootstrap), each
 * gzipped as the server sends it. Images are left out: they load lazily and are cached for a year.
 *
 *   node --import tsx scripts/bench/page-weight.ts [baseUrl] [path …]
 *
 * Without paths it weighs the landing, the portal, the first listing it links to, the blog, an
 * article, a seller guide, the English buying guide and /auth. Byte counts do not depend on the machine: run it against the
 * optimised build with demo data (`DEMO_DATA=true node server.js`), the figures in
 * docs/benchmarks/public-site.md come from there. The server must be running (e.g. `PORT=3203 DATA_DIR=/tmp/data-x node server.js`).
 *
 * Budgets, JavaScript per page, gzip: 15 KB on a public page, 200 KB on an application
 * page (one that hydrates React: its HTML carries React Router's context). The exit code is 1 when
 * a page is over its budget. The portal's HTML has a budget of its own, 16 KB gzip since the portal
 * gained the buyer's filters (15 KB before; about one round trip on a new connection, its CSS
 * inlined), 16,5 KB since it speaks five languages (the language switch and six hreflang
 * alternates; the Spanish portal of the demo data weighs 16.423 bytes, the French 16.511;
 * docs/decisions/0057-languages.md), enforced the same way.
 */
import { gzipSync } from "node:zlib";

const PUBLIC_JS_BUDGET_BYTES = 15 * 1024;
const APP_JS_BUDGET_BYTES = 200 * 1024;
const PORTAL_HTML_BUDGET_BYTES = 16.5 * 1024;

type Weight = { url: string; rawBytes: number; gzipBytes: number };

async function weigh(url: string): Promise<Weight & { text: string }> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { url, rawBytes: body.length, gzipBytes: gzipSync(body).length, text: body.toString("utf8") };
}

/**
 * The scripts a first visit really runs: the module preloads, what the bootstrap module script
 * imports (route modules and the client entry), and everything those import statically, found by
 * reading each file. The inline route manifest also names modules of other routes; those load only
 * when the visitor goes there, so they are not counted.
 */
async function loadedScripts(html: string, base: string): Promise<Weight[]> {
  const start = new Set<string>();
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    start.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    start.add(match[1] ?? "");
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = (script[1] ?? "").split("window.__reactRouterManifest")[0] ?? "";
    const entry = /import\("([^"]+)"\)/.exec(script[1] ?? "")?.[1];
    for (const match of code.matchAll(/import\s[^"']*["']([^"']+\.js)["']/g)) start.add(match[1] ?? "");
    if (entry) start.add(entry);
  }
  const seen = new Map<string, Weight>();
  const queue = [...start].filter(Boolean).map((url) => new URL(url, base).href);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    const file = await weigh(url);
    seen.set(url, file);
    // Static imports only: `import(…)` chunks load on demand.
    for (const match of file.text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      if (match[1]) queue.push(new URL(match[1], url).href);
    }
  }
  return [...seen.values()];
}

function stylesheetUrls(html: string, base: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? "", base).href,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function pageWeight(base: string, path: string) {
  const page = await weigh(new URL(path, base).href);
  const scripts = await loadedScripts(page.text, base);
  const styles = await Promise.all(stylesheetUrls(page.text, base).map(weigh));
  const sum = (items: Weight[]) => items.reduce((total, item) => total + item.gzipBytes, 0);
  return {
    path,
    isApp: page.text.includes("window.__reactRouterContext"),
    htmlGzip: page.gzipBytes,
    htmlRaw: page.rawBytes,
    jsGzip: sum(scripts),
    jsFiles: scripts.length,
    cssGzip: sum(styles),
    scripts: scripts.map(({ url, gzipBytes }) => ({ file: new URL(url).pathname, gzipBytes })),
  };
}

async function main() {
  const [base = "http://localhost:3203", ...paths] = process.argv.slice(2);
  if (paths.length === 0) {
    const portal = await weigh(new URL("/portal", base).href);
    const firstListing = /href="(\/propiedad\/[^"#]+)"/.exec(portal.text)?.[1];
    paths.push("/", "/portal", ...(firstListing ? [firstListing] : []), "/blog");
    paths.push(
      "/blog/como-vender-piso-sin-agencia",
      "/vender-piso-zaguan",
      "/en/guides/buying-a-home-in-spain",
    );
    paths.push("/auth");
  }
  let overBudget = false;
  for (const path of paths) {
    const weight = await pageWeight(base, path);
    const budget = weight.isApp ? APP_JS_BUDGET_BYTES : PUBLIC_JS_BUDGET_BYTES;
    overBudget ||= weight.jsGzip > budget;
    console.log(`\n${path} (${weight.isApp ? "application page" : "public page"})`);
    // The portal in every language: each has the Spanish one's budget.
    const isPortal = /^\/((en|de|fr|nl)\/)?portal$/.test(new URL(path, base).pathname);
    const htmlOver = isPortal && weight.htmlGzip > PORTAL_HTML_BUDGET_BYTES;
    overBudget ||= htmlOver;
    const htmlBudget = isPortal ? ` (budget ${kb(PORTAL_HTML_BUDGET_BYTES)}${htmlOver ? ", over" : ""})` : "";
    console.log(
      `  HTML  ${kb(weight.htmlGzip)} gzip, ${weight.htmlGzip} bytes (${kb(weight.htmlRaw)} raw)${htmlBudget}`,
    );
    console.log(`  JS    ${kb(weight.jsGzip)} gzip in ${weight.jsFiles} files (budget ${kb(budget)})`);
    console.log(`  CSS   ${kb(weight.cssGzip)} gzip`);
    console.log(`  HTML + JS ${kb(weight.htmlGzip + weight.jsGzip)} gzip`);
    for (const script of weight.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`    ${kb(script.gzipBytes).padStart(9)}  ${script.file}`);
    }
  }
  if (overBudget) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
