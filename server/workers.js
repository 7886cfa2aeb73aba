// The primary process with WEB_CONCURRENCY > 1: forks the serving processes (server/serve.js),
// replaces one that dies, and passes SIGTERM/SIGINT on so each drains its own requests.
import cluster from "node:cluster";

/** A worker that crashed after serving is replaced after this pause (no tight crash loop). */
const RESTART_DELAY_MS = 1_000;

function log(msg, fields = {}) {
  console.warn(JSON.stringify({ level: 30, msg, ...fields }));
}

export function superviseWorkers(count) {
  const listened = new Set();
  let stopping = false;
  let exitCode = 0;

  cluster.on("listening", (worker) => listened.add(worker.id));

  // The first worker applies the migrations and creates the demo data on its own; the others
  // start once it listens, on a ready database.
  cluster.fork().once("listening", () => {
    for (let i = 1; i < count; i++) cluster.fork();
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code) exitCode = code;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker.id)) {
      // It never came up: a wrong setting or an unreachable database, which a restart won't mend.
      log("un proceso no pudo arrancar; se detiene el servidor", { pid: worker.process.pid, code, signal });
      stop("SIGTERM", code || 1);
      return;
    }
    log("un proceso terminó de forma inesperada; se reemplaza", { pid: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });

  function stop(signal, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill(signal);
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  log(`${count} procesos sirviendo`, { pid: process.pid });
}
