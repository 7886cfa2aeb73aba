import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { accounts, users, verifications } from "#app/db/schema/index";
import { emailBrand } from "#app/emails/brand.server";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { findLink } from "#tests/support/mail-reader";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";
import { signIn, signUp } from "./accounts.server";
import { type AuthDeps, authDeps } from "./auth-deps.server";
import { AUTH_RATE_LIMITS } from "./auth-rate-limits.server";
import { consumeEmailVerificationToken } from "./email-verification.server";
import { needsRehash, PASSWORD_HASH_PARAMS } from "./password.server";

const database = withTestDatabase();
let smtp: SmtpCapture;
let deps: AuthDeps;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await database().truncate();
  deps = authDeps(createAuthTestContext(database().db, { smtpUrl: smtp.url }).context);
});

const PASSWORD = "una frase larga y secreta";
const ip = "198.51.100.20";
const headers = () => new Headers({ "user-agent": "vitest" });
const newEmail = () => `persona${++counter}-${Date.now()}@example.es`;

async function verificationLink(email: string) {
  await deps.mailer.idle();
  const mail = await smtp.waitFor(email);
  const link = findLink(mail, `${TEST_PUBLIC_URL}/verify-email?`);
  if (!link) throw new Error("no verification link");
  return new URL(link);
}

describe("sign-up", () => {
  test("creates an unverified 'user' and e-mails a verification link through SMTP", async () => {
    const email = newEmail();
    const outcome = await signUp(deps, { name: "Nuria Campos", email, password: PASSWORD, ip });
    expect(outcome).toEqual({ ok: true, email });

    const [row] = await database().db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: "Nuria Campos", role: "user", emailVerified: false });

    const link = await verificationLink(email);
    expect(link.searchParams.get("email")).toBe(email);
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only a hash of the token is stored.
    const stored = await database().db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.map((entry) => entry.identifier).join()).not.toContain(token);
  });

  // OWASP's cost itself is checked in password.test.ts; test runs hash at a lighter one.
  test("stores the password with our scrypt hash, its parameters inside", async () => {
    const email = newEmail();
    await signUp(deps, { name: "Pablo", email, password: PASSWORD, ip });
    const [account] = await database()
      .db.select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    const { log2N, r, p } = PASSWORD_HASH_PARAMS;
    expect(account?.password).toMatch(new RegExp(`^\\$scrypt\\$ln=${log2N},r=${r},p=${p}\\$`));
    expect(needsRehash(account?.password ?? "")).toBe(false);
  });

  test("an address already registered is refused with its own reason", async () => {
    const email = newEmail();
    await signUp(deps, { name: "Primera", email, password: PASSWORD, ip });
    expect(await signUp(deps, { name: "Segunda", email, password: PASSWORD, ip })).toEqual({
      ok: false,
      reason: "exists",
    });
  });

  test("the same address cannot sign up more than the limit allows in an hour", async () => {
    const email = newEmail();
    const { limit } = AUTH_RATE_LIMITS.signUpPerAccount;
    for (let attempt = 0; attempt < limit; attempt++) {
      await signUp(deps, { name: "Repetida", email, password: PASSWORD, ip: `192.0.2.${attempt}` });
    }
    const outcome = await signUp(deps, { name: "Repetida", email, password: PASSWORD, ip: "192.0.2.200" });
    expect(outcome).toMatchObject({ ok: false, reason: "limited" });
  });

  test("a verification e-mail that cannot be sent is logged, and the account still exists", async () => {
    const failing = createAuthTestContext(database().db, { smtpUrl: "smtp://127.0.0.1:1" }).context;
    const email = newEmail();
    const outcome = await signUp(authDeps(failing), { name: "Sin correo", email, password: PASSWORD, ip });
    expect(outcome.ok).toBe(true);
    await failing.mailer.idle();
    const [row] = await database().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
  });
});

describe("sign-in", () => {
  async function verifiedAccount() {
    const email = newEmail();
    await signUp(deps, { name: "Inés", email, password: PASSWORD, ip });
    const link = await verificationLink(email);
    expect(await consumeEmailVerificationToken(database().db, link.searchParams.get("token") ?? "")).toBe(
      "verified",
    );
    return email;
  }

  test("is refused until the e-mail is verified, then works and sets an httpOnly, Lax session cookie", async () => {
    const email = newEmail();
    await signUp(deps, { name: "Inés", email, password: PASSWORD, ip });
    expect(await signIn(deps, { email, password: PASSWORD, ip, headers: headers() })).toEqual({
      ok: false,
      reason: "unverified",
    });

    const link = await verificationLink(email);
    await consumeEmailVerificationToken(database().db, link.searchParams.get("token") ?? "");
    const outcome = await signIn(deps, { email, password: PASSWORD, ip, headers: headers() });
    expect(outcome.ok).toBe(true);
    const cookie = outcome.ok
      ? outcome.setCookies.find((line) => line.startsWith("zaguan.session_token="))
      : "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  test("a wrong password and an unknown address get the same answer", async () => {
    const email = await verifiedAccount();
    expect(await signIn(deps, { email, password: "otra cosa", ip, headers: headers() })).toEqual({
      ok: false,
      reason: "credentials",
    });
    expect(await signIn(deps, { email: newEmail(), password: PASSWORD, ip, headers: headers() })).toEqual({
      ok: false,
      reason: "credentials",
    });
  });

  test("a hash from before today's parameters is upgraded at the next successful sign-in", async () => {
    const email = await verifiedAccount();
    const { hashPassword: legacyHash } = await import("better-auth/crypto");
    const [user] = await database().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await database()
      .db.update(accounts)
      .set({ password: await legacyHash(PASSWORD) })
      .where(eq(accounts.userId, user?.id ?? ""));

    expect((await signIn(deps, { email, password: PASSWORD, ip, headers: headers() })).ok).toBe(true);
    const [account] = await database()
      .db.select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ""));
    expect(needsRehash(account?.password ?? "")).toBe(false);
    expect((await signIn(deps, { email, password: PASSWORD, ip, headers: headers() })).ok).toBe(true);
  });
});

test("the e-mail brand comes from the configuration", () => {
  const { context } = createAuthTestContext(database().db);
  expect(emailBrand(context.env)).toEqual({
    name: "Zaguán",
    publicUrl: TEST_PUBLIC_URL,
    supportEmail: "soporte@zaguan.es",
  });
});
