import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { AUTH_RATE_LIMITS, reserveSignInAttempt } from "#app/domain/users/auth-rate-limits.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import {
  callRoute,
  cookieHeader,
  postForm,
  type RouteResult,
  TEST_PUBLIC_URL,
} from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import type { Route } from "./+types/auth";
import { action, loader } from "./auth";

const { database, harness } = withAuthTestContext();

type Result = RouteResult;

/** Runs the route's action like the router does: a returned data() or a thrown redirect. */
function submit(fields: Record<string, string>, init: { headers?: Record<string, string> } = {}) {
  const request = postForm("/auth", fields);
  for (const [name, value] of Object.entries(init.headers ?? {})) request.headers.set(name, value);
  return callRoute(action, request, harness().context);
}

const signInFields = (email: string, password: string, extra: Record<string, string> = {}) => ({
  intent: "sign-in",
  email,
  password,
  ...extra,
});

describe("/auth sign-in action", () => {
  test("the right password redirects to /dashboard with the session cookie", async () => {
    const user = await createUser(database().db);
    const response = await submit(signInFields(user.email, TEST_PASSWORD));
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/dashboard");
    expect(redirect.headers.get("Set-Cookie")).toMatch(/zaguan\.session_token=.+HttpOnly/i);
  });

  test("from=agency continues to /proceso-agencia; a same-site redirectTo is honoured, another site is not", async () => {
    const user = await createUser(database().db);
    const agency = (await submit(signInFields(user.email, TEST_PASSWORD, { from: "agency" }))) as Response;
    expect(agency.headers.get("Location")).toBe("/proceso-agencia");
    const back = (await submit(
      signInFields(user.email, TEST_PASSWORD, { redirectTo: "/vender?paso=2" }),
    )) as Response;
    expect(back.headers.get("Location")).toBe("/vender?paso=2");
    for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const response = (await submit(
        signInFields(user.email, TEST_PASSWORD, { redirectTo: evil }),
      )) as Response;
      expect(response.headers.get("Location")).toBe("/dashboard");
    }
  });

  test("a wrong password answers 401 'Sign in Failed' and keeps the e-mail, never the password", async () => {
    const user = await createUser(database().db);
    const result = (await submit(signInFields(user.email, "contraseña-equivocada"))) as Result;
    expect(result.status).toBe(401);
    expect(result.data.alert).toEqual({
      title: "Sign in Failed",
      description: "Correo o contraseña incorrectos.",
      tone: "error",
    });
    const reply = JSON.stringify(result.data.result);
    expect(reply).toContain(user.email);
    expect(reply).not.toContain("contraseña-equivocada");
  });

  test("an address that failed too often answers 429 with a Spanish message, Retry-After and the link offer", async () => {
    const user = await createUser(database().db);
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerIp.limit; attempt++) {
      await reserveSignInAttempt(harness().rateLimiter, {
        ip: harness().context.clientIp,
        email: `x${attempt}@example.es`,
      });
    }
    const result = (await submit(signInFields(user.email, TEST_PASSWORD))) as Result;
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(result.data.alert).toMatchObject({
      title: "Sign in Failed",
      description: expect.stringMatching(
        /^Por seguridad, espera \d+ minutos? antes de volver a intentarlo\.$/,
      ),
    });
    expect(result.data.signInLinkEmail).toBe(user.email);
  });

  test("a locked account answers 429, says so, and offers the one-time link; an unknown address the same", async () => {
    const user = await createUser(database().db);
    const answers = [];
    for (const email of [user.email, "nadie@example.es"]) {
      for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerAccount.limit; attempt++) {
        await reserveSignInAttempt(harness().rateLimiter, { ip: `192.0.2.${attempt + 1}`, email });
      }
      const result = (await submit(signInFields(email, TEST_PASSWORD))) as Result;
      expect(result.status).toBe(429);
      const retryAfter = Number(result.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(result.data.signInLinkEmail).toBe(email);
      answers.push(result.data.alert);
    }
    expect(answers[0]).toEqual({
      title: "Sign in Failed",
      description:
        "Esta cuenta ha recibido demasiados intentos con una contraseña equivocada y, por seguridad, no aceptaremos contraseñas para entrar en ella durante 60 minutos. Si es tu cuenta, puedes entrar ya con un enlace que te enviamos a tu correo.",
      tone: "error",
    });
    expect(answers[1]).toEqual(answers[0]);
    await harness().mailer.idle();
  });

  test("an unverified account is told to verify, with the address for the resend button", async () => {
    const user = await createUser(database().db);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const result = (await submit(signInFields(user.email, TEST_PASSWORD))) as Result;
    expect(result.status).toBe(403);
    expect(result.data.unverifiedEmail).toBe(user.email);
    expect(String((result.data.alert as { description: string }).description)).toMatch(/verificado/);
  });

  test("a post from another site is refused", async () => {
    const user = await createUser(database().db);
    const result = (await submit(signInFields(user.email, TEST_PASSWORD), {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    })) as Result;
    expect(result.status).toBe(403);
  });
});

describe("/auth sign-up action", () => {
  const signUpFields = (email: string, extra: Record<string, string> = {}) => ({
    intent: "sign-up",
    name: "Rocío Vidal",
    email,
    password: "una contraseña segura",
    ...extra,
  });

  test("creates the account and answers with the address the verification went to", async () => {
    const result = (await submit(signUpFields("Rocio@Example.es"))) as Result;
    expect(result.status).toBe(200);
    expect(result.data.sentTo).toBe("rocio@example.es");
    await harness().mailer.idle();
  });

  test("an address already registered gets the very answer a new one gets (no 409, no 'ya está registrado')", async () => {
    const user = await createUser(database().db, { email: "ya@example.es" });
    const existing = (await submit(signUpFields(user.email))) as Result;
    const fresh = (await submit(signUpFields("nueva@example.es"))) as Result;
    expect(existing.status).toBe(200);
    expect(existing.data).toEqual({ ...fresh.data, sentTo: "ya@example.es" });
    expect(JSON.stringify(existing.data)).not.toContain("registrado");
    await harness().mailer.idle();
  });

  test("a short password gets the spec's message; 6 or 7 characters get ours", async () => {
    const short = (await submit(signUpFields("corta@example.es", { password: "abc" }))) as Result;
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.data.result)).toContain("La contraseña debe tener al menos 6 caracteres.");
    const seven = (await submit(signUpFields("siete@example.es", { password: "abcdefg" }))) as Result;
    expect(JSON.stringify(seven.data.result)).toContain("al menos 8 caracteres");
  });

  test("a role, verified flag or DNI slipped into the form is ignored: the account is a plain unverified user", async () => {
    const result = (await submit(
      signUpFields("listillo@example.es", {
        role: "admin",
        emailVerified: "true",
        dni: "12345678Z",
        banned: "false",
      }),
    )) as Result;
    expect(result.status).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.email, "listillo@example.es"));
    expect(row).toMatchObject({ role: "user", emailVerified: false, dni: null });
    await harness().mailer.idle();
  });
});

describe("/auth loader", () => {
  test("a signed-in user is sent to /dashboard", async () => {
    const user = await createUser(database().db);
    const signIn = (await submit(signInFields(user.email, TEST_PASSWORD))) as Response;
    const cookie = cookieHeader(signIn.headers.getSetCookie());
    const request = new Request(new URL("/auth", TEST_PUBLIC_URL), { headers: { cookie } });
    await expect(
      loader({ request, context: harness().context, params: {} } as Route.LoaderArgs),
    ).rejects.toSatisfy(
      (thrown: unknown) => thrown instanceof Response && thrown.headers.get("Location") === "/dashboard",
    );
  });

  test("keeps only a same-site redirectTo and knows from=agency", async () => {
    const load = (query: string) =>
      loader({
        request: new Request(new URL(`/auth?${query}`, TEST_PUBLIC_URL)),
        context: harness().context,
        params: {},
      } as Route.LoaderArgs);
    expect(await load("from=agency&redirectTo=%2Fvender")).toMatchObject({
      from: "agency",
      redirectTo: "/vender",
    });
    expect(await load("redirectTo=https%3A%2F%2Fevil.example&tab=registro")).toMatchObject({
      from: null,
      redirectTo: null,
      tab: "signup",
    });
  });

  test("a buyer's reason (the heart, 'Guardar búsqueda') is kept; anything else is no reason", async () => {
    const load = (query: string) =>
      loader({
        request: new Request(new URL(`/auth?${query}`, TEST_PUBLIC_URL)),
        context: harness().context,
        params: {},
      } as Route.LoaderArgs);
    expect(await load("from=favorito&redirectTo=%2Fpropiedad%2Fabc")).toMatchObject({
      from: "favorito",
      redirectTo: "/propiedad/abc",
    });
    expect(await load("from=busqueda&redirectTo=%2Fportal%2Fguardar%3Fq%3Dx")).toMatchObject({
      from: "busqueda",
      redirectTo: "/portal/guardar?q=x",
    });
    for (const hostile of ["https%3A%2F%2Fevil.example", "favoritos", "%2Fpropiedad"])
      expect(await load(`from=${hostile}`)).toMatchObject({ from: null });
  });

  test("signed in from a heart, the buyer goes back to the listing, never to another site", async () => {
    const user = await createUser(database().db);
    const back = (await submit(
      signInFields(user.email, TEST_PASSWORD, { from: "favorito", redirectTo: "/propiedad/abc" }),
    )) as Response;
    expect(back.headers.get("Location")).toBe("/propiedad/abc");
    const evil = (await submit(
      signInFields(user.email, TEST_PASSWORD, { from: "favorito", redirectTo: "//evil.example" }),
    )) as Response;
    expect(evil.headers.get("Location")).toBe("/dashboard");
  });
});
