import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { AUTH_RATE_LIMITS, reserveSignInAttempt } from "#app/domain/users/auth-rate-limits.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import type { Route } from "./+types/auth";
import { action, loader } from "./auth";

const { database, harness } = withAuthTestContext();

const submit = (path: string, fields: Record<string, string>) =>
  callRoute(action, postForm(path, fields), harness().context) as Promise<RouteResult>;

const signUp = (email: string, extra: Record<string, string> = {}) => ({
  intent: "sign-up",
  name: "Emma Clarke",
  email,
  password: "a long enough passphrase",
  ...extra,
});

async function localeOf(email: string) {
  const [row] = await database()
    .db.select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row?.locale;
}

describe("signing up records the language of the page, from its address only", () => {
  test("on /en/auth the account reads English; on /auth Spanish", async () => {
    expect((await submit("/en/auth", signUp("emma@example.co.uk"))).status).toBe(200);
    expect((await submit("/auth", signUp("rocio@example.es"))).status).toBe(200);
    expect(await localeOf("emma@example.co.uk")).toBe("en");
    expect(await localeOf("rocio@example.es")).toBe("es");
    await harness().mailer.idle();
  });

  test("a language slipped into the form is ignored: the address decides", async () => {
    await submit("/de/auth", signUp("klaus@example.de", { locale: "fr", lang: "nl" }));
    await submit("/auth", signUp("ana@example.es", { locale: "de" }));
    expect(await localeOf("klaus@example.de")).toBe("de");
    expect(await localeOf("ana@example.es")).toBe("es");
    await harness().mailer.idle();
  });

  test("signing up again with an existing address leaves that account's language alone", async () => {
    const user = await createUser(database().db, { email: "ya@example.es" });
    await submit("/nl/auth", signUp(user.email));
    expect(await localeOf(user.email)).toBe("es");
    await harness().mailer.idle();
  });

  test("a refused field is explained in the page's language", async () => {
    const result = await submit("/en/auth", signUp("short@example.co.uk", { password: "abc" }));
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.data.result)).toContain("Your password must be at least 6 characters long.");
  });
});

describe("a refused sign-in speaks the page's language", () => {
  test("a wrong password on /de/auth", async () => {
    const user = await createUser(database().db);
    const result = await submit("/de/auth", {
      intent: "sign-in",
      email: user.email,
      password: "falsch-falsch",
    });
    expect(result.status).toBe(401);
    expect(result.data.alert).toEqual({
      title: "Anmeldung fehlgeschlagen",
      description: "E-Mail-Adresse oder Passwort ist falsch.",
      tone: "error",
    });
  });

  test("too many attempts on /fr/auth: 429, Retry-After and the wait in French", async () => {
    const user = await createUser(database().db);
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerIp.limit; attempt++) {
      await reserveSignInAttempt(harness().rateLimiter, {
        ip: harness().context.clientIp,
        email: `x${attempt}@example.fr`,
      });
    }
    const result = await submit("/fr/auth", {
      intent: "sign-in",
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((result.data.alert as { description: string }).description).toMatch(
      /^Par sécurité, patientez \d+ minutes? avant de réessayer\.$/,
    );
  });

  test("an unverified account on /nl/auth is told so in Dutch", async () => {
    const user = await createUser(database().db);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const result = await submit("/nl/auth", {
      intent: "sign-in",
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(result.status).toBe(403);
    expect((result.data.alert as { description: string }).description).toMatch(/nog niet bevestigd/);
  });
});

describe("the page's words follow its address", () => {
  const load = (path: string) =>
    loader({
      request: new Request(new URL(path, TEST_PUBLIC_URL)),
      context: harness().context,
      params: {},
    } as Route.LoaderArgs);

  test("/en/auth?from=favorito speaks to a buyer in English; /auth is as it was", async () => {
    const english = await load("/en/auth?from=favorito");
    expect(english.locale).toBe("en");
    expect(english.intro.title).toBe("Keep the homes you like");
    expect(english.words.signIn.submit).toBe("Sign in");
    expect(english.words.signUp.consent.join("")).toBe("By signing up you accept the  and the .");
    const spanish = await load("/auth");
    expect(spanish.intro.title).toBe("Accede a tu cuenta");
    expect(spanish.words.tabs).toEqual({ label: "Acceso", login: "Iniciar sesión", signup: "Registrarse" });
    expect(spanish.words.signUp.sentTo).toEqual(["Te hemos enviado un correo a ", "."]);
  });
});
