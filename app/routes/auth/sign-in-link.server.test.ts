import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users, verifications } from "#app/db/schema/index";
import { AUTH_RATE_LIMITS, reserveSignInAttempt } from "#app/domain/users/auth-rate-limits.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import {
  callRoute,
  cookieHeader,
  postForm,
  type RouteResult,
  TEST_PUBLIC_URL,
} from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { findLink, type ParsedMail, parseMail } from "#tests/support/mail-reader";
import { action as authAction } from "./auth";
import { action, headers, loader } from "./sign-in-link";

const { database, harness } = withAuthTestContext();

const SENT =
  "Te hemos enviado un enlace para entrar, si ese correo es el de una cuenta verificada. Caduca en 15 minutos y solo sirve una vez. Si no lo ves, mira en la carpeta de spam.";

function requestLink(email: string, init: { ip?: string; headers?: Record<string, string> } = {}) {
  const request = postForm("/entrar-con-enlace", { intent: "request", email });
  for (const [name, value] of Object.entries(init.headers ?? {})) request.headers.set(name, value);
  const context = init.ip ? { ...harness().context, clientIp: init.ip } : harness().context;
  return callRoute(action, request, context);
}

function postLink(token: string, ip = "198.51.100.40") {
  return callRoute(action, postForm("/entrar-con-enlace", { intent: "sign-in", token }), {
    ...harness().context,
    clientIp: ip,
  });
}

async function openLink(query: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/entrar-con-enlace${query}`);
  return ((await callRoute(loader, request, harness().context)) as RouteResult).data;
}

/** The e-mails of one template in the context's outbox, to one address. */
async function mailsTo(email: string, template: string): Promise<ParsedMail[]> {
  await harness().mailer.idle();
  const dir = harness().outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.includes(`-${template}-`),
  );
  const mails = await Promise.all(
    files.map(async (name) => parseMail(await readFile(path.join(dir, name), "utf8"))),
  );
  return mails.filter((mail) => mail.to === email);
}

async function linkToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email, "sign-in-link");
  if (!mail) throw new Error(`no sign-in link e-mail to ${email}`);
  const link = findLink(mail, `${TEST_PUBLIC_URL}/entrar-con-enlace?token=`);
  return new URL(link ?? "").searchParams.get("token") ?? "";
}

/** Spends the account's own budget, from as many addresses as it takes (no address is over its own). */
async function lockAccount(email: string) {
  for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerAccount.limit; attempt++) {
    await reserveSignInAttempt(harness().rateLimiter, { ip: `192.0.2.${attempt + 1}`, email });
  }
}

describe("asking for a one-time sign-in link", () => {
  test("a verified account gets an e-mail with a link to /entrar-con-enlace, whose token is stored only hashed", async () => {
    const user = await createUser(database().db, { name: "Lucía Ferrer" });
    const answer = (await requestLink(user.email)) as RouteResult;
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      intent: "request",
      status: "sent",
      title: "Revisa tu correo",
      description: SENT,
    });

    const [mail] = await mailsTo(user.email, "sign-in-link");
    expect(mail?.subject).toBe("Tu enlace para entrar en Zaguán");
    expect(mail?.text).toContain("Hola, Lucía Ferrer:");
    expect(mail?.text).toContain("caduca en 15 minutos y solo se puede usar una vez");
    const token = await linkToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = await database()
      .db.select({ identifier: verifications.identifier, value: verifications.value })
      .from(verifications);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test("an unknown address, an unverified account and a suspended one get the same answer, and no e-mail", async () => {
    const unverified = await createUser(database().db);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const suspended = await createUser(database().db);
    await database().db.update(users).set({ banned: true }).where(eq(users.id, suspended.id));
    const verified = await createUser(database().db);

    const answers = [];
    for (const email of ["nadie@example.es", unverified.email, suspended.email, verified.email]) {
      const answer = (await requestLink(email)) as RouteResult;
      answers.push({ status: answer.status, data: answer.data });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailsTo("nadie@example.es", "sign-in-link")).toHaveLength(0);
    expect(await mailsTo(unverified.email, "sign-in-link")).toHaveLength(0);
    expect(await mailsTo(suspended.email, "sign-in-link")).toHaveLength(0);
    expect(await mailsTo(verified.email, "sign-in-link")).toHaveLength(1);
  });

  test("is limited per address: the same e-mail 3 times an hour from one address, one address 10 times, each 429 with Retry-After", async () => {
    const user = await createUser(database().db);
    const { limit: perEmail } = AUTH_RATE_LIMITS.emailRequestsPerAccountAndIp;
    for (let attempt = 0; attempt < perEmail; attempt++) {
      expect(((await requestLink(user.email, { ip: "192.0.2.1" })) as RouteResult).status).toBe(200);
    }
    const sameEmail = (await requestLink(user.email, { ip: "192.0.2.1" })) as RouteResult;
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(sameEmail.data.description).toMatch(
      /^Por seguridad, espera \d+ minutos? antes de volver a intentarlo\.$/,
    );
    expect(await mailsTo(user.email, "sign-in-link")).toHaveLength(perEmail);
    // Strangers asking first from their addresses do not use up the owner's, from his.
    expect(((await requestLink(user.email, { ip: "192.0.2.99" })) as RouteResult).status).toBe(200);

    const { limit: perAddress } = AUTH_RATE_LIMITS.emailRequestsPerIp;
    for (let attempt = 0; attempt < perAddress; attempt++) {
      expect(
        ((await requestLink(`otra${attempt}@example.es`, { ip: "203.0.113.50" })) as RouteResult).status,
      ).toBe(200);
    }
    const sameAddress = (await requestLink("una-mas@example.es", { ip: "203.0.113.50" })) as RouteResult;
    expect(sameAddress.status).toBe(429);
    expect(Number(sameAddress.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("an invalid address or a post from another site is refused with its message", async () => {
    const invalid = (await requestLink("no es un correo")) as RouteResult;
    expect(invalid.status).toBe(400);
    expect(invalid.data.description).toBe("Introduce un correo electrónico válido.");
    const user = await createUser(database().db);
    const crossSite = (await requestLink(user.email, {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    })) as RouteResult;
    expect(crossSite.status).toBe(403);
    expect(await mailsTo(user.email, "sign-in-link")).toHaveLength(0);
  });
});

describe("using the link", () => {
  test("signs a locked owner in: opening it shows a button (a GET never uses it), the POST signs in", async () => {
    const user = await createUser(database().db);
    await lockAccount(user.email);
    const locked = (await callRoute(
      authAction,
      postForm("/auth", { intent: "sign-in", email: user.email, password: TEST_PASSWORD }),
      { ...harness().context, clientIp: "198.51.100.77" },
    )) as RouteResult;
    expect(locked.status).toBe(429);

    await requestLink(user.email);
    const token = await linkToken(user.email);
    // A mail scanner opening the link twice uses nothing up.
    expect(await openLink(`?token=${encodeURIComponent(token)}`)).toMatchObject({ state: "confirm", token });
    expect(await openLink(`?token=${encodeURIComponent(token)}`)).toMatchObject({ state: "confirm", token });

    const signedIn = (await postLink(token)) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
    const cookie = cookieHeader(signedIn.headers.getSetCookie());
    expect(signedIn.headers.get("Set-Cookie")).toMatch(/zaguan\.session_token=.+HttpOnly/i);
    const request = new Request(`${TEST_PUBLIC_URL}/dashboard`, { headers: { cookie } });
    expect(await getOptionalUser(request, harness().context)).toMatchObject({
      id: user.id,
      email: user.email,
    });
  });

  test("works only once: a second use and a second opening say the link is no longer valid", async () => {
    const user = await createUser(database().db);
    await requestLink(user.email);
    const token = await linkToken(user.email);
    expect(((await postLink(token)) as Response).status).toBe(302);

    const again = (await postLink(token)) as RouteResult;
    expect(again.status).toBe(400);
    expect(again.data.alert).toEqual({
      tone: "error",
      title: "Enlace no válido",
      description:
        "Este enlace para entrar no es válido: ya se ha usado o ha caducado. Pide uno nuevo y te llegará en unos segundos.",
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await openLink(`?token=${encodeURIComponent(token)}`)).toMatchObject({
      state: "invalid",
      token: null,
    });
  });

  test("two tabs using the same link at once: one signs in, the other is refused", async () => {
    const user = await createUser(database().db);
    await requestLink(user.email);
    const token = await linkToken(user.email);
    const both = await Promise.all([postLink(token, "198.51.100.1"), postLink(token, "198.51.100.2")]);
    expect(both.map((result) => result.status).sort()).toEqual([302, 400]);
  });

  test("expires after 15 minutes", async () => {
    const user = await createUser(database().db);
    await requestLink(user.email);
    const token = await linkToken(user.email);
    const [row] = await database().db.select({ expiresAt: verifications.expiresAt }).from(verifications);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await openLink(`?token=${encodeURIComponent(token)}`)).toMatchObject({ state: "invalid" });
    const late = (await postLink(token)) as RouteResult;
    expect(late.status).toBe(400);
    expect(late.headers.getSetCookie()).toEqual([]);
  });

  test("a made-up token is refused, and one address may only try so many", async () => {
    const { limit } = AUTH_RATE_LIMITS.signInLinkUsesPerIp;
    for (let attempt = 0; attempt < limit; attempt++) {
      expect(((await postLink(`inventado-${attempt}`, "203.0.113.60")) as RouteResult).status).toBe(400);
    }
    const refused = (await postLink("inventado-otra-vez", "203.0.113.60")) as RouteResult;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("a suspended account's link does not sign in", async () => {
    const user = await createUser(database().db);
    await requestLink(user.email);
    const token = await linkToken(user.email);
    await database().db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    const refused = (await postLink(token)) as RouteResult;
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  test("without a token the page asks for the address, filled in from the e-mail's link", async () => {
    expect(await openLink("?email=Ana%40Example.es")).toMatchObject({
      state: "request",
      token: null,
      email: "ana@example.es",
      locale: "es",
    });
    expect(await openLink("?token=")).toMatchObject({ state: "invalid", token: null });
  });
});

test("the page with the token is never cached and never sends it on as a referrer; a 429 keeps its Retry-After", () => {
  const answer = headers({
    actionHeaders: new Headers({ "Retry-After": "900" }),
    parentHeaders: new Headers(),
    loaderHeaders: new Headers(),
    errorHeaders: undefined,
  } as Parameters<typeof headers>[0]) as Headers;
  expect(answer.get("Cache-Control")).toBe("private, no-store");
  expect(answer.get("Referrer-Policy")).toBe("strict-origin");
  expect(answer.get("Retry-After")).toBe("900");
});
