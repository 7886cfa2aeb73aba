/**
 * The Accept-Encoding Chrome sends, so the server compresses as it does for a visitor (Brotli,
 * which costs it less CPU than gzip for a smaller page). BENCH_ACCEPT_ENCODING=gzip repeats the
 * measurements made before 22 Nov 2026, which asked for gzip only.
 */
export const BROWSER_ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
