import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sessions, users, verifications } from "#app/db/schema/index";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { findLink } from "#tests/support/mail-reader";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";
import { signIn } from "./accounts.server";
import { type AuthDeps, authDeps } from "./auth-deps.server";
import { inspectResetToken, requestPasswordReset, resetPassword } from "./password-reset.server";

const database = withTestDatabase();
let smtp: SmtpCapture;
let deps: AuthDeps;

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

const NEW_PASSWORD = "otra frase bastante larga";
const headers = () => new Headers();

async function resetLinkFor(email: string) {
  expect(requestPasswordReset(deps, email)).toBe(true);
  await deps.mailer.idle();
  const mail = await smtp.waitFor(email);
  expect(mail.subject).toBe("Restablece tu contraseña de Zaguán");
  const link = findLink(mail, `${TEST_PUBLIC_URL}/reset-password?token=`);
  if (!link) throw new Error("no reset link in the e-mail");
  return new URL(link).searchParams.get("token") ?? "";
}

describe("password reset, through a real SMTP server", () => {
  test("the link from the e-mail sets a new password; the old one stops working", async () => {
    const user = await createUser(database().db, { email: "olvido@example.es" });
    const token = await resetLinkFor(user.email);
    expect(await inspectResetToken(deps.auth, token)).toBe("valid");

    expect(await resetPassword(deps, { token, password: NEW_PASSWORD, ip: "198.51.100.7" })).toBe("done");
    const ip = "198.51.100.9";
    expect(
      await signIn(deps, { email: user.email, password: TEST_PASSWORD, ip, headers: headers() }),
    ).toMatchObject({
      ok: false,
      reason: "credentials",
    });
    expect(
      (await signIn(deps, { email: user.email, password: NEW_PASSWORD, ip, headers: headers() })).ok,
    ).toBe(true);
  });

  test("the token is stored hashed, works once, and cannot be replayed", async () => {
    const user = await createUser(database().db, { email: "una-vez@example.es" });
    const token = await resetLinkFor(user.email);
    const stored = await database().db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).not.toContain(token);

    expect(await resetPassword(deps, { token, password: NEW_PASSWORD, ip: "198.51.100.7" })).toBe("done");
    expect(await resetPassword(deps, { token, password: "y otra más distinta", ip: "198.51.100.7" })).toBe(
      "invalid",
    );
    expect(await inspectResetToken(deps.auth, token)).toBe("invalid");
  });

  test("an expired link is told apart from an unknown one and changes nothing", async () => {
    const user = await createUser(database().db, { email: "tarde@example.es" });
    const token = await resetLinkFor(user.email);
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await inspectResetToken(deps.auth, token)).toBe("expired");
    expect(await resetPassword(deps, { token, password: NEW_PASSWORD, ip: "198.51.100.7" })).toBe("invalid");
    expect(await inspectResetToken(deps.auth, "no-existe")).toBe("invalid");
  });

  test("resetting ends every session of the account and counts as verifying the e-mail", async () => {
    const user = await createUser(database().db, { email: "sesiones@example.es" });
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const context = await deps.auth.$context;
    await context.internalAdapter.createSession(user.id);
    await context.internalAdapter.createSession(user.id);
    expect(await database().db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);

    const token = await resetLinkFor(user.email);
    expect(await resetPassword(deps, { token, password: NEW_PASSWORD, ip: "198.51.100.7" })).toBe("done");
    expect(await database().db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const [row] = await database()
      .db.select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.verified).toBe(true);
  });

  test("an address without an account gets the same answer and no e-mail", async () => {
    await createUser(database().db, { email: "existe@example.es" });
    expect(requestPasswordReset(deps, "no-existe@example.es")).toBe(true);
    expect(requestPasswordReset(deps, "existe@example.es")).toBe(true);
    await deps.mailer.idle();
    await smtp.waitFor("existe@example.es");
    expect(smtp.messages.some((message) => message.envelopeTo.includes("no-existe@example.es"))).toBe(false);
  });
});
