import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "#app/demo/accounts";
import { seedDemoSecondFactor } from "#app/demo/second-factor.server";
import { loader as adminLoader } from "#app/routes/admin/admin";
import { action as challengeAction } from "#app/routes/auth/second-factor";
import { action as setupAction } from "#app/routes/auth/second-factor-setup";
import { createUser, TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import {
  callRoute,
  cookieHeader,
  createAuthTestContext,
  postForm,
  TEST_PUBLIC_URL,
} from "#tests/support/auth-context";
import { totpFromBase32 } from "#tests/support/totp";
import { signIn } from "./accounts.server";
import { authDeps } from "./auth-deps.server";
import { getSessionState } from "./session.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const get = (pathname: string, cookie: string) =>
  new Request(new URL(pathname, TEST_PUBLIC_URL), { headers: { cookie } });

async function setup(role: "admin" | "user", email?: string) {
  const test = createAuthTestContext(database().db);
  const user = await createUser(database().db, { role, email });
  return { ...test, user };
}

type Ctx = Awaited<ReturnType<typeof setup>>;

/** Password, then the page's "Empezar" and the first code: as a person sets up the app. */
async function setUpApp(ctx: Ctx, cookie: string) {
  const started = await callRoute(
    setupAction,
    postForm("/verificacion-en-dos-pasos/configurar", { intent: "start", password: TEST_PASSWORD }, cookie),
    ctx.context,
  );
  if (started instanceof Response) throw new Error(`start answered ${started.status}`);
  const step = started.data.step as { secret: string; recoveryCodes: string[]; totpUri: string };
  const confirmed = await callRoute(
    setupAction,
    postForm(
      "/verificacion-en-dos-pasos/configurar",
      { intent: "confirm", code: totpFromBase32(step.secret) },
      cookie,
    ),
    ctx.context,
  );
  if (!(confirmed instanceof Response)) throw new Error(`confirm answered ${confirmed.status}`);
  return { step, confirmed, cookie: cookieHeader(confirmed.headers.getSetCookie()) };
}

/** The password on /auth: no session yet, only the plugin's cookie for the code page. */
async function passwordStep(ctx: Ctx, user: Pick<TestUser, "email">) {
  const outcome = await signIn(authDeps(ctx.context), {
    email: user.email,
    password: TEST_PASSWORD,
    ip: "198.51.100.9",
    headers: new Headers(),
  });
  if (!outcome.ok) throw new Error(`sign-in refused: ${outcome.reason}`);
  expect(outcome.secondFactor).toBe(true);
  expect(outcome.setCookies.some((line) => line.includes("session_token=") && !/max-age=0/i.test(line))).toBe(
    false,
  );
  return cookieHeader(outcome.setCookies);
}

const pass = (ctx: Ctx, cookie: string, intent: "totp" | "recovery", code: string) =>
  callRoute(
    challengeAction,
    postForm("/verificacion-en-dos-pasos?redirectTo=/admin", { intent, code }, cookie),
    ctx.context,
  );

const auditActions = async () =>
  (await database().db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action).sort();

describe("staff's second factor", () => {
  test("an admin sets up the app at first sign-in (QR, base32 key, recovery codes), then /admin opens", async () => {
    const ctx = await setup("admin");
    const cookie = await sessionCookie(ctx.context, ctx.user, { secondFactor: false });
    const { step, confirmed, cookie: passed } = await setUpApp(ctx, cookie);
    expect(step.totpUri).toMatch(/^otpauth:\/\/totp\/Zagu/);
    expect(step.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(step.recoveryCodes).toHaveLength(10);
    expect(confirmed.headers.get("Location")).toBe("/admin");
    expect((await callRoute(adminLoader, get("/admin", passed), ctx.context)) instanceof Response).toBe(
      false,
    );
    // The session that only had the password still has no staff powers.
    const old = await callRoute(adminLoader, get("/admin", cookie), ctx.context);
    expect(old instanceof Response ? old.status : 200).toBe(302);
    expect(await auditActions()).toEqual(["second_factor.set_up"]);
  });

  test("a recovery code lets staff in once; the same code again is refused; every use is audited", async () => {
    const ctx = await setup("admin");
    const { step } = await setUpApp(ctx, await sessionCookie(ctx.context, ctx.user, { secondFactor: false }));
    const code = step.recoveryCodes[0] as string;

    const first = await pass(ctx, await passwordStep(ctx, ctx.user), "recovery", code);
    if (!(first instanceof Response)) throw new Error(`refused: ${JSON.stringify(first.data)}`);
    expect(first.headers.get("Location")).toBe("/admin");
    const inside = cookieHeader(first.headers.getSetCookie());
    expect((await callRoute(adminLoader, get("/admin", inside), ctx.context)) instanceof Response).toBe(
      false,
    );

    const again = await pass(ctx, await passwordStep(ctx, ctx.user), "recovery", code);
    expect(again instanceof Response).toBe(false);
    expect(again).toMatchObject({
      status: 401,
      data: { error: "Ese código de recuperación no es válido o ya se ha usado." },
    });

    const other = await pass(
      ctx,
      await passwordStep(ctx, ctx.user),
      "recovery",
      step.recoveryCodes[1] as string,
    );
    expect(other instanceof Response && other.status).toBe(302);
    expect(await auditActions()).toEqual([
      "second_factor.recovery_code_used",
      "second_factor.recovery_code_used",
      "second_factor.set_up",
    ]);
  });

  test("a wrong code opens nothing; the app's code does, and is audited", async () => {
    const ctx = await setup("admin");
    const { step } = await setUpApp(ctx, await sessionCookie(ctx.context, ctx.user, { secondFactor: false }));
    const challenge = await passwordStep(ctx, ctx.user);
    const right = totpFromBase32(step.secret);
    const wrong = right === "000000" ? "111111" : "000000";
    expect(await pass(ctx, challenge, "totp", wrong)).toMatchObject({ status: 401 });
    const passed = await pass(ctx, challenge, "totp", right);
    expect(passed instanceof Response && passed.status).toBe(302);
    expect(await auditActions()).toEqual(["second_factor.passed", "second_factor.set_up"]);
  });

  test("the demo admin's printed secret gives the codes its sign-in asks for", async () => {
    const ctx = await setup("admin", DEMO_ADMIN_EMAIL);
    expect(await seedDemoSecondFactor(database().db, ctx.context.auth)).toBe(true);
    expect(await seedDemoSecondFactor(database().db, ctx.context.auth)).toBe(false);
    const passed = await pass(
      ctx,
      await passwordStep(ctx, ctx.user),
      "totp",
      totpFromBase32(DEMO_ADMIN_TOTP_SECRET),
    );
    expect(passed instanceof Response && passed.status).toBe(302);
  });
});

describe("an owner's second factor (Mis Datos)", () => {
  test("once on, sign-in asks for the code, and a session opened before is asked too", async () => {
    const ctx = await setup("user");
    const before = await sessionCookie(ctx.context, ctx.user, { secondFactor: false });
    const { step, cookie } = await setUpApp(
      ctx,
      await sessionCookie(ctx.context, ctx.user, { secondFactor: false }),
    );
    expect((await getSessionState(get("/dashboard", cookie), ctx.context)).kind).toBe("signed-in");
    expect((await getSessionState(get("/dashboard", before), ctx.context)).kind).toBe("pending");
    const passed = await pass(ctx, await passwordStep(ctx, ctx.user), "totp", totpFromBase32(step.secret));
    expect(passed instanceof Response && passed.status).toBe(302);
    // Owners' sign-ins are theirs, not staff actions.
    expect(await auditActions()).toEqual([]);
  });

  test("an owner turns it off with the password; staff cannot", async () => {
    const owner = await setup("user");
    const { cookie } = await setUpApp(
      owner,
      await sessionCookie(owner.context, owner.user, { secondFactor: false }),
    );
    const form = { intent: "turn-off", password: TEST_PASSWORD };
    const off = await callRoute(
      setupAction,
      postForm("/verificacion-en-dos-pasos/configurar", form, cookie),
      owner.context,
    );
    expect(off instanceof Response && off.headers.get("Location")).toBe("/dashboard/datos");
    const signedIn = await signIn(authDeps(owner.context), {
      email: owner.user.email,
      password: TEST_PASSWORD,
      ip: "198.51.100.9",
      headers: new Headers(),
    });
    expect(signedIn).toMatchObject({ ok: true, secondFactor: false });

    await database().truncate();
    const admin = await setup("admin");
    const { cookie: staff } = await setUpApp(
      admin,
      await sessionCookie(admin.context, admin.user, { secondFactor: false }),
    );
    const refused = await callRoute(
      setupAction,
      postForm("/verificacion-en-dos-pasos/configurar", form, staff),
      admin.context,
    );
    expect(refused).toMatchObject({ status: 403 });
    const [row] = await database()
      .db.select({ on: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, "second_factor.set_up"));
    expect(row).toBeDefined();
  });

  test("guesses are counted: past the account's budget even the right code waits, with Retry-After", async () => {
    const ctx = await setup("admin");
    const cookie = await sessionCookie(ctx.context, ctx.user, { secondFactor: false });
    const confirm = (code: string) =>
      callRoute(
        setupAction,
        postForm("/verificacion-en-dos-pasos/configurar", { intent: "confirm", code }, cookie),
        ctx.context,
      );
    const started = await callRoute(
      setupAction,
      postForm("/verificacion-en-dos-pasos/configurar", { intent: "start", password: TEST_PASSWORD }, cookie),
      ctx.context,
    );
    if (started instanceof Response) throw new Error(`start answered ${started.status}`);
    const { secret } = started.data.step as { secret: string };
    const right = totpFromBase32(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    // The password was the first try of ten; nine wrong codes spend the rest.
    for (let guess = 0; guess < 9; guess++) expect(await confirm(wrong)).toMatchObject({ status: 401 });
    const refused = await confirm(right);
    expect(refused).toMatchObject({ status: 429 });
    expect(Number((refused as { headers: Headers }).headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
