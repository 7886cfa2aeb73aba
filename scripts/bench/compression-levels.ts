/**
 * What a lower compression level would save on pages nobody asks for twice (new searches), side by
 * side in one run: each encoding's median CPU per page and its bytes, as ratios to what is deployed
 * (Brotli quality 1, window 18, server/page-compression.ts).
 *
 *   npx react-router build && npm run bench:compression -- [--pages=12] [--repeat=60] [--port=5210]
 *
 * The built server (demo data) renders the sample; the compression itself runs here, one page at a
 * time, so the figures are the encoder's alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { EMPTY_PORTAL_FILTERS, portalHref } from "#app/domain/listings/filters";
import { startBuiltServer } from "../built-server";
import { median } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const PAGES = Number(option("pages", "12"));
const REPEAT = Number(option("repeat", "60"));
const PORT = Number(option("port", "5210"));

const brotli = (quality: number) => (page: Buffer) =>
  zlib.brotliCompressSync(page, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
  });
const gzip = (level: number) => (page: Buffer) => zlib.gzipSync(page, { level });

const ENCODINGS: [string, (page: Buffer) => Buffer][] = [
  ["brotli 1 (deployed)", brotli(1)],
  ["brotli 0", brotli(0)],
  ["brotli 2", brotli(2)],
  ["gzip 1", gzip(1)],
  ["gzip 6", gzip(6)],
];

/** New searches, half of them with a page of cards, half finding nothing. */
function sample(): string[] {
  return Array.from({ length: PAGES }, (_, index) =>
    index % 2
      ? portalHref({ ...EMPTY_PORTAL_FILTERS, priceMax: 5_000_000 + index })
      : portalHref({ ...EMPTY_PORTAL_FILTERS, search: `piso zz${index}`, province: "Madrid" }),
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-compression-"));
  const server = await startBuiltServer({
    port: PORT,
    dataDir,
    env: { DEMO_DATA: "true" },
    startTimeoutMs: 600_000,
  });
  try {
    const pages: Buffer[] = [];
    for (const url of sample()) {
      const response = await fetch(`http://localhost:${PORT}${url}`, {
        headers: { "accept-encoding": "identity", accept: "text/html" },
      });
      pages.push(Buffer.from(await response.arrayBuffer()));
    }
    const load = loadavg()[0]?.toFixed(1);
    const times = ENCODINGS.map((): number[] => []);
    const bytes = ENCODINGS.map(() => 0);
    // Each round gives every encoding every page in turn, so all see the machine of the same moments.
    for (let round = 0; round < REPEAT; round++) {
      for (const page of pages) {
        ENCODINGS.forEach(([, encode], index) => {
          const started = process.hrtime.bigint();
          const encoded = encode(page);
          times[index]?.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (round === 0) bytes[index] = (bytes[index] ?? 0) + encoded.length;
        });
      }
    }
    const rows = ENCODINGS.map(([name], index) => ({
      name,
      ms: median(times[index] ?? []),
      bytes: (bytes[index] ?? 0) / pages.length,
    }));
    const [deployed] = rows;
    if (!deployed) return;
    const raw = pages.reduce((sum, page) => sum + page.length, 0) / pages.length;
    console.log(
      `\n${PAGES} new searches (${Math.round(raw)} B each before compression), ${REPEAT} times each, median per page (load ${load} at the start, ${loadavg()[0]?.toFixed(1)} at the end)\n`,
    );
    console.log(
      "| encoding | ms per page | bytes per page | × ms | × bytes |\n| --- | ---: | ---: | ---: | ---: |",
    );
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.ms.toFixed(2)} | ${Math.round(row.bytes)} | ${(row.ms / deployed.ms).toFixed(2)} | ${(row.bytes / deployed.bytes).toFixed(2)} |`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
