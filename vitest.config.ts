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
    globalSetup: engine === "pglite" ? ["tests/setup/pglite-template.ts"] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    setupFiles: ["tests/setup/console.ts"],
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
