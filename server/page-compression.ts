import zlib from "node:zlib";
import type compression from "compression";

/**
 * Pages are compressed anew for every request, so their Brotli effort is CPU on every page view:
 * quality 2 instead of the default 4 cost a portal page ~0,5–0,9 ms less (of ~9,5) for ~6 % more
 * bytes (docs/benchmarks/portal.md, session 6); quality 1 instead of 2, once the landing's render
 * had shrunk, another 0,7 ms of its 7,9 (0,92× its CPU) for 6,6–7,5 % more bytes (the landing
 * 19 864 → 21 181 B), with no page crossing a TCP round trip's boundary (14,6 KB) — what an uncached
 * render costs is what an ad spike saturates (docs/benchmarks/public-site.md, point 3, 27 Nov 2026).
 * Kept pages are compressed whole in Brotli's one-pass mode, or laid as gzip from pieces once
 * asked often (server/page-cache.ts).
 */
export const PAGE_BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    // 256 KiB, larger than any page: the default 4 MiB window is native memory V8 answered with
    // full collections (docs/benchmarks/public-site.md, point 3).
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

export const PAGE_COMPRESSION: compression.CompressionOptions = { brotli: PAGE_BROTLI };

/**
 * A kept page compressed whole (server/page-cache.ts: a search template's page with its results, a
 * kept page asked a few times so far): quality 0, Brotli's one-pass mode, compresses the portal's
 * page in ~0,6× the time of quality 1 for ~4 % more bytes (17 648 → 18 323 B, 205 → 119 µs;
 * docs/benchmarks/portal-at-scale.md): at scale this is most searches, and its CPU is what holds
 * their latency.
 */
export const KEPT_PAGE_BROTLI: zlib.BrotliOptions = {
  params: { ...PAGE_BROTLI.params, [zlib.constants.BROTLI_PARAM_QUALITY]: 0 },
};
