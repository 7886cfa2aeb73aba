// Process entry. `node server.js` serves the optimised build; with `--dev` it serves through Vite
// with live reload. With WEB_CONCURRENCY > 1 (PostgreSQL and Redis only) it starts that many
// serving processes sharing the port, one per core (server/workers.js).
import cluster from "node:cluster";

const isViteDev = process.argv.includes("--dev");

// React and the other libraries pick their optimised code by NODE_ENV (the development build
// renders pages several times slower), so the built server always runs them as "production".
// Our own production rules (AUTH_SECRET required, no demo data, HSTS, Secure cookies) follow what
// the operator set, kept in ZAGUAN_ENV (app/lib/env.server.ts).
if (!isViteDev) {
  process.env.ZAGUAN_ENV ??= process.env.NODE_ENV ?? "development";
  process.env.NODE_ENV = "production";
}

// Validated with the rest of the settings by each serving process (app/lib/env.server.ts).
const workerCount = isViteDev ? 1 : Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1;

if (cluster.isPrimary && workerCount > 1) {
  const { superviseWorkers } = await import("./server/workers.js");
  superviseWorkers(workerCount);
} else {
  await import("./server/serve.js");
}
