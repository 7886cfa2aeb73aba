import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { noticeAccountLocked } from "#app/domain/users/account-lock-notice.server";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { AUTH_RATE_LIMITS, limitEmailRequest } from "#app/domain/users/auth-rate-limits.server";
import { queueVerificationEmail } from "#app/domain/users/email-verification.server";
import { requestSignInLink } from "#app/domain/users/sign-in-link.server";
import { noticeSignUpForExistingAccount } from "#app/domain/users/sign-up-existing-notice.server";
import type { Locale } from "#app/lib/i18n/locales";
import { createUser } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { findLink, type ParsedMail, parseMail } from "#tests/support/mail-reader";
import { action as authAction } from "./auth";
import { action as linkAction, loader as linkLoader } from "./sign-in-link";
import { action as verifyAction, loader as verifyLoader } from "./verify-email";

const { database, harness } = withAuthTestContext();

async function account(locale: Locale, { verified = true } = {}) {
  const user = await createUser(database().db, { email: `${locale}-${verified}@example.com` });
  await database().db.update(users).set({ locale, emailVerified: verified }).where(eq(users.id, user.id));
  return user;
}

/** The one e-mail of this template in the outbox. */
async function mailOf(template: string): Promise<ParsedMail> {
  await harness().mailer.idle();
  const dir = harness().outboxDir;
  const [file] = (await readdir(dir)).filter((name) => name.includes(`-${template}-`));
  if (!file) throw new Error(`no ${template} e-mail`);
  return parseMail(await readFile(path.join(dir, file), "utf8"));
}

const linkIn = (mail: ParsedMail) => new URL(findLink(mail, TEST_PUBLIC_URL) ?? "");

const loadAt = async (route: typeof verifyLoader | typeof linkLoader, at: string) =>
  ((await callRoute(route, new Request(new URL(at, TEST_PUBLIC_URL)), harness().context)) as RouteResult)
    .data;

const submit = (route: typeof verifyAction | typeof linkAction, at: string, fields: Record<string, string>) =>
  callRoute(route, postForm(at, fields), harness().context) as Promise<RouteResult>;

describe("the verification e-mail links to the page in its own language", () => {
  async function mailedVerifyLink(locale: Locale) {
    const user = await account(locale, { verified: false });
    const deps = authDeps(harness().context);
    expect(await queueVerificationEmail({ ...deps, user })).toBe(true);
    return linkIn(await mailOf("verification"));
  }

  test("an English account's link opens /en/verify-email, which reads English", async () => {
    const link = await mailedVerifyLink("en");
    expect(link.pathname).toBe("/en/verify-email");
    const page = await loadAt(verifyLoader, `${link.pathname}${link.search}`);
    expect(page).toMatchObject({ state: "confirm", locale: "en" });
    expect(page.words).toMatchObject({ title: "Confirm your email address", signIn: "Sign in" });
  });

  test("a Spanish account's link stays at /verify-email, in Spanish", async () => {
    const link = await mailedVerifyLink("es");
    expect(link.pathname).toBe("/verify-email");
    const page = await loadAt(verifyLoader, `${link.pathname}${link.search}`);
    expect(page.words).toMatchObject({ title: "Verificar correo electrónico", signIn: "Iniciar sesión" });
  });
});

describe("the verify page's refusals speak its language", () => {
  test("a link that never existed: English, German, and Spanish as before", async () => {
    const english = await loadAt(verifyLoader, "/en/verify-email?token=inventado");
    expect(english).toMatchObject({
      state: "error",
      words: { error: { title: "We couldn’t confirm your email address" } },
    });
    const german = await loadAt(verifyLoader, "/de/verify-email?token=inventado");
    expect(german.words).toMatchObject({ error: { title: "Bestätigung fehlgeschlagen" } });
    const spanish = await loadAt(verifyLoader, "/verify-email?token=inventado");
    expect(spanish.words).toMatchObject({ error: { title: "Error de verificación" } });
  });

  test("asking again with no valid address: English, German, and Spanish as before", async () => {
    const fields = { intent: "resend", email: "not an email" };
    const english = await submit(verifyAction, "/en/verify-email", fields);
    expect(english.status).toBe(400);
    expect(english.data).toMatchObject({ title: "We couldn’t send it again" });
    expect(english.data.description).toMatch(/^Enter a valid email address/);
    const german = await submit(verifyAction, "/de/verify-email", fields);
    expect(german.data).toMatchObject({ title: "Erneutes Senden fehlgeschlagen" });
    const spanish = await submit(verifyAction, "/verify-email", fields);
    expect(spanish.data).toMatchObject({
      title: "Error al reenviar",
      description: "Introduce un correo electrónico válido.",
    });
  });

  test("a form the page does not know: its refusal in the page's language, on /auth too", async () => {
    const english = await submit(verifyAction, "/en/verify-email", { intent: "other" });
    expect(english).toMatchObject({ status: 400, data: { error: "We don’t recognise this form." } });
    const german = await callRoute(authAction, postForm("/de/auth", { intent: "other" }), harness().context);
    expect(german).toMatchObject({ status: 400, data: { error: "Dieses Formular kennen wir nicht." } });
    const spanish = await callRoute(authAction, postForm("/auth", { intent: "other" }), harness().context);
    expect(spanish).toMatchObject({ status: 400, data: { error: "Formulario desconocido" } });
  });
});

describe("the sign-in link e-mail and page in the account's language", () => {
  test("a German account's link opens /de/entrar-con-enlace, which reads German", async () => {
    const user = await account("de");
    expect(requestSignInLink(authDeps(harness().context), user.email)).toBe(true);
    const link = linkIn(await mailOf("sign-in-link"));
    expect(link.pathname).toBe("/de/entrar-con-enlace");
    const page = await loadAt(linkLoader, `${link.pathname}${link.search}`);
    expect(page).toMatchObject({ state: "confirm", locale: "de" });
    expect(page.words).toMatchObject({ title: "Mit einem Link anmelden", submit: "Jetzt anmelden" });
  });

  test("a used-up link: English, German, and Spanish as before", async () => {
    const fields = { intent: "sign-in", token: "a".repeat(43) };
    const english = await submit(linkAction, "/en/entrar-con-enlace", fields);
    expect(english.status).toBe(400);
    expect(english.data.alert).toMatchObject({ title: "Invalid link" });
    const german = await submit(linkAction, "/de/entrar-con-enlace", fields);
    expect(german.data.alert).toMatchObject({ title: "Ungültiger Link" });
    const spanish = await submit(linkAction, "/entrar-con-enlace", fields);
    expect(spanish.data.alert).toMatchObject({ title: "Enlace no válido" });
  });

  test("too many requests on /de/entrar-con-enlace: 429, Retry-After and the wait in German", async () => {
    const email = "viele@example.com";
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.emailRequestsPerAccount.limit; attempt++) {
      await limitEmailRequest(harness().rateLimiter, "sign-in-link-request", {
        ip: harness().context.clientIp,
        email,
      });
    }
    const result = await submit(linkAction, "/de/entrar-con-enlace", { intent: "request", email });
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(result.data).toMatchObject({ title: "Zu viele Versuche" });
    expect(result.data.description).toMatch(/^Bitte warten Sie/);
  });

  test("the page asking for a link: English under /en, Spanish at the root", async () => {
    const english = await loadAt(linkLoader, "/en/entrar-con-enlace");
    expect(english.words).toMatchObject({ title: "Sign in with a link", back: "Back to sign in" });
    const spanish = await loadAt(linkLoader, "/entrar-con-enlace");
    expect(spanish.words).toMatchObject({
      title: "Entrar con un enlace",
      lead: "Te enviamos a tu correo un enlace para entrar en tu cuenta sin contraseña. Caduca en 15 minutos y solo sirve una vez.",
    });
  });
});

describe("the notices about an account lead to its ways in, in its language", () => {
  test("a locked English account: told in English, the link page and the reset page under /en", async () => {
    const user = await account("en");
    await noticeAccountLocked(authDeps(harness().context), {
      email: user.email,
      lockRemainingMs: 30 * 60_000,
    });
    const mail = await mailOf("account-locked");
    expect(mail.subject).toMatch(/^Someone is trying to get into your .+ account$/);
    expect(mail.text).toContain("we won’t accept the password for the next 30 minutes");
    expect(mail.text).toContain(
      `${TEST_PUBLIC_URL}/en/entrar-con-enlace?${new URLSearchParams({ email: user.email })}`,
    );
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/en/request-password-reset`);
  });

  test("a sign-up for a German account's address: sign-in and reset under /de", async () => {
    const user = await account("de");
    await noticeSignUpForExistingAccount(authDeps(harness().context), {
      email: user.email,
      ip: "198.51.100.9",
    });
    const mail = await mailOf("sign-up-existing");
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/de/auth`);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/de/request-password-reset`);
  });
});
