import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { AUTH_RATE_LIMITS } from "#app/domain/users/auth-rate-limits.server";
import { createEmailVerificationToken } from "#app/domain/users/email-verification.server";
import { createUser } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { action, loader } from "./verify-email";

const { database, harness } = withAuthTestContext();

async function unverified() {
  const user = await createUser(database().db);
  await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  return user;
}

const load = async (query: string) =>
  (
    (await callRoute(
      loader,
      new Request(`${TEST_PUBLIC_URL}/verify-email${query}`),
      harness().context,
    )) as RouteResult
  ).data;

describe("/verify-email", () => {
  test("opening the link only shows it (GET changes nothing); the page's POST verifies", async () => {
    const user = await unverified();
    const token = await createEmailVerificationToken(database().db, user.id);
    expect(await load(`?token=${token}&email=${encodeURIComponent(user.email)}`)).toMatchObject({
      state: "confirm",
      token,
      email: user.email,
    });
    const [before] = await database()
      .db.select({ v: users.emailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(before?.v).toBe(false);

    const verified = (await callRoute(
      action,
      postForm(`/verify-email?token=${token}`, { intent: "verify", token }),
      harness().context,
    )) as RouteResult;
    expect(verified.data).toEqual({ intent: "verify", state: "success" });
    const again = (await callRoute(
      action,
      postForm("/verify-email", { intent: "verify", token }),
      harness().context,
    )) as RouteResult;
    expect(again.data).toEqual({ intent: "verify", state: "info" });
    expect(await load(`?token=${token}`)).toMatchObject({ state: "info" });
  });

  test("an unknown or expired token shows the error state; no token shows 'Enlace inválido'", async () => {
    expect(await load("?token=inventado&email=a%40example.es")).toMatchObject({
      state: "error",
      email: "a@example.es",
    });
    expect(await load("")).toMatchObject({ state: "missing" });
    expect(await load("?email=no-es-un-correo")).toMatchObject({ state: "missing", email: null });
  });

  test("resend answers the same for any address and e-mails only an unverified account", async () => {
    const user = await unverified();
    const verifiedUser = await createUser(database().db);
    const answers = [];
    for (const email of [user.email, verifiedUser.email, "nadie@example.es"]) {
      const result = (await callRoute(
        action,
        postForm("/verify-email", { intent: "resend", email }),
        harness().context,
      )) as RouteResult;
      answers.push({ status: result.status, data: result.data });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, data: { status: "sent", title: "Correo reenviado" } });
    await harness().mailer.idle();
    const { readdirSync, readFileSync } = await import("node:fs");
    const files = readdirSync(harness().outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(`${harness().outboxDir}/${files[0]}`, "utf8")).toContain(`To: ${user.email}`);
  });

  test("resending too often answers 429", async () => {
    const user = await unverified();
    let last: RouteResult | undefined;
    for (let attempt = 0; attempt <= AUTH_RATE_LIMITS.emailRequestsPerAccount.limit; attempt++) {
      last = (await callRoute(
        action,
        postForm("/verify-email", { intent: "resend", email: user.email }),
        harness().context,
      )) as RouteResult;
    }
    expect(last?.status).toBe(429);
    expect(last?.data).toMatchObject({ status: "error", title: "Demasiados intentos" });
    await harness().mailer.idle();
  });
});
