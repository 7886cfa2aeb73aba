import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { sessions } from "#app/db/schema/index";
import { requireRole, requireUser } from "#app/http/session.server";
import { createUser, TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { cookieHeader, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { secondFactorSetupPath } from "./second-factor-paths";
import { getOptionalUser } from "./session.server";
import { SESSION_ABSOLUTE_SECONDS, SESSION_SLIDING_SECONDS } from "./session-policy";

const { database, harness } = withAuthTestContext();

async function signedInCookie(user: TestUser) {
  const response = await harness().context.auth.api.signInEmail({
    body: { email: user.email, password: TEST_PASSWORD },
    asResponse: true,
  });
  return cookieHeader(response.headers.getSetCookie());
}

const get = (path: string, cookie?: string, extra: Record<string, string> = {}) =>
  new Request(new URL(path, TEST_PUBLIC_URL), { headers: { ...(cookie ? { cookie } : {}), ...extra } });

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown redirect");
}

describe("the session read on the server", () => {
  test("gives the user with the role stored in the database", async () => {
    const user = await createUser(database().db, { role: "tester", name: "Tomás" });
    const found = await getOptionalUser(get("/", await signedInCookie(user)), harness().context);
    expect(found).toEqual({
      id: user.id,
      name: "Tomás",
      email: user.email,
      role: "tester",
      secondFactor: "off",
    });
    expect(await getOptionalUser(get("/"), harness().context)).toBeNull();
  });

  test("slides: a session used after a day gets a new 7-day expiry and a new cookie", async () => {
    const user = await createUser(database().db);
    const cookie = await signedInCookie(user);
    const fiveDaysLeft = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await database().db.update(sessions).set({ expiresAt: fiveDaysLeft }).where(eq(sessions.userId, user.id));

    expect(await getOptionalUser(get("/dashboard", cookie), harness().context)).not.toBeNull();
    const [row] = await database().db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_SLIDING_SECONDS - 60) * 1000);
    const refreshed = harness().setCookies.find((line) => line.startsWith("zaguan.session_token="));
    expect(refreshed).toMatch(/Max-Age=604800/);
    expect(refreshed).toMatch(/HttpOnly/i);
  });

  test("ends after the absolute lifetime however active it was", async () => {
    const user = await createUser(database().db);
    const cookie = await signedInCookie(user);
    const longAgo = new Date(Date.now() - (SESSION_ABSOLUTE_SECONDS + 60) * 1000);
    await database().db.update(sessions).set({ createdAt: longAgo }).where(eq(sessions.userId, user.id));

    expect(await getOptionalUser(get("/dashboard", cookie), harness().context)).toBeNull();
    expect(await database().db.select().from(sessions)).toHaveLength(0);
  });

  test("an expired session reads as signed out and its cookie is cleared", async () => {
    const user = await createUser(database().db);
    const cookie = await signedInCookie(user);
    await database()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await getOptionalUser(get("/dashboard", cookie), harness().context)).toBeNull();
    expect(harness().setCookies.some((line) => /^zaguan\.session_token=;.*Max-Age=0/i.test(line))).toBe(true);
  });
});

describe("requireUser and requireRole", () => {
  test("a visitor is sent to /auth remembering the page", async () => {
    const response = await thrownResponse(requireUser(get("/vender?paso=2"), harness().context));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", TEST_PUBLIC_URL);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/vender?paso=2");
  });

  test("the agency process adds from=agency", async () => {
    const response = await thrownResponse(
      requireUser(get("/proceso-agencia"), harness().context, { from: "agency" }),
    );
    const location = new URL(response.headers.get("Location") ?? "", TEST_PUBLIC_URL);
    expect(location.searchParams.get("from")).toBe("agency");
  });

  test("a form posted after the session ended returns to the page the form was on, never elsewhere", async () => {
    const post = (referer: string) =>
      new Request(new URL("/vender?index", TEST_PUBLIC_URL), { method: "POST", headers: { referer } });
    const back = await thrownResponse(
      requireUser(post(`${TEST_PUBLIC_URL}/vender?paso=3`), harness().context),
    );
    expect(new URL(back.headers.get("Location") ?? "", TEST_PUBLIC_URL).searchParams.get("redirectTo")).toBe(
      "/vender?paso=3",
    );
    const foreign = await thrownResponse(requireUser(post("https://evil.example/x"), harness().context));
    expect(
      new URL(foreign.headers.get("Location") ?? "", TEST_PUBLIC_URL).searchParams.get("redirectTo"),
    ).toBe("/vender");
  });

  test("a signed-in user who is not an admin is sent to /dashboard; an admin passes", async () => {
    const user = await createUser(database().db, { role: "user" });
    const response = await thrownResponse(
      requireRole(get("/admin", await signedInCookie(user)), harness().context, "admin"),
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
    const admin = await createUser(database().db, { role: "admin" });
    const adminCookie = await signedInCookie(admin);
    // The password alone: staff set up their second factor first (docs/decisions/0043-staff-second-factor.md).
    const unproven = await thrownResponse(
      requireRole(get("/admin", adminCookie), harness().context, "admin"),
    );
    expect(unproven.headers.get("Location")).toBe(secondFactorSetupPath("/admin"));
    await database()
      .db.update(sessions)
      .set({ secondFactorVerifiedAt: new Date() })
      .where(eq(sessions.userId, admin.id));
    await expect(requireRole(get("/admin", adminCookie), harness().context, "admin")).resolves.toMatchObject({
      id: admin.id,
      role: "admin",
    });
  });
});
