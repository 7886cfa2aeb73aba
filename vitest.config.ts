import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

const databaseTests = [
  "app/**/*.server.test.{ts,tsx}",
  "server/**/*.server.test.ts",
  "tests/integration/**/*.test.ts",
];

const databaseProject = (engine: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `db-${engine}`,
    include: databaseTests,
    env: { TEST_DB: engine, LOG_LEVEL: "silent" },
    // One migrated database per run; each test file gets a copy of it (no migrations per file).
    globalSetup: [`tests/setup/${engine}-template.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    setupFiles: ["tests/setup/console.ts"],
    // Real scrypt at a test run's cost (domain/users/password.server.ts): most sign-ins' CPU otherwise.
    env: { PASSWORD_HASH_COST: "test" },
    // Vitest's default is one worker less than the cores: on the 2-core CI machine, one test file at a
    // time and a core left idle (PGlite is single-threaded). Two files at a time there; cores − 1 on
    // bigger machines (docs/benchmarks/test-suite.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share the modules they import instead of importing the app anew per
    // file, which was most of the CPU outside the tests themselves (CI of 39292b3: 50 of the unit
    // layer's 102 s, 405 s of the PGlite layer's import time against 76 s without isolation).
    // Each database test file still opens its own database (tests/setup/db.ts); no module keeps
    // state a test depends on (docs/benchmarks/test-suite.md).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...databaseTests],
        },
      },
      databaseProject("pglite"),
      // The same database suite runs again on a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [databaseProject("postgres")] : []),
    ],
  },
});
