import { beforeEach } from "vitest";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "./auth-context";

/**
 * The auth tests' common setup: a database of their own, emptied before each test, and a fresh
 * load context (auth, mailer, rate limits) on it. `harness()` is the current test's context.
 */
export function withAuthTestContext() {
  const database = withTestDatabase();
  let current: ReturnType<typeof createAuthTestContext> | undefined;
  beforeEach(async () => {
    await database().truncate();
    current = createAuthTestContext(database().db);
  });
  const harness = () => {
    if (!current) throw new Error("auth test context not ready: call inside a test or hook");
    return current;
  };
  return { database, harness };
}
