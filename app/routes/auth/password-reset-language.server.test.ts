import { readdirSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { AUTH_RATE_LIMITS, limitPasswordReset } from "#app/domain/users/auth-rate-limits.server";
import { requestPasswordReset } from "#app/domain/users/password-reset.server";
import type { Locale } from "#app/lib/i18n/locales";
import { createUser } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { findLink, parseMail } from "#tests/support/mail-reader";
import { action as requestAction, loader as requestLoader } from "./request-password-reset";
import { action, loader } from "./reset-password";

const { database, harness } = withAuthTestContext();

/** The reset link an account of this language receives, as its e-mail writes it. */
async function mailedResetLink(locale: Locale) {
  const user = await createUser(database().db, { email: `${locale}@example.com` });
  await database().db.update(users).set({ locale }).where(eq(users.id, user.id));
  requestPasswordReset({ auth: harness().context.auth, mailer: harness().mailer }, user.email);
  await harness().mailer.idle();
  const [file] = readdirSync(harness().outboxDir);
  return findLink(parseMail(readFileSync(`${harness().outboxDir}/${file}`, "utf8")), TEST_PUBLIC_URL) ?? "";
}

const submit = (route: typeof action | typeof requestAction, path: string, fields: Record<string, string>) =>
  callRoute(route, postForm(path, fields), harness().context) as Promise<RouteResult>;

const loadAt = async (route: typeof loader | typeof requestLoader, path: string) =>
  ((await callRoute(route, new Request(new URL(path, TEST_PUBLIC_URL)), harness().context)) as RouteResult)
    .data;

describe("the reset e-mail links to the page in its own language", () => {
  test("an English account's link opens /en/reset-password, which reads English", async () => {
    const link = new URL(await mailedResetLink("en"));
    expect(link.pathname).toBe("/en/reset-password");
    const page = await loadAt(loader, `${link.pathname}${link.search}`);
    expect(page).toMatchObject({ link: "valid", locale: "en" });
    expect(page.words).toMatchObject({ title: "Choose a new password", submit: "Save password" });
  });

  test("a Spanish account's link stays at /reset-password, in Spanish", async () => {
    const link = new URL(await mailedResetLink("es"));
    expect(link.pathname).toBe("/reset-password");
    const page = await loadAt(loader, `${link.pathname}${link.search}`);
    expect(page.words).toMatchObject({ title: "Restablecer contraseña", submit: "Guardar contraseña" });
  });
});

describe("a refused reset speaks the page's language", () => {
  test("a link that never existed, in English and in German", async () => {
    const english = await loadAt(loader, "/en/reset-password?token=inventado");
    expect(english.words).toMatchObject({ missing: { title: "Invalid link" } });
    const german = await loadAt(loader, "/de/reset-password?token=inventado");
    expect(german.words).toMatchObject({ missing: { title: "Ungültiger Link" } });
  });

  test("passwords that differ: English, German, and Spanish as before", async () => {
    const fields = { token: "a".repeat(32), password: "one passphrase", confirmPassword: "another one" };
    const english = await submit(action, "/en/reset-password", fields);
    expect(JSON.stringify(english.data.result)).toContain("The passwords don’t match.");
    const german = await submit(action, "/de/reset-password", fields);
    expect(JSON.stringify(german.data.result)).toContain("Die Passwörter stimmen nicht überein.");
    const spanish = await submit(action, "/reset-password", fields);
    expect(JSON.stringify(spanish.data.result)).toContain("Las contraseñas no coinciden.");
  });

  test("too many tries on /de/reset-password: 429, Retry-After and the wait in German", async () => {
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.passwordResetPerIp.limit; attempt++) {
      await limitPasswordReset(harness().rateLimiter, { ip: harness().context.clientIp });
    }
    const result = await submit(action, "/de/reset-password", {
      token: "a".repeat(32),
      password: "eine Passphrase",
      confirmPassword: "eine Passphrase",
    });
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(result.data.alert).toMatchObject({ title: "Zu viele Versuche" });
    expect((result.data.alert as { description: string }).description).toMatch(/^Bitte warten Sie/);
  });
});

describe("asking for a reset link in the page's language", () => {
  test("an invalid address: English, German, and Spanish as before", async () => {
    const english = await submit(requestAction, "/en/request-password-reset", { email: "not an email" });
    expect(english.status).toBe(400);
    expect(JSON.stringify(english.data.result)).toContain("Enter a valid email address");
    const german = await submit(requestAction, "/de/request-password-reset", { email: "keine" });
    expect(JSON.stringify(german.data.result)).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    const spanish = await submit(requestAction, "/request-password-reset", { email: "no es" });
    expect(JSON.stringify(spanish.data.result)).toContain("Introduce un correo electrónico válido.");
  });

  test("the page's words: English under /en, Spanish at the root", async () => {
    const english = await loadAt(requestLoader, "/en/request-password-reset");
    expect(english.words).toMatchObject({ title: "Reset your password", submit: "Send link" });
    const spanish = await loadAt(requestLoader, "/request-password-reset");
    expect(spanish.words).toMatchObject({ title: "Recuperar contraseña", submit: "Enviar enlace" });
  });
});
