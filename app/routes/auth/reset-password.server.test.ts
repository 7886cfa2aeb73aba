import { describe, expect, test } from "vitest";
import { verifications } from "#app/db/schema/index";
import { requestPasswordReset } from "#app/domain/users/password-reset.server";
import { createUser } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { findLink, parseMail } from "#tests/support/mail-reader";
import { action as requestAction } from "./request-password-reset";
import { action, loader } from "./reset-password";

const { database, harness } = withAuthTestContext();

async function resetToken(email: string) {
  requestPasswordReset({ auth: harness().context.auth, mailer: harness().mailer }, email);
  await harness().mailer.idle();
  const { readdirSync, readFileSync } = await import("node:fs");
  const [file] = readdirSync(harness().outboxDir);
  const link = findLink(
    parseMail(readFileSync(`${harness().outboxDir}/${file}`, "utf8")),
    `${TEST_PUBLIC_URL}/reset-password?token=`,
  );
  return new URL(link ?? "").searchParams.get("token") ?? "";
}

const load = async (query: string) =>
  (
    (await callRoute(
      loader,
      new Request(`${TEST_PUBLIC_URL}/reset-password${query}`),
      harness().context,
    )) as RouteResult
  ).data;

describe("/request-password-reset", () => {
  test("answers success whether or not the address has an account", async () => {
    await createUser(database().db, { email: "si@example.es" });
    const known = (await callRoute(
      requestAction,
      postForm("/request-password-reset", { email: "si@example.es" }),
      harness().context,
    )) as RouteResult;
    const unknown = (await callRoute(
      requestAction,
      postForm("/request-password-reset", { email: "no@example.es" }),
      harness().context,
    )) as RouteResult;
    expect(known.status).toBe(unknown.status);
    expect(known.data.state).toBe("success");
    expect(unknown.data.state).toBe("success");
    await harness().mailer.idle();
  });

  test("an invalid address stays on the form with its message", async () => {
    const result = (await callRoute(
      requestAction,
      postForm("/request-password-reset", { email: "no es" }),
      harness().context,
    )) as RouteResult;
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.data.result)).toContain("Introduce un correo electrónico válido.");
  });
});

describe("/reset-password", () => {
  test("without a token, or with one that never existed: the spec's message state", async () => {
    expect(await load("")).toMatchObject({ link: "missing", token: null });
    expect(await load("?token=inventado")).toMatchObject({ link: "missing", token: null });
  });

  test("an expired link says so", async () => {
    const user = await createUser(database().db);
    const token = await resetToken(user.email);
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await load(`?token=${token}`)).toMatchObject({ link: "expired", token });
    const result = (await callRoute(
      action,
      postForm("/reset-password", {
        token,
        password: "nueva contraseña",
        confirmPassword: "nueva contraseña",
      }),
      harness().context,
    )) as RouteResult;
    expect(result.data.alert).toMatchObject({
      description: "El enlace puede haber expirado. Por favor, solicita uno nuevo.",
    });
  });

  test("the two rules: matching passwords and at least 6 characters, with the spec's texts", async () => {
    const user = await createUser(database().db);
    const token = await resetToken(user.email);
    const mismatch = (await callRoute(
      action,
      postForm("/reset-password", { token, password: "una contraseña", confirmPassword: "otra contraseña" }),
      harness().context,
    )) as RouteResult;
    expect(JSON.stringify(mismatch.data.result)).toContain("Las contraseñas no coinciden.");
    const short = (await callRoute(
      action,
      postForm("/reset-password", { token, password: "12345", confirmPassword: "12345" }),
      harness().context,
    )) as RouteResult;
    expect(JSON.stringify(short.data.result)).toContain("La contraseña debe tener al menos 6 caracteres.");
    expect(JSON.stringify(short.data.result)).not.toContain("12345");

    const done = (await callRoute(
      action,
      postForm("/reset-password", { token, password: "una contraseña", confirmPassword: "una contraseña" }),
      harness().context,
    )) as RouteResult;
    expect(done.data.state).toBe("success");
  });
});
