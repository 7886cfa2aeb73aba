import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { properties } from "#app/db/schema/properties";
import { type UserRole, users } from "#app/db/schema/users";
import { action as adminAction, loader as adminLoader } from "#app/routes/admin/admin";
import { loader as finalFeeLoader } from "#app/routes/admin/agency-final-fee";
import { action as toolsAction, loader as toolsLoader } from "#app/routes/admin/tools";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";

/**
 * Every staff loader and action refuses non-admins on the server. Pages
 * (GET) send a signed-in non-admin to /dashboard; a POST gets 403; a visitor is sent to sign in.
 */
const database = withTestDatabase();
beforeEach(() => database().truncate());

type Handler = (args: never) => unknown;
type Outcome = { status: number; location: string | null };

/** What the router would answer: a thrown or returned Response, or data() with its status. */
async function outcome(handler: Handler, request: Request, context: AppLoadContext): Promise<Outcome> {
  const read = (value: unknown): Outcome => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    if (value && typeof value === "object" && "init" in value) {
      const init = (value as { init?: ResponseInit | null }).init;
      return { status: init?.status ?? 200, location: null };
    }
    return { status: 200, location: null };
  };
  try {
    return read(await handler({ request, context, params: {} } as never));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown && typeof thrown === "object" && "init" in thrown))
      return read(thrown);
    throw thrown;
  }
}

const get = (pathname: string, cookie?: string) =>
  new Request(new URL(pathname, TEST_PUBLIC_URL), { headers: cookie ? { cookie } : {} });

const PAGES: Array<[string, Handler, string]> = [
  ["/admin", adminLoader, "/admin?tab=propiedades&q=madrid"],
  ["/admin/tools", toolsLoader, "/admin/tools"],
  ["/agency/final-fee", finalFeeLoader, "/agency/final-fee"],
];

async function setup(role: UserRole | null, { secondFactor = true }: { secondFactor?: boolean } = {}) {
  const { db } = database();
  const test = createAuthTestContext(db);
  const owner = await createUser(db, { name: "Propietaria" });
  const pending = await createUser(db, { name: "Sin Verificar" });
  await db.update(users).set({ emailVerified: false }).where(eq(users.id, pending.id));
  const published = await createProperty(db, owner.id);
  const unpublished = await createProperty(db, owner.id, { status: "unpublished" });
  const actor = role ? await createUser(db, { role }) : null;
  const cookie = actor ? await sessionCookie(test.context, actor, { secondFactor }) : undefined;
  const actions: Array<[string, Handler, string, Record<string, string>]> = [
    [
      "change-role",
      adminAction,
      "/admin",
      { intent: "change-role", userId: actor?.id ?? owner.id, role: "admin" },
    ],
    [
      "change-role (someone else)",
      adminAction,
      "/admin",
      { intent: "change-role", userId: owner.id, role: "admin" },
    ],
    ["unpublish", adminAction, "/admin", { intent: "unpublish", propertyId: published.id }],
    ["republish", adminAction, "/admin", { intent: "republish", propertyId: unpublished.id }],
    ["resend-verification", adminAction, "/admin", { intent: "resend-verification", userId: pending.id }],
    [
      "send-test-email",
      toolsAction,
      "/admin/tools",
      { intent: "send-test-email", to: "cualquiera@ejemplo.es" },
    ],
    [
      "create-user",
      toolsAction,
      "/admin/tools",
      {
        intent: "create-user",
        name: "Intrusa",
        email: "nueva@ejemplo.es",
        password: "una-clave-larga",
        role: "admin",
      },
    ],
  ];
  return { ...test, actor, cookie, owner, published, unpublished, actions };
}

/** Nothing an action could have done happened. */
async function expectNothingChanged(ctx: Awaited<ReturnType<typeof setup>>) {
  const { db } = database();
  const roles = await db.select({ id: users.id, role: users.role, email: users.email }).from(users);
  expect(roles.filter((row) => row.role === "admin")).toEqual([]);
  expect(roles.some((row) => row.email === "nueva@ejemplo.es")).toBe(false);
  const statuses = await db.select({ id: properties.id, status: properties.status }).from(properties);
  expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
    [ctx.published.id]: "published",
    [ctx.unpublished.id]: "unpublished",
  });
  expect(await db.select().from(auditLog)).toEqual([]);
  await ctx.mailer.idle();
  await expect(readdir(ctx.outboxDir)).rejects.toThrow();
}

describe.each(["user", "tester"] as const)("a signed-in %s", (role) => {
  test.each(PAGES)("GET %s is redirected to /dashboard", async (_name, loader, pathname) => {
    const ctx = await setup(role);
    expect(await outcome(loader, get(pathname, ctx.cookie), ctx.context)).toEqual({
      status: 302,
      location: "/dashboard",
    });
  });

  test("every admin action answers 403 and changes nothing", async () => {
    const ctx = await setup(role);
    for (const [name, action, pathname, fields] of ctx.actions) {
      const result = await outcome(action, postForm(pathname, fields, ctx.cookie), ctx.context);
      expect(result, name).toEqual({ status: 403, location: null });
    }
    await expectNothingChanged(ctx);
  });
});

describe("a visitor", () => {
  test.each(PAGES)("GET %s is sent to sign in and back", async (_name, loader, pathname) => {
    const ctx = await setup(null);
    const result = await outcome(loader, get(pathname), ctx.context);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/auth?${new URLSearchParams({ redirectTo: pathname })}`);
  });

  test("every admin action is refused (sent to sign in) and changes nothing", async () => {
    const ctx = await setup(null);
    for (const [name, action, pathname, fields] of ctx.actions) {
      const result = await outcome(action, postForm(pathname, fields), ctx.context);
      expect(result.status, name).toBe(302);
      expect(result.location, name).toMatch(/^\/auth\?/);
    }
    await expectNothingChanged(ctx);
  });
});

describe("an admin whose session has only the password behind it (no second factor)", () => {
  test.each(PAGES)(
    "GET %s is sent to set up the second factor, and back",
    async (_name, loader, pathname) => {
      const ctx = await setup("admin", { secondFactor: false });
      expect(await outcome(loader, get(pathname, ctx.cookie), ctx.context)).toEqual({
        status: 302,
        location: `/verificacion-en-dos-pasos/configurar?${new URLSearchParams({ redirectTo: pathname })}`,
      });
    },
  );

  test("every admin action answers 403 and changes nothing", async () => {
    const ctx = await setup("admin", { secondFactor: false });
    for (const [name, action, pathname, fields] of ctx.actions) {
      const result = await outcome(action, postForm(pathname, fields, ctx.cookie), ctx.context);
      expect(result, name).toEqual({ status: 403, location: null });
    }
    const { db } = database();
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(admins).toEqual([{ id: ctx.actor?.id }]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });
});

describe("an admin", () => {
  test.each(PAGES)("GET %s is served", async (_name, loader, pathname) => {
    const ctx = await setup("admin");
    expect((await outcome(loader, get(pathname, ctx.cookie), ctx.context)).status).toBe(200);
  });

  test("when the database fails, /admin answers 503 with 'Error al cargar datos' instead of crashing", async () => {
    const ctx = await setup("admin");
    const failing = new Proxy(ctx.context.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw new Error("connection terminated");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    // The session is still read (better-auth keeps its own handle); the panel's queries fail.
    const context = { ...ctx.context, db: failing } as AppLoadContext;
    const result = (await adminLoader({
      request: get("/admin", ctx.cookie),
      context,
      params: {},
    } as never)) as {
      data: { status: string };
      init: ResponseInit | null;
    };
    expect(result.init?.status).toBe(503);
    expect(result.data.status).toBe("error");
  });

  test("a post from another site is refused with 403 even for an admin", async () => {
    const ctx = await setup("admin");
    const request = new Request(new URL("/admin", TEST_PUBLIC_URL), {
      method: "POST",
      body: new URLSearchParams({ intent: "unpublish", propertyId: ctx.published.id }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
        cookie: ctx.cookie ?? "",
      },
    });
    expect(await outcome(adminAction, request, ctx.context)).toEqual({ status: 403, location: null });
    const [row] = await database()
      .db.select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, ctx.published.id));
    expect(row?.status).toBe("published");
  });
});
