import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { action as authApiAction, loader as authApiLoader } from "#app/routes/resources/auth-api";
import { createUser, TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { cookieHeader, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { ProfileSchema } from "./profile.schema";
import { updateProfile } from "./profile.server";
import { setUserRole } from "./roles.server";

/**
 * profiles.role is set only by an admin or the demo seed (issue: "a role cannot be set or raised
 * through any form or request of a normal user"). Every door a signed-in user has is tried here.
 */
const { database, harness } = withAuthTestContext();

async function roleOf(userId: string) {
  const [row] = await database().db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

async function cookieFor(user: TestUser) {
  const response = await harness().context.auth.api.signInEmail({
    body: { email: user.email, password: TEST_PASSWORD },
    asResponse: true,
  });
  return cookieHeader(response.headers.getSetCookie());
}

describe("a normal user cannot give themselves a role", () => {
  test("through the profile form: the schema drops `role` and the update never writes it", async () => {
    const user = await createUser(database().db);
    const parsed = ProfileSchema.parse({ name: "Marta Gil", dni: "12345678Z", role: "admin" });
    expect(parsed).not.toHaveProperty("role");
    await updateProfile({ db: database().db, userId: user.id, input: { ...parsed, role: "admin" } as never });
    expect(await roleOf(user.id)).toBe("user");
  });

  test("through better-auth's update-user, even called from the server with their session", async () => {
    const user = await createUser(database().db);
    const headers = new Headers({ cookie: await cookieFor(user) });
    await expect(
      harness().context.auth.api.updateUser({ headers, body: { role: "admin" } as never }),
    ).rejects.toMatchObject({ body: { code: "FIELD_NOT_ALLOWED" } });
    expect(await roleOf(user.id)).toBe("user");
  });

  test("through the admin plugin's set-role with their own session", async () => {
    const user = await createUser(database().db);
    const headers = new Headers({ cookie: await cookieFor(user) });
    await expect(
      harness().context.auth.api.setRole({ headers, body: { userId: user.id, role: "admin" } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await roleOf(user.id)).toBe("user");
  });

  test("through better-auth's HTTP endpoints: every /api/auth/* request is a 404", async () => {
    const user = await createUser(database().db);
    const cookie = await cookieFor(user);
    for (const path of [
      "admin/set-role",
      "update-user",
      "sign-up/email",
      "sign-in/email",
      "admin/create-user",
    ]) {
      const request = postForm(`/api/auth/${path}`, { userId: user.id, role: "admin" }, cookie);
      const response = (await authApiAction({
        request,
        context: harness().context,
        params: { "*": path },
      } as never)) as Response;
      expect(response.status).toBe(404);
    }
    const get = new Request(new URL("/api/auth/get-session", TEST_PUBLIC_URL), { headers: { cookie } });
    expect(
      (
        (await authApiLoader({
          request: get,
          context: harness().context,
          params: { "*": "get-session" },
        } as never)) as Response
      ).status,
    ).toBe(404);
    expect(await roleOf(user.id)).toBe("user");
  });

  test("through setUserRole: only an admin changes roles, and not their own", async () => {
    const user = await createUser(database().db);
    const tester = await createUser(database().db, { role: "tester" });
    const admin = await createUser(database().db, { role: "admin" });
    await expect(
      setUserRole({ db: database().db, actor: user, userId: user.id, role: "admin" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      setUserRole({ db: database().db, actor: tester, userId: user.id, role: "tester" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      setUserRole({ db: database().db, actor: admin, userId: admin.id, role: "user" }),
    ).rejects.toMatchObject({ code: "forbidden" });

    expect(await setUserRole({ db: database().db, actor: admin, userId: user.id, role: "tester" })).toEqual({
      id: user.id,
      role: "tester",
    });
    expect(await roleOf(user.id)).toBe("tester");
  });

  test("the database itself refuses a role outside user, tester, admin", async () => {
    const user = await createUser(database().db);
    await expect(
      database()
        .db.update(users)
        .set({ role: "superadmin" as never })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
  });
});

describe("profile updates", () => {
  test("save name and DNI of the acting user only; the e-mail is not writable", async () => {
    const user = await createUser(database().db, { email: "yo@example.es" });
    const other = await createUser(database().db, { name: "Otra Persona" });
    const input = ProfileSchema.parse({
      name: " Marta Gil Navarro ",
      dni: "x1234567l",
      email: "nuevo@example.es",
    });
    expect(await updateProfile({ db: database().db, userId: user.id, input })).toEqual({
      name: "Marta Gil Navarro",
      dni: "X1234567L",
    });
    const [mine] = await database().db.select().from(users).where(eq(users.id, user.id));
    expect(mine).toMatchObject({ email: "yo@example.es", dni: "X1234567L" });
    const [theirs] = await database().db.select().from(users).where(eq(users.id, other.id));
    expect(theirs?.name).toBe("Otra Persona");
  });
});
