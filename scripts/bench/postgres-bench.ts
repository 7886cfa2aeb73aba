import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { cpuSeconds } from "./process-cpu";

/** The database `name` as it is, created empty if absent: `--keep=1` runs reuse its data. */
export async function keptDatabase(name: string, serverUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return { url: url.toString(), drop: async () => {} };
}

/** The PostgreSQL backends serving `database` (their process title names it). */
function backendPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/**
 * CPU seconds the backends of `database` spend from now until the returned function is called:
 * what the queries cost the database, whatever else the shared machine runs.
 */
export function backendCpuMeter(database: string) {
  const before = new Map(backendPids(database).map((pid) => [pid, cpuSeconds(pid)]));
  return () => {
    let seconds = 0;
    for (const pid of backendPids(database)) seconds += cpuSeconds(pid) - (before.get(pid) ?? 0);
    return seconds;
  };
}
