/**
 * What one request to each path costs the server process in CPU, one request at a time, so pages
 * can be compared with each other (a page with no content against the portal says how much of the
 * portal's cost is the document every page shares), or builds with each other.
 *
 *   node --import tsx scripts/bench/page-cpu.ts <pid> <baseUrl> [path …]
 *   node --import tsx scripts/bench/page-cpu.ts <pid>@<baseUrl> <pid>@<baseUrl> … -- [path …]
 *
 * The server must be running as process <pid> (one process: WEB_CONCURRENCY=1), e.g.
 * `PORT=3204 DATA_DIR=/tmp/data-cpu node server.js & echo $!`. The CPU is the process's user +
 * system time from /proc (Linux), divided by the requests, each sent with Chrome's Accept-Encoding
 * after the one before is answered.
 *
 * One server: each path gets 100 warm-up requests, then PAGE_CPU_REQUESTS (default 400).
 * Several servers (two builds side by side): PAGE_CPU_ROUNDS (default 16) rounds, each a batch of
 * PAGE_CPU_REQUESTS (default 100) per server and path, the servers' order reversed every other
 * round. The shared machine's noise then falls on every build alike; it prints the median batch and
 * the quartiles, and each server's median against the first's.
 */
import { BROWSER_ACCEPT_ENCODING } from "./http";
import { cpuSeconds } from "./process-cpu";
import { median, quantile } from "./stats";

type Server = { pid: number; baseUrl: string };

async function requestAll({ baseUrl }: Server, path: string, count: number) {
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html" },
    });
    await response.arrayBuffer();
  }
}

/** CPU milliseconds per request of `count` requests to `path`. */
async function measure(server: Server, path: string, count: number) {
  const before = cpuSeconds(server.pid);
  const started = performance.now();
  await requestAll(server, path, count);
  return {
    cpuMs: ((cpuSeconds(server.pid) - before) * 1000) / count,
    wallMs: (performance.now() - started) / count,
  };
}

const DEFAULT_PATHS = ["/healthz", "/pagina-que-no-existe", "/portal"];

async function profileOne(server: Server, paths: string[]) {
  const requests = Number(process.env.PAGE_CPU_REQUESTS ?? 400);
  console.log(`CPU per request of process ${server.pid}, ${requests} sequential requests per path`);
  for (const path of paths) {
    await requestAll(server, path, 100);
    const { cpuMs, wallMs } = await measure(server, path, requests);
    console.log(
      `  ${path.padEnd(30)} ${cpuMs.toFixed(1).padStart(5)} ms CPU  ${wallMs.toFixed(1).padStart(5)} ms wall`,
    );
  }
}

async function compare(servers: Server[], paths: string[]) {
  const rounds = Number(process.env.PAGE_CPU_ROUNDS ?? 16);
  const batch = Number(process.env.PAGE_CPU_REQUESTS ?? 100);
  console.log(
    `CPU per request, ${rounds} rounds of ${batch} sequential requests per server and path, alternated`,
  );
  for (const server of servers) for (const path of paths) await requestAll(server, path, 150);
  const batches = servers.map(() => paths.map((): number[] => []));
  for (let round = 0; round < rounds; round++) {
    const order = servers.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const serverIndex of order) {
      for (const [pathIndex, path] of paths.entries()) {
        const server = servers[serverIndex] as Server;
        batches[serverIndex]?.[pathIndex]?.push((await measure(server, path, batch)).cpuMs);
      }
    }
  }
  for (const [pathIndex, path] of paths.entries()) {
    console.log(`  ${path}`);
    const firstMedian = median(batches[0]?.[pathIndex] ?? []);
    for (const [serverIndex, server] of servers.entries()) {
      const values = batches[serverIndex]?.[pathIndex] ?? [];
      const middle = median(values);
      console.log(
        `    ${server.baseUrl.padEnd(24)} ${middle.toFixed(2).padStart(6)} ms CPU  (quartiles ${quantile(values, 0.25).toFixed(2)}–${quantile(values, 0.75).toFixed(2)})  ×${(middle / firstMedian).toFixed(3)}`,
      );
    }
  }
}

const args = process.argv.slice(2);
if (args[0]?.includes("@")) {
  const separator = args.indexOf("--");
  const targets = separator === -1 ? args : args.slice(0, separator);
  const servers = targets.map((target) => {
    const [pid, baseUrl] = target.split("@");
    return { pid: Number(pid), baseUrl: baseUrl ?? "" };
  });
  const paths = separator === -1 ? [] : args.slice(separator + 1);
  await compare(servers, paths.length > 0 ? paths : DEFAULT_PATHS);
} else {
  const [pidArgument, baseUrl, ...paths] = args;
  if (!Number(pidArgument) || !baseUrl) {
    console.error("usage: page-cpu.ts <pid> <baseUrl> [path …] | <pid>@<baseUrl> … -- [path …]");
    process.exit(2);
  }
  await profileOne({ pid: Number(pidArgument), baseUrl }, paths.length > 0 ? paths : DEFAULT_PATHS);
}
