import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { savedSearches, users } from "#app/db/schema/index";
import { type UnsubscribeLink, unsubscribeToken } from "#app/domain/alerts/unsubscribe.server";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { requestPasswordReset, resetPassword } from "#app/domain/users/password-reset.server";
import { action as signOutAction } from "#app/routes/auth/sign-out";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { findLink } from "#tests/support/mail-reader";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";
import { action, loader } from "./alert-unsubscribe";

const database = withTestDatabase();
let smtp: SmtpCapture;
let context: AppLoadContext;
let buyer: TestUser;
let searchId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await database().truncate();
  context = createAuthTestContext(database().db, { smtpUrl: smtp.url }).context;
  buyer = await createUser(database().db, { name: "Berta Compradora", email: "berta@example.es" });
  const [search] = await database()
    .db.insert(savedSearches)
    .values({
      userId: buyer.id,
      name: "Pisos en Madrid",
      query: "?provincia=Madrid",
      alertFrequency: "instant",
    })
    .returning({ id: savedSearches.id });
  searchId = search?.id ?? "";
});

/** The link an alert e-mail about the search carries, signed with `version`. */
const linkOf = (version: number) => {
  const link: UnsubscribeLink = { target: { kind: "search", searchId }, version };
  return `${TEST_PUBLIC_URL}/alertas/baja?t=${encodeURIComponent(unsubscribeToken(context.env.AUTH_SECRET, link))}`;
};

/** What the route answers: its status and data, or the thrown refusal's status. */
async function answer(handler: typeof loader | typeof action, request: Request) {
  try {
    return { status: 200, data: await handler({ request, context, params: {} } as never) };
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500, data: null };
  }
}
const open = (url: string) => answer(loader, new Request(url));
/** RFC 8058: the mail provider's own POST, from its servers: no Origin, no cookies. */
const oneClick = (url: string) =>
  answer(
    action,
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );

const frequency = async () =>
  (
    await database()
      .db.select({ frequency: savedSearches.alertFrequency })
      .from(savedSearches)
      .where(eq(savedSearches.id, searchId))
  )[0]?.frequency;

describe("the unsubscribe link of an alert e-mail", () => {
  test("the mail client's one-click POST turns the search's alerts off, without signing in", async () => {
    expect(await open(linkOf(0))).toMatchObject({ status: 200, data: { exists: true, done: false } });
    expect(await oneClick(linkOf(0))).toMatchObject({ status: 200, data: { done: true } });
    expect(await frequency()).toBe("off");
  });

  test("'cerrar sesión en todos los dispositivos' revokes the links sent before; a link of the next e-mail works", async () => {
    const cookie = await sessionCookie(context, buyer);
    const signedOut = await signOutAction({
      request: postForm("/salir", { scope: "global" }, cookie),
      context,
      params: {},
    } as never);
    expect(signedOut.status).toBe(302);

    const old = linkOf(0);
    expect(await open(old)).toEqual({ status: 404, data: null });
    expect(await oneClick(old)).toEqual({ status: 404, data: null });
    expect(await frequency()).toBe("instant");

    expect(await open(linkOf(1))).toMatchObject({ status: 200, data: { exists: true } });
    expect(await oneClick(linkOf(1))).toMatchObject({ status: 200, data: { done: true } });
    expect(await frequency()).toBe("off");
  });

  test("signing out of this device only leaves the links working", async () => {
    const cookie = await sessionCookie(context, buyer);
    await signOutAction({
      request: postForm("/salir", { scope: "local" }, cookie),
      context,
      params: {},
    } as never);
    expect((await open(linkOf(0))).status).toBe(200);
  });

  test("a new password revokes them too", async () => {
    const deps = authDeps(context);
    expect(requestPasswordReset(deps, buyer.email)).toBe(true);
    await deps.mailer.idle();
    const mail = await smtp.waitFor(buyer.email);
    const token = new URL(findLink(mail, `${TEST_PUBLIC_URL}/reset-password?token=`) ?? "").searchParams.get(
      "token",
    );
    expect(
      await resetPassword(deps, {
        token: token ?? "",
        password: "otra frase bastante larga",
        ip: "198.51.100.7",
      }),
    ).toBe("done");

    const [row] = await database()
      .db.select({ version: users.unsubscribeLinkVersion })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(row?.version).toBe(1);
    expect((await oneClick(linkOf(0))).status).toBe(404);
    expect(await frequency()).toBe("instant");
  });
});
