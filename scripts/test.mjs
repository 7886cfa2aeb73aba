// `npm test`: every test — unit and database (Vitest: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then end-to-end (Playwright on the optimised build, in the system Chromium). Each layer runs on its own
// and the run ends with a table of their wall times and slowest files (docs/benchmarks/test-suite.md).
// `npm run test:deep` is the same with the full property-based counts (PROPERTY_RUNS=deep).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { CANARY_ENV } from "./client-secrets.mjs";
import { e2eDatabases } from "./e2e-database.mjs";
import { SPARE_PORTS_PER_GROUP, usablePort } from "./e2e-ports.mjs";
import { copyE2eData, seedE2eData } from "./e2e-seed.mjs";

const isCI = process.env.CI === "true" || process.env.CI === "1";
// --deep (`npm run test:deep`): the property-based tests at their full counts (tests/support/hostile-input.ts).
if (process.argv.includes("--deep")) process.env.PROPERTY_RUNS = "deep";
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One row per layer: name, wall seconds, tests, whether it passed, its slowest files. */
const layers = [];
let failed = false;

/**
 * The e2e specs in two groups that run at the same time, each with its own server, data folder and
 * browser: one group keeps about 1,2 of the 2 cores busy, two keep both (a third only slows every
 * test down: the tests are CPU-bound, mostly in the browser; docs/benchmarks/test-suite.md).
 * With a file of measured times (E2E_TIMES: each spec's seconds in a whole run), the groups are
 * balanced spec file by spec file, a spec file not measured yet counting as the median; without one, by folder as
 * before (FOLDER_GROUPS: the first group's folders are named, the last takes every other folder, so a
 * new folder is never left out). Within a group Playwright runs the specs one after the other in
 * name order, as a single group would (each group's order is a subsequence of the one-group order),
 * each on data of its own. E2E_GROUPS=1 runs everything as one group. After each run
 * test-results/e2e-times.json has the run's times, to copy to E2E_TIMES from a quiet, green run.
 */
const E2E_TIMES = "tests/e2e/times.json";
/** The groups' data folders are this with "-1", "-2"; the seeded one they copy, with "-seed". */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const FOLDER_GROUPS = [["admin", "agency", "auth", "dashboard", "foundation", "security"]];

/**
 * Starts a command whose output is copied line by line with a prefix (layers that run side by
 * side can be told apart) and resolves to whether it succeeded. `row.pids` gets its pid, so the
 * layer's CPU is read from its own process tree.
 */
function runPrefixed(row, label, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  row.pids.push(child.pid);
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  return new Promise((resolve) => child.on("close", (code) => resolve(code === 0)));
}

/**
 * Runs one layer and records its wall time and the CPU time of its processes: sampled from the
 * process tree of what it started (`row.pids`), since layers run side by side; `wholeTree` for a
 * layer that runs alone and starts its processes itself. A layer with neither counts this
 * process's reaped children.
 */
async function layer(name, body, { wholeTree = false } = {}) {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const row = { name, seconds: 0, cpuSeconds: null, tests: null, ok: true, slowest: [], pids: [] };
  // A layer that runs alone (the e2e one: its seeding server and groups) takes everything below this process.
  if (wholeTree) row.pids.push(process.pid);
  const sampler = sampleTreeCpu(row.pids, () => row.alsoNamed);
  row.ok = (await body(row)) !== false;
  row.seconds = (performance.now() - started) / 1000;
  const cpuSampled = sampler?.stop() ?? null;
  if (row.pids.length > 0) row.cpuSeconds = cpuSampled;
  else {
    const cpuAfter = childrenCpuSeconds();
    if (cpuBefore !== null && cpuAfter !== null) row.cpuSeconds = cpuAfter - cpuBefore;
  }
  layers.push(row);
  failed ||= !row.ok;
}

/**
 * The CPU seconds of the processes in `roots` and every process below them while a layer runs,
 * read from /proc every second (Linux; null elsewhere): layers run side by side, so this process's
 * reaped children cannot tell whose CPU is whose, and the e2e layer's browsers are not reaped by
 * their parents at all. Each process counts its CPU as last seen, so a process's final second may
 * be missed: a slight undercount. `alsoNamed()`, when it returns a string, also counts the processes
 * whose command line holds it: the PostgreSQL server's backends for the e2e layer's databases.
 */
function sampleTreeCpu(roots, alsoNamed = () => undefined) {
  const seen = new Map(); // "pid start" → CPU seconds, for every process seen in the trees
  const read = () => {
    let names;
    try {
      names = readdirSync("/proc");
    } catch {
      return false;
    }
    const processes = new Map();
    for (const name of names) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // ppid, utime + stime (clock ticks, USER_HZ 100) and the start time: fields 4, 14, 15, 22 of proc(5).
        processes.set(Number(name), {
          parent: Number(fields[1]),
          cpu: (Number(fields[11]) + Number(fields[12])) / 100,
          start: fields[19],
        });
      } catch {
        // The process ended between the listing and the read.
      }
    }
    const below = (pid) => {
      for (let current = pid; current; current = processes.get(current)?.parent) {
        if (roots.includes(current)) return true;
      }
      return false;
    };
    const named = alsoNamed();
    const isNamed = (pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(named);
      } catch {
        return false;
      }
    };
    for (const [pid, { cpu, start }] of processes) {
      if (below(pid) || (named && isNamed(pid))) seen.set(`${pid} ${start}`, cpu);
    }
    return true;
  };
  if (!read()) return null;
  const before = new Map(seen);
  const timer = setInterval(read, 1000);
  return {
    stop() {
      clearInterval(timer);
      read();
      let total = 0;
      for (const [key, cpu] of seen) total += cpu - (before.get(key) ?? 0);
      return total;
    },
  };
}

/**
 * CPU seconds (user + system) of every finished process this one started, from /proc on Linux
 * (null elsewhere). Unlike wall time it hardly depends on what else the machine is doing; on a
 * quiet 2-core machine a layer takes at least half of it. Only processes their parents reaped are
 * counted: most of Chromium's are not, so the e2e layer also samples its process tree (sampleTreeCpu).
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime: fields 16 and 17 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function count(row, passed, failedTests, skipped) {
  // A layer may count several runs (the e2e groups): add them up.
  const before = row.tests ?? { passed: 0, failed: 0, skipped: 0 };
  row.tests = {
    passed: before.passed + passed,
    failed: before.failed + failedTests,
    skipped: before.skipped + skipped,
  };
  totals.passed += passed;
  totals.failed += failedTests;
  totals.skipped += skipped;
  if (failedTests > 0) row.ok = false;
}

// 1. Vitest, one layer per project, beside the build.
// --e2e: the build and the end-to-end layer only (the Vitest layers are skipped).
const e2eOnly = process.argv.includes("--e2e");
const projects = e2eOnly
  ? []
  : ["unit", "db-pglite", ...(process.env.TEST_DATABASE_URL ? ["db-postgres"] : [])];
const browser = e2eBrowser();
const elapsedFrom = performance.now();
// The unit layer first, alone: its tests have Vitest's 5-second budget, which a machine shared with
// the other layers could overrun. Then the database layers and the build side by side: each leaves
// part of the machine idle (the build about one core, the PostgreSQL layer most of one while it
// waits on the server), none reads another's output, and a database test's budget is 30 s
// (docs/benchmarks/test-suite.md).
if (projects.includes("unit")) await vitestLayer("unit");
let built = false;
await Promise.all([
  ...projects.filter((project) => project !== "unit").map((project) => vitestLayer(project)),
  browser
    ? layer("build", async (row) => {
        built = await runPrefixed(row, "[build] ", "npx", ["react-router", "build"], CANARY_ENV);
        if (!built) {
          console.error("e2e: the build failed");
          return false;
        }
        // Built with canary secrets in its environment: none may reach the browser's files.
        return runPrefixed(row, "[build] ", process.execPath, [
          "scripts/client-secrets.mjs",
          `${process.env.BUILD_DIR ?? "build"}/client`,
        ]);
      })
    : null,
]);

// 2. End-to-end, once the build is there: its two groups keep both cores busy on their own.
if (browser && built) {
  await layer(
    "playwright e2e",
    async (row) => {
      const groups = e2eGroups();
      // The servers on the embedded database the README's start command uses; E2E_DATABASE=postgres
      // puts them on the PostgreSQL server (scripts/e2e-database.mjs) — measured at ×0,95 of the
      // layer's CPU, too little to stop testing the product as a developer first starts it.
      const databases = process.env.E2E_DATABASE === "postgres" ? e2eDatabases() : null;
      // Their SQL then runs in the server's backends, outside this process tree: counted by name.
      if (databases) row.alsoNamed = databases.prefix;
      // One seeding for every group (scripts/e2e-seed.mjs); if it fails, each group's server seeds its own.
      const seedDir = `${E2E_DATA_DIR}-seed`;
      const seeded = await seedE2eData({
        dataDir: seedDir,
        port: Number(process.env.E2E_PORT ?? 4173),
        databaseUrl: await databases?.seed(),
      });
      // One after the other: a template cannot be copied twice at the same moment.
      const groupDatabases = [];
      for (const index of groups.keys()) groupDatabases.push(await databases?.group(index, seeded));
      const results = await Promise.all(
        groups.map((specs, index) =>
          runE2eGroup(specs, index, browser, seeded ? seedDir : null, groupDatabases[index]),
        ),
      );
      await databases?.dropAll();
      for (const e2e of results.filter(Boolean)) {
        count(row, e2e.stats.expected, e2e.stats.unexpected + (e2e.stats.flaky ?? 0), e2e.stats.skipped);
        row.slowest.push(...e2eFiles(e2e));
      }
      row.slowest.sort((a, b) => b.seconds - a.seconds);
      writeE2eTimes(row.slowest);
      return results.every((e2e) => e2e?.ok);
    },
    { wholeTree: true },
  );
}
const elapsedSeconds = (performance.now() - elapsedFrom) / 1000;

/** One Vitest project as a layer (test-results/vitest-<project>.json has each file's duration). */
function vitestLayer(project) {
  const output = `test-results/vitest-${project}.json`;
  rmSync(output, { force: true });
  return layer(`vitest ${project}`, async (row) => {
    const ok = await runPrefixed(row, `[${project}] `, "npx", [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ]);
    const vitest = readJson(output);
    if (vitest) {
      count(
        row,
        vitest.numPassedTests,
        vitest.numFailedTests,
        vitest.numPendingTests + (vitest.numTodoTests ?? 0),
      );
      row.slowest = vitest.testResults
        .map((file) => ({ file: relative(file.name), seconds: (file.endTime - file.startTime) / 1000 }))
        .sort((a, b) => b.seconds - a.seconds);
    }
    return ok && Boolean(vitest);
  });
}

/** The Chromium for the e2e layer, or null (CI=true then fails the run: it requires a browser). */
function e2eBrowser() {
  const found = findChromium();
  if (found) return found;
  const reason = "e2e: skipped — no Chromium found (set CHROMIUM_PATH or install the chromium package)";
  if (isCI) {
    console.error(`${reason}; CI=true requires a browser.`);
    failed = true;
  } else {
    console.warn(reason);
  }
  return null;
}

printSummary();
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);

function printSummary() {
  // Rounded to the second first, so 539,6 s reads '9 m 00 s', not '8 m 60 s'.
  const minutes = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)} m ${String(whole % 60).padStart(2, "0")} s`;
  };
  // The layers overlap: the run's own elapsed time, not the sum of theirs.
  const total = elapsedSeconds;
  const cpuTotal = layers.reduce((sum, row) => sum + (row.cpuSeconds ?? 0), 0);
  const cpu = (seconds) => (seconds === null ? "—" : minutes(seconds));
  console.log("\nlayer              wall time    CPU time   tests (passed/failed/skipped)");
  for (const row of layers) {
    const tests = row.tests ? `${row.tests.passed}/${row.tests.failed}/${row.tests.skipped}` : "—";
    console.log(
      `${row.name.padEnd(18)} ${minutes(row.seconds).padStart(9)}  ${cpu(row.cpuSeconds).padStart(10)}   ${tests}${row.ok ? "" : "   FAILED"}`,
    );
  }
  console.log(`${"total".padEnd(18)} ${minutes(total).padStart(9)}  ${cpu(cpuTotal).padStart(10)}`);
  const slowest = layers
    .flatMap((row) => row.slowest.slice(0, 3).map((file) => ({ ...file, layer: row.name })))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  if (slowest.length > 0) {
    console.log("\nslowest files (each layer's 3 slowest; test-results/*.json has them all)");
    for (const file of slowest) {
      console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.layer.padEnd(18)} ${file.file}`);
    }
  }
}

/** Each spec file's time in Playwright's JSON report: the sum of its tests (they run one at a time). */
function e2eFiles(report) {
  const files = new Map();
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      const milliseconds = spec.tests.flatMap((test) => test.results).reduce((sum, r) => sum + r.duration, 0);
      files.set(spec.file, (files.get(spec.file) ?? 0) + milliseconds);
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...files]
    .map(([file, milliseconds]) => ({ file: `tests/e2e/${file}`, seconds: milliseconds / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * Every spec under tests/e2e, relative to it ("sell/deal.spec.ts"), in name order; with E2E_ONLY
 * (comma-separated beginnings, "public/,sell/deal"), only the specs that begin so: to measure a part
 * of the layer as `npm test` runs it.
 */
function e2eSpecs() {
  const only = process.env.E2E_ONLY?.split(",").filter(Boolean) ?? [];
  return readdirSync("tests/e2e", { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".spec.ts"))
    .filter((file) => only.length === 0 || only.some((start) => file.startsWith(start)))
    .sort();
}

/**
 * The specs in the groups that run side by side (E2E_TIMES says why). With measured times: the
 * longest first, each to the group with the least time so far; each group then in name order.
 */
function e2eGroups(specs = e2eSpecs(), times = readJson(E2E_TIMES), count = 2) {
  if (process.env.E2E_GROUPS === "1" || count === 1) return [specs];
  if (!times) {
    const folder = (spec) => spec.split("/")[0];
    const named = FOLDER_GROUPS.flat();
    return [
      ...FOLDER_GROUPS.map((group) => specs.filter((spec) => group.includes(folder(spec)))),
      specs.filter((spec) => !named.includes(folder(spec))),
    ].filter((group) => group.length > 0);
  }
  const known = specs.map((spec) => times[spec]).filter((seconds) => typeof seconds === "number");
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const weight = (spec) => (typeof times[spec] === "number" ? times[spec] : median);
  const groups = Array.from({ length: count }, () => ({ seconds: 0, specs: [] }));
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.seconds += weight(spec);
    lightest.specs.push(spec);
  }
  return groups.map((group) => group.specs.sort()).filter((group) => group.length > 0);
}

/** Each spec's seconds in this run (test-results/e2e-times.json), in E2E_TIMES's format. */
function writeE2eTimes(files) {
  const times = Object.fromEntries(
    files
      .map((file) => [file.file.replace(/^tests\/e2e\//, ""), Math.round(file.seconds * 10) / 10])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync("test-results/e2e-times.json", `${JSON.stringify(times, null, 2)}\n`);
}

/**
 * One Playwright run on its own port and data folder (a copy of the seeded one, when given), and
 * database when given (`databaseUrl`, a copy of the seeded one); resolves to its JSON report with `ok`. The
 * specs that start servers of their own (foundation/, admin/verifactu-mode) get five ports of the
 * group's (E2E_SPARE_PORTS).
 */
function runE2eGroup(specs, index, browser, seedDir, databaseUrl) {
  const port = Number(process.env.E2E_PORT ?? 4173) + index;
  // Five spare ports a group (the specs take sparePort(0) to sparePort(4)), from E2E_SPARE_PORTS when
  // set, so two groups stay inside one person's ten ports; else ten above the first group's port.
  const spareBase = Number(process.env.E2E_SPARE_PORTS ?? Number(process.env.E2E_PORT ?? 4173) + 10);
  const dataDir = `${E2E_DATA_DIR}-${index + 1}`;
  const output = `test-results/e2e-${index + 1}.json`;
  if (seedDir) copyE2eData(seedDir, dataDir);
  else rmSync(dataDir, { recursive: true, force: true });
  rmSync(output, { force: true });
  const label = `[e2e ${index + 1}] `;
  console.log(`${label}${specs.length} specs: ${specs.join(" ")}`);
  const child = spawn("npx", ["playwright", "test", ...specs.map((spec) => `tests/e2e/${spec}`)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CHROMIUM_PATH: browser,
      E2E_PORT: String(port),
      E2E_SPARE_PORTS: String(usablePort(spareBase, SPARE_PORTS_PER_GROUP * index)),
      E2E_DATA_DIR: dataDir,
      E2E_JSON: output,
      // Not DATABASE_URL: the specs that start servers of their own pass their environment on.
      ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
    },
  });
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const report = readJson(output);
      resolve(report?.stats ? { ...report, ok: code === 0 } : null);
    });
  });
}

/** Copies a child's output line by line with a prefix, so two groups' lines can be told apart. */
function prefixLines(from, to, prefix) {
  let pending = "";
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on("end", () => {
    if (pending) to.write(`${prefix}${pending}\n`);
  });
}

function relative(file) {
  return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  return playwrightsOwnChromium();
}

function playwrightsOwnChromium() {
  const probe = spawnSync(
    process.execPath,
    ["-e", "import('playwright-core').then(m => process.stdout.write(m.chromium.executablePath()))"],
    { encoding: "utf8" },
  );
  const path = probe.stdout?.trim();
  return path && existsSync(path) ? path : null;
}
