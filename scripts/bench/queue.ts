/**
 * The durable job queue, on embedded PGlite (a data folder on disk, as `npm start`
 * runs) and on PostgreSQL, side by side in one run:
 * - latency: one e-mail at a time, from `enqueue` to the .eml written to the outbox (the real
 *   transport), in an idle queue — what a person waiting for a verification link sees;
 * - throughput: a backlog of e-mails enqueued, then delivered by one process (4 at a time).
 *
 *   npm run bench:queue -- [--latency=50] [--backlog=500] [--engines=pglite,postgres]
 *
 * PostgreSQL at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), where it
 * creates and drops `zaguan_bench_queue`. Run on a quiet machine; the figures go to docs/reliability.md.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, sqlExecutor } from "#app/db/client.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { createMailTransport, type MailMessage } from "#app/lib/mail-transport.server";
import { createScratchDatabase } from "../scratch-database";
import { median, quantile } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const LATENCY_RUNS = Number(option("latency", "50"));
const BACKLOG = Number(option("backlog", "500"));
const ENGINES = option("engines", "pglite,postgres").split(",");
const DATABASE = "zaguan_bench_queue";
const silent = { info() {}, warn() {}, error() {} };

const message = (index: number): MailMessage => ({
  to: `persona${index}@example.es`,
  subject: "Confirma tu correo electrónico en Zaguán",
  html: `<p>Hola:</p><p><a href="https://zaguan.example/verify-email?token=${index}">Confirmar</a></p>`,
  text: `Hola:\n\nhttps://zaguan.example/verify-email?token=${index}\n`,
  template: "verification",
});

type Figures = {
  engine: string;
  latencyMedian: number;
  latencyP95: number;
  enqueueMedian: number;
  perSecond: number;
};

async function measure(engine: string): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-queue-"));
  const scratch = engine === "postgres" ? await createScratchDatabase(DATABASE) : null;
  const databaseUrl = scratch?.url;
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dir, "db") });
  try {
    await database.migrate();
    const transport = createMailTransport({
      from: "Zaguán <no-responder@zaguan.es>",
      outboxDir: path.join(dir, "outbox"),
      logger: silent,
    });
    const delivered = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    const jobs = createJobQueue({ executeSql: sqlExecutor(database.db), logger: silent });
    jobs.define<MailMessage & { index: number }>("email", async (payload, job) => {
      await transport.deliver(payload, job);
      delivered.set(payload.index, performance.now());
      waiting.get(payload.index)?.();
    });
    await jobs.start();

    // Warm-up, then one at a time.
    const latencies: number[] = [];
    const enqueues: number[] = [];
    for (let index = -5; index < LATENCY_RUNS; index++) {
      const arrived = new Promise<void>((resolve) => waiting.set(index, resolve));
      const started = performance.now();
      await jobs.enqueue("email", { ...message(index), index });
      const stored = performance.now();
      await arrived;
      if (index >= 0) {
        latencies.push((delivered.get(index) ?? 0) - started);
        enqueues.push(stored - started);
      }
    }

    // A backlog: enqueued while the worker is away, then drained.
    await jobs.stop();
    const backlogJobs = createJobQueue({ executeSql: sqlExecutor(database.db), logger: silent });
    let done = 0;
    let finished: () => void = () => {};
    const allDone = new Promise<void>((resolve) => {
      finished = resolve;
    });
    backlogJobs.define<MailMessage & { index: number }>("email", async (payload, job) => {
      await transport.deliver(payload, job);
      done += 1;
      if (done === BACKLOG) finished();
    });
    const writer = createJobQueue({
      executeSql: sqlExecutor(database.db),
      logger: silent,
      maintenance: false,
    });
    writer.define("email", async () => {});
    // The writer's own loop would take jobs too: stop it before filling the queue.
    await writer.start();
    await writer.stop();
    for (let index = 0; index < BACKLOG; index++) {
      await writer.enqueue("email", { ...message(100_000 + index), index: 100_000 + index });
    }
    const drainStarted = performance.now();
    await backlogJobs.start();
    await allDone;
    const perSecond = BACKLOG / ((performance.now() - drainStarted) / 1000);
    await backlogJobs.stop();
    return {
      engine,
      latencyMedian: median(latencies),
      latencyP95: quantile(latencies, 0.95),
      enqueueMedian: median(enqueues),
      perSecond,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const results: Figures[] = [];
for (const engine of ENGINES) results.push(await measure(engine));
console.log(
  `\n${LATENCY_RUNS} e-mails one at a time; a backlog of ${BACKLOG} drained by one process (4 at a time)\n`,
);
console.log("| engine | enqueue (median) | enqueue → .eml written (median) | p95 | backlog drained |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.enqueueMedian.toFixed(1)} ms | ${r.latencyMedian.toFixed(1)} ms | ${r.latencyP95.toFixed(1)} ms | ${r.perSecond.toFixed(0)} e-mails/s |`,
  );
}
process.exit(0);
