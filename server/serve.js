// One serving process: boots the app (database, migrations, demo data), listens, and shuts down
// cleanly. Run by server.js, directly or as one of WEB_CONCURRENCY workers (server/workers.js).
import cluster from "node:cluster";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

const isViteDev = process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After SIGTERM the listener stays open (each new request answered with `Connection: close`) for
 * at least this long and until no request has been under way for 300 ms. Closing it at once made
 * the kernel reset every connection still in its accept queue — requests the client had fully
 * sent, waiting while the event loop was busy: up to 32 of 50 lost under a burst of uploads
 * (`npm run crash:test -- --scenarios=sigterm`). It also covers the moments a load balancer takes
 * to stop sending to a draining instance; the grace period bounds it if one never stops.
 */
const SHUTDOWN_DRAIN_MS = 1_000;

async function loadBoot() {
  if (!isViteDev) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    return { ...(await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)), vite: null };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  return { ...(await vite.ssrLoadModule("./server/app.ts")), vite };
}

const { bootServer, vite } = await loadBoot();
let booted;
try {
  booted = await bootServer({ isViteDev });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { app, env, close } = booted;
const handler = vite ? (req, res) => vite.middlewares(req, res, () => app(req, res)) : app;

const server = http.createServer(handler);
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  console.warn(JSON.stringify({ level: 30, msg: `Zaguán escuchando en ${env.PUBLIC_URL}`, port: env.PORT }));
});

let shuttingDown = false;
let activeRequests = 0;
server.on("request", (_req, res) => {
  activeRequests++;
  if (shuttingDown) res.setHeader("Connection", "close");
  res.on("close", () => activeRequests--);
});

/**
 * Drain (see SHUTDOWN_DRAIN_MS), stop accepting connections, finish every request already
 * received (including ones still being read while the process was busy), then release the
 * database and the data-folder lock. Node's own server.close() would drop connections whose
 * request it has not parsed yet.
 */
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.warn(JSON.stringify({ level: 30, msg: `${signal}: cerrando tras las peticiones en curso` }));
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  await quiet(vite ? 0 : SHUTDOWN_DRAIN_MS);
  net.Server.prototype.close.call(server);
  // Anything accepted in the last instant before the listener closed.
  await quiet(0);
  server.closeAllConnections();
  await vite?.close();
  await close();
  process.exit(0);
}

/** Resolves once at least `minimumMs` have passed and no request has been under way for 300 ms. */
async function quiet(minimumMs) {
  const earliest = Date.now() + minimumMs;
  let quietTicks = 0;
  while (quietTicks < 3 || Date.now() < earliest) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    quietTicks = activeRequests === 0 ? quietTicks + 1 : 0;
  }
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
// A worker whose primary is gone (killed, crashed) must not go on serving unsupervised.
if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
process.on("SIGINT", () => shutdown("SIGINT"));
