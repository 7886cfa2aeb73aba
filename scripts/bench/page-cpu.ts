/**
 * What one request to each path costs the server process in CPU, one request at a time, so pages
 * can be compared with each other (a page with no content against the portal says how much of the
 * portal's cost is the document every page shares).
 *
 *   node --import tsx scripts/bench/page-cpu.ts <pid> <baseUrl> [path …]
 *
 * The server must be running as process <pid> (one process: WEB_CONCURRENCY=1), e.g.
 * `PORT=3204 DATA_DIR=/tmp/data-cpu node server.js & echo $!`. Each path gets 100 warm-up requests,
 * then PAGE_CPU_REQUESTS (default 400), sent one after the other with Chrome's Accept-Encoding;
 * the CPU is the process's user + system time from /proc (Linux), divided by the requests.
 */
import { BROWSER_ACCEPT_ENCODING } from "./http";
import { cpuSeconds } from "./process-cpu";

const [pidArgument, baseUrl, ...paths] = process.argv.slice(2);
const pid = Number(pidArgument);
if (!pid || !baseUrl) {
  console.error("usage: page-cpu.ts <pid> <baseUrl> [path …]");
  process.exit(2);
}
const REQUESTS = Number(process.env.PAGE_CPU_REQUESTS ?? 400);

async function requestAll(path: string, count: number) {
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html" },
    });
    await response.arrayBuffer();
  }
}

console.log(`CPU per request of process ${pid}, ${REQUESTS} sequential requests per path`);
for (const path of paths.length > 0 ? paths : ["/healthz", "/pagina-que-no-existe", "/portal"]) {
  await requestAll(path, 100);
  const before = cpuSeconds(pid);
  const started = performance.now();
  await requestAll(path, REQUESTS);
  const cpuMs = ((cpuSeconds(pid) - before) * 1000) / REQUESTS;
  const wallMs = (performance.now() - started) / REQUESTS;
  console.log(
    `  ${path.padEnd(30)} ${cpuMs.toFixed(1).padStart(5)} ms CPU  ${wallMs.toFixed(1).padStart(5)} ms wall`,
  );
}
