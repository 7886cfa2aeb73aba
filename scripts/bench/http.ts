import http from "node:http";
import autocannon from "autocannon";

/**
 * The Accept-Encoding Chrome sends, so the server compresses as it does for a visitor (Brotli,
 * which costs it less CPU than gzip for a smaller page). BENCH_ACCEPT_ENCODING=gzip repeats the
 * measurements made before 22 Nov 2026, which asked for gzip only.
 */
export const BROWSER_ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";

/** What one closed-loop run of a page gives: throughput, latency and the answers that were not 2xx. */
export type ClosedLoopFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
};

let fresh = 1_000_000;

/**
 * `connections` clients each sending the next GET as soon as the last one answered, for `seconds`.
 * A `{n}` in the URL's path is a number new on every request (from 1 000 000 up, never repeated in
 * a process): a URL nobody asked for before, which no cache holds.
 */
export async function driveClosedLoop(
  url: string,
  connections: number,
  seconds: number,
): Promise<ClosedLoopFigures> {
  const { origin } = new URL(url.replaceAll("{n}", "0"));
  const template = url.includes("{n}") ? url.slice(origin.length) : null;
  const result = await autocannon({
    url: template ? origin : url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    ...(template
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: template.replaceAll("{n}", String(fresh++)) }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export type RateRun = { latencies: number[]; errors: number; total: number; seconds: number };

/**
 * Sends GET requests at `rate` per second on average for `seconds`, with random (Poisson) gaps as
 * independent visitors arrive, whatever the server's answers are doing: a slow answer does not hold
 * back the next request, as it would with a fixed number of connections. Each latency counts from
 * the moment the request was due, so time spent waiting on this side is not hidden either.
 */
export async function driveAtRate({
  port,
  paths,
  rate,
  seconds,
  headers,
}: {
  port: number;
  paths: readonly string[];
  rate: number;
  seconds: number;
  headers: Record<string, string>;
}): Promise<RateRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let total = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const answers: Promise<void>[] = [];
  let due = started;
  for (let index = 0; ; index++) {
    due += -Math.log(1 - Math.random()) * (1000 / rate);
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const requestDue = due;
    const path = paths[index % paths.length] as string;
    total++;
    answers.push(
      new Promise<void>((resolve) => {
        const fail = () => {
          errors++;
          resolve();
        };
        const request = http.get({ host: "127.0.0.1", port, path, agent, headers }, (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - requestDue);
            if (response.statusCode !== 200) errors++;
            resolve();
          });
          // A connection cut mid-answer counts as an error instead of leaving the run waiting.
          response.on("aborted", fail);
        });
        request.on("error", fail);
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  return { latencies, errors, total, seconds: (performance.now() - started) / 1000 };
}
