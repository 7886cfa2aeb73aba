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
import { consumeEmailVerificationToken, resendVerificationEmail } from "./email-verification.server";
import { needsRehash, PASSWORD_HASH_PARAMS } from "./password.server";
import { requestPasswordReset } from "./password-reset.server";

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

/** What the attacker typed as a name, for an address that is not theirs. */
const SCAM = "Gana 5.000 EUR al dia en estafa.example/premio";
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
function expectNoScam(mail: { subject: string; text: string; html: string } | undefined) {
  expect(mail).toBeDefined();
  for (const part of [mail?.subject, mail?.text, mail?.html]) {
    expect(part).not.toContain("estafa.example");
    expect(part).not.toContain("5.000 EUR");
  }
}

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

  test("an address already registered gets the answer a new one gets; its owner an e-mail in our words", async () => {
    const email = newEmail();
    const first = await signUp(deps, { name: "Primera", email, password: PASSWORD, ip });
    const second = await signUp(deps, { name: SCAM, email, password: PASSWORD, ip: "198.51.100.21" });
    expect(second).toEqual(first);
    await deps.mailer.idle();
    const notice = mailsTo(email).find((mail) => mail.subject.startsWith("Alguien ha intentado crear"));
    expect(notice?.text).toContain("Si eras tú, entra con tu contraseña");
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/request-password-reset`);
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/auth`);
    expectNoScam(notice);
    const accountsForAddress = await database().db.select().from(users).where(eq(users.email, email));
    expect(accountsForAddress.map((row) => row.name)).toEqual(["Primera"]);
  });

  test("a burst of sign-ups for a registered address mails its owner at most the e-mail budget", async () => {
    const email = newEmail();
    await signUp(deps, { name: "Dueña", email, password: PASSWORD, ip });
    for (let attempt = 0; attempt < 4; attempt++)
      await signUp(deps, { name: "Otra", email, password: PASSWORD, ip: `203.0.113.${attempt}` });
    await deps.mailer.idle();
    const notices = mailsTo(email).filter((mail) => mail.subject.startsWith("Alguien ha intentado crear"));
    expect(notices).toHaveLength(AUTH_RATE_LIMITS.emailRequestsPerAccount.limit);
  });

  test("the scam sign-up: a stranger's name for someone's address reaches it in no e-mail", async () => {
    const victim = newEmail();
    expect(await signUp(deps, { name: SCAM, email: victim, password: PASSWORD, ip })).toEqual({
      ok: true,
      email: victim,
    });
    expect(requestPasswordReset(deps, victim)).toBe(true);
    expect(resendVerificationEmail({ ...deps, email: victim })).toBe(true);
    await deps.mailer.idle();
    const mails = mailsTo(victim);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Confirma tu correo electrónico en Zaguán",
      "Confirma tu correo electrónico en Zaguán",
      "Restablece tu contraseña de Zaguán",
    ]);
    for (const mail of mails) {
      expectNoScam(mail);
      expect(mail.text.startsWith("Hola:\n")).toBe(true);
    }
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
