import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { sessions } from "#app/db/schema/index";
import { getToast } from "#app/lib/toast.server";
import { createUser, TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { callRoute, cookieHeader, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { action } from "./sign-out";

const { database, harness } = withAuthTestContext();

async function cookieFor(user: TestUser) {
  const response = await harness().context.auth.api.signInEmail({
    body: { email: user.email, password: TEST_PASSWORD },
    asResponse: true,
  });
  return cookieHeader(response.headers.getSetCookie());
}

async function toastOf(response: Response) {
  const cookie = cookieHeader(response.headers.getSetCookie());
  const request = new Request(TEST_PUBLIC_URL, { headers: { cookie } });
  return (await getToast(request, { secret: harness().context.env.AUTH_SECRET })).toast;
}

const sessionCount = async (userId: string) =>
  (await database().db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("/salir", () => {
  test("'Salir' ends this session on the server, clears the cookie and keeps the other devices signed in", async () => {
    const user = await createUser(database().db);
    const laptop = await cookieFor(user);
    await cookieFor(user);
    expect(await sessionCount(user.id)).toBe(2);

    const response = (await callRoute(action, postForm("/salir", {}, laptop), harness().context)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(
      response.headers.getSetCookie().some((line) => /^zaguan\.session_token=;.*Max-Age=0/i.test(line)),
    ).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);
    expect(await toastOf(response)).toMatchObject({ title: "Has cerrado sesión", variant: "success" });
  });

  test("'cerrar sesión en todos los dispositivos' ends every session of the account", async () => {
    const user = await createUser(database().db);
    const other = await createUser(database().db);
    const phone = await cookieFor(user);
    await cookieFor(user);
    await cookieFor(other);
    const response = (await callRoute(
      action,
      postForm("/salir", { scope: "global" }, phone),
      harness().context,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await sessionCount(user.id)).toBe(0);
    expect(await sessionCount(other.id)).toBe(1);
    expect(await toastOf(response)).toMatchObject({
      description: "Hemos cerrado tu sesión en todos los dispositivos.",
    });
  });

  test("a session that had already ended is not an error", async () => {
    const user = await createUser(database().db);
    const cookie = await cookieFor(user);
    await database().db.delete(sessions);
    const response = (await callRoute(action, postForm("/salir", {}, cookie), harness().context)) as Response;
    expect(await toastOf(response)).toMatchObject({ title: "Has cerrado sesión" });
  });

  test("when the session cannot be ended it says 'Sign out Failed' and leaves the person where they were", async () => {
    const user = await createUser(database().db);
    const cookie = await cookieFor(user);
    const brokenDb = new Proxy(database().db, {
      get(target, property, receiver) {
        if (property === "delete") {
          return () => ({
            where: () => Promise.reject(new Error("database unavailable")),
          });
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const request = postForm("/salir", {}, cookie);
    request.headers.set("referer", `${TEST_PUBLIC_URL}/dashboard`);
    const response = (await callRoute(action, request, { ...harness().context, db: brokenDb })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(await toastOf(response)).toMatchObject({
      title: "Sign out Failed",
      description: "Something went wrong",
      variant: "destructive",
    });
    expect(await sessionCount(user.id)).toBe(1);
  });

  test("a post from another site signs nobody out", async () => {
    const user = await createUser(database().db);
    const request = postForm("/salir", {}, await cookieFor(user));
    request.headers.set("origin", "https://evil.example");
    request.headers.set("sec-fetch-site", "cross-site");
    await callRoute(action, request, harness().context);
    expect(await sessionCount(user.id)).toBe(1);
  });
});
