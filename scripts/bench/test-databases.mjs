// `npm run bench:test-databases`: what a PostgreSQL test file pays for its throwaway database, the
// way tests/setup/db.ts made it before (commits wait for the WAL's fsync, the next file waits for
// DROP DATABASE's checkpoint) and the way it makes it now (synchronous_commit off on the copy, the
// drop not awaited). Old and new interleaved, each round a database, 200 one-row commits, a drop;
// prints the medians side by side (docs/benchmarks/test-suite.md). BENCH_SERVER_URL names the server.
import pg from "pg";

const server = process.env.BENCH_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const COMMITS = 200;

async function onServer(statements) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const pendingDrops = [];

async function round(mode, index) {
  const name = `zaguan_bench_testdb_${mode}_${process.pid}_${index}`;
  const started = performance.now();
  await onServer([
    `CREATE DATABASE ${name}`,
    ...(mode === "new" ? [`ALTER DATABASE ${name} SET synchronous_commit = off`] : []),
  ]);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query("CREATE TABLE t (id serial PRIMARY KEY, v text)");
  for (let row = 0; row < COMMITS; row++) await client.query("INSERT INTO t (v) VALUES ($1)", [`v${row}`]);
  await client.end();
  const worked = performance.now();
  const drop = onServer([`DROP DATABASE ${name} WITH (FORCE)`]);
  if (mode === "old") await drop;
  else pendingDrops.push(drop);
  return { work: worked - started, dropWait: performance.now() - worked };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { old: [], new: [] };
for (let index = 0; index < ROUNDS; index++)
  for (const mode of ["old", "new"]) results[mode].push(await round(mode, index));
await Promise.all(pendingDrops);
console.log(
  `${ROUNDS} rounds each, interleaved; create + ${COMMITS} commits, then the wait for the drop (median, ms)`,
);
for (const mode of ["old", "new"])
  console.log(
    `${mode.padEnd(4)} create + commits ${median(results[mode].map((r) => r.work))
      .toFixed(0)
      .padStart(6)}   drop wait ${median(results[mode].map((r) => r.dropWait))
      .toFixed(0)
      .padStart(6)}`,
  );
