import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { action as authAction } from "#app/routes/auth/auth";
import { action as resetRequestAction } from "#app/routes/auth/request-password-reset";
import { action as signInLinkAction } from "#app/routes/auth/sign-in-link";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import {
  expectPoliteAnswer,
  HOSTILE_RUNS,
  hostileRequest,
  hostileSubmission,
  tablesFingerprint,
} from "#tests/support/hostile-input";

const database = withTestDatabase();
const ACCOUNT_TABLES = ["users", "accounts", "sessions", "verifications"] as const;

let harness: ReturnType<typeof createAuthTestContext>;
beforeAll(async () => {
  harness = createAuthTestContext(database().db);
  await createUser(database().db, { email: "existente@ejemplo.es" });
});

describe(`hostile submissions (${HOSTILE_RUNS} each) to the account forms`, () => {
  test("sign-in: never a 5xx, never a session, never a changed account", async () => {
    const before = await tablesFingerprint(database().db, ACCOUNT_TABLES);
    await fc.assert(
      fc.asyncProperty(
        hostileSubmission(["email", "password", "from", "redirectTo"], { intent: "sign-in" }),
        async (entries) => {
          const result = await callRoute(
            authAction,
            hostileRequest(`${TEST_PUBLIC_URL}/auth`, entries),
            harness.context,
          );
          expect(expectPoliteAnswer(result)).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(database().db, ACCOUNT_TABLES)).toBe(before);
  }, 600_000);

  test("sign-up: never a 5xx; whatever is sent, a new account is an unverified 'user'", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileSubmission(["name", "email", "password", "from", "redirectTo"], { intent: "sign-up" }),
        async (entries) => {
          const result = await callRoute(
            authAction,
            hostileRequest(`${TEST_PUBLIC_URL}/auth`, entries),
            harness.context,
          );
          expectPoliteAnswer(result);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const accounts = await database()
      .db.select({ email: users.email, role: users.role, verified: users.emailVerified })
      .from(users);
    const signedUp = accounts.filter((account) => account.email !== "existente@ejemplo.es");
    expect(signedUp.filter((account) => account.role !== "user" || account.verified)).toEqual([]);
    expect(accounts.find((account) => account.email === "existente@ejemplo.es")?.role).toBe("user");
  }, 600_000);

  test("password reset request: never a 5xx and never a change to an account", async () => {
    const before = await tablesFingerprint(database().db, ["users", "accounts", "sessions"]);
    await fc.assert(
      fc.asyncProperty(hostileSubmission(["email"]), async (entries) => {
        const result = await callRoute(
          resetRequestAction,
          hostileRequest(`${TEST_PUBLIC_URL}/request-password-reset`, entries),
          harness.context,
        );
        expectPoliteAnswer(result);
      }),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(database().db, ["users", "accounts", "sessions"])).toBe(before);
  }, 600_000);

  test("one-time sign-in link, asked for and used: never a 5xx, never a session, never a change to an account", async () => {
    const before = await tablesFingerprint(database().db, ["users", "accounts", "sessions"]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(["email"], { intent: "request" }),
          hostileSubmission(["token"], { intent: "sign-in" }),
        ),
        async (entries) => {
          const result = await callRoute(
            signInLinkAction,
            hostileRequest(`${TEST_PUBLIC_URL}/entrar-con-enlace`, entries),
            harness.context,
          );
          // A well-formed address is answered 200 ("Te hemos enviado…") like any other; a session
          // would be a redirect.
          expect(expectPoliteAnswer(result)).not.toBe(302);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    await harness.mailer.idle();
    expect(await tablesFingerprint(database().db, ["users", "accounts", "sessions"])).toBe(before);
  }, 600_000);
});
