import { type ChildProcess, spawn } from "node:child_process";

/**
 * Starts the built server (`node server.js`, after `npx react-router build`) on a data folder of
 * its own, without demo data, and resolves once `/healthz` answers: the start of every benchmark and
 * probe that drives the real server over HTTP. `env` adds or overrides settings for that run.
 */
export function startBuiltServer({
  port,
  dataDir,
  env = {},
  nodeOptions = [],
  startTimeoutMs = 120_000,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Options for node itself, before `server.js` (`--cpu-prof`). */
  nodeOptions?: string[];
  /** How long the start may take (migrations and demo data on a loaded machine take minutes). */
  startTimeoutMs?: number;
}): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [...nodeOptions, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (server.exitCode !== null) return reject(new Error("the server stopped while starting"));
      const ok = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return resolve(server);
      if (Date.now() - started > startTimeoutMs) {
        server.kill("SIGTERM");
        return reject(new Error(`the server did not start in ${startTimeoutMs / 1000} s`));
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}
