import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { type ParsedMail, parseMail } from "#tests/support/mail-reader";
import { type SignInOutcome, signIn } from "./accounts.server";
import { type AuthDeps, authDeps } from "./auth-deps.server";
import { AUTH_RATE_LIMITS, reserveSignInAttempt } from "./auth-rate-limits.server";

/**
 * The sign-in limits as a person meets them: strangers' wrong passwords never
 * keep the owner out. Counters run on a clock the test moves, so a window can end.
 */
const database = withTestDatabase();
let deps: AuthDeps;
let outboxDir: string;
let clock: number;

beforeEach(async () => {
  await database().truncate();
  const harness = createAuthTestContext(database().db);
  clock = Date.now();
  deps = { ...authDeps(harness.context), rateLimiter: createMemoryRateLimitStore({ now: () => clock }) };
  outboxDir = harness.outboxDir;
});

const headers = () => new Headers({ "user-agent": "vitest" });
const attempt = (email: string, password: string, ip: string) =>
  signIn(deps, { email, password, ip, headers: headers() });
const reasons = (outcomes: SignInOutcome[]) =>
  outcomes.map((outcome) => (outcome.ok ? "signed-in" : outcome.reason));
const count = (list: string[], value: string) => list.filter((item) => item === value).length;

/** `n` simultaneous wrong passwords for one account, from the addresses `ipOf` gives. */
function burst(email: string, n: number, ipOf: (index: number) => string) {
  return Promise.all(Array.from({ length: n }, (_, index) => attempt(email, `mal-${index}`, ipOf(index))));
}

const MANY = (index: number) => `198.51.${Math.floor(index / 200)}.${(index % 200) + 1}`;

async function accountLockedMails(email: string): Promise<ParsedMail[]> {
  await deps.mailer.idle();
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) =>
    name.includes("-account-locked-"),
  );
  const mails = await Promise.all(
    files.map(async (name) => parseMail(await readFile(path.join(outboxDir, name), "utf8"))),
  );
  return mails.filter((mail) => mail.to === email);
}

describe("one address guessing one account", () => {
  test("a burst of wrong passwords from address A, then the owner's right password from address B signs in", async () => {
    const owner = await createUser(database().db);
    const outcomes = reasons(await burst(owner.email, 30, () => "203.0.113.66"));
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp;
    expect(count(outcomes, "credentials")).toBe(limit);
    expect(count(outcomes, "limited")).toBe(30 - limit);

    const fromA = await attempt(owner.email, TEST_PASSWORD, "203.0.113.66");
    expect(fromA).toMatchObject({ ok: false, reason: "limited" });
    expect((await attempt(owner.email, TEST_PASSWORD, "192.0.2.10")).ok).toBe(true);
  });

  test("after 10 wrong passwords for one account the address waits 15 minutes for it, and may still use another account", async () => {
    const owner = await createUser(database().db);
    const other = await createUser(database().db);
    const ip = "203.0.113.67";
    const { limit, windowMs } = AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp;
    for (let index = 0; index < limit; index++) {
      expect(await attempt(owner.email, `mal-${index}`, ip)).toEqual({ ok: false, reason: "credentials" });
    }
    const refused = await attempt(owner.email, TEST_PASSWORD, ip);
    expect(refused).toMatchObject({ ok: false, reason: "limited" });
    expect(refused.ok === false && refused.reason === "limited" && refused.retryAfterMs).toBeLessThanOrEqual(
      windowMs,
    );
    expect((await attempt(other.email, TEST_PASSWORD, ip)).ok).toBe(true);

    clock += windowMs;
    expect((await attempt(owner.email, TEST_PASSWORD, ip)).ok).toBe(true);
  });

  test("an IPv6 client is counted by its /64, whichever address of it it uses", async () => {
    const owner = await createUser(database().db);
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp;
    const outcomes = reasons(
      await burst(owner.email, limit + 5, (index) => `2001:db8:aa:bb::${(index + 1).toString(16)}`),
    );
    expect(count(outcomes, "credentials")).toBe(limit);
    expect(await attempt(owner.email, TEST_PASSWORD, "2001:db8:aa:bb:1:2:3:4")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect((await attempt(owner.email, TEST_PASSWORD, "2001:db8:aa:bc::1")).ok).toBe(true);
  });

  test("the right password forgets this address's wrong ones on the account: the owner's typos do not add up", async () => {
    const owner = await createUser(database().db);
    const ip = "192.0.2.20";
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp;
    // Twice 9 typos: over the pair's 10 if they added up, under the address's 20 (which keeps them).
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < limit - 1; index++) await attempt(owner.email, "typo", ip);
      expect((await attempt(owner.email, TEST_PASSWORD, ip)).ok).toBe(true);
    }
  });

  test("simultaneous right passwords from one address: only its budget is checked at once, and it signs in afterwards", async () => {
    const owner = await createUser(database().db);
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerAccountAndIp;
    const outcomes = reasons(
      await Promise.all(
        Array.from({ length: limit + 4 }, () => attempt(owner.email, TEST_PASSWORD, "192.0.2.30")),
      ),
    );
    expect(count(outcomes, "signed-in")).toBe(limit);
    expect(count(outcomes, "limited")).toBe(4);
    expect((await attempt(owner.email, TEST_PASSWORD, "192.0.2.30")).ok).toBe(true);
  });
});

describe("one address trying many accounts (credential stuffing)", () => {
  test("is refused for every account after 20 failures, while another address still gets in", async () => {
    const owner = await createUser(database().db);
    const ip = "203.0.113.9";
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerIp;
    const outcomes = reasons(
      await Promise.all(
        Array.from({ length: 30 }, (_, index) => attempt(`rafaga${index}@example.es`, "mal", ip)),
      ),
    );
    expect(count(outcomes, "credentials")).toBe(limit);
    expect(await attempt(owner.email, TEST_PASSWORD, ip)).toMatchObject({ ok: false, reason: "limited" });
    expect((await attempt(owner.email, TEST_PASSWORD, "203.0.113.10")).ok).toBe(true);
  });

  test("signing in correctly gives the attempt back: an address that signs in often is never limited", async () => {
    const owner = await createUser(database().db);
    for (let index = 0; index < AUTH_RATE_LIMITS.signInFailuresPerIp.limit + 1; index++) {
      expect((await attempt(owner.email, TEST_PASSWORD, "192.0.2.77")).ok).toBe(true);
    }
  });
});

describe("many addresses guessing one account: the account's own lock", () => {
  test("60 simultaneous wrong passwords from 60 addresses: 50 checked; then the right password from a new address is refused as locked for up to an hour", async () => {
    const owner = await createUser(database().db);
    const { limit, windowMs } = AUTH_RATE_LIMITS.signInFailuresPerAccount;
    const outcomes = reasons(await burst(owner.email, 60, MANY));
    expect(count(outcomes, "credentials")).toBe(limit);
    expect(count(outcomes, "locked")).toBe(60 - limit);

    const owners = await attempt(owner.email, TEST_PASSWORD, "192.0.2.200");
    expect(owners).toMatchObject({ ok: false, reason: "locked" });
    const wait = owners.ok === false && owners.reason === "locked" ? owners.retryAfterMs : 0;
    expect(wait).toBeGreaterThan(windowMs - 60_000);
    expect(wait).toBeLessThanOrEqual(windowMs);

    clock += windowMs;
    expect((await attempt(owner.email, TEST_PASSWORD, "192.0.2.200")).ok).toBe(true);
  });

  test("the owner is told once per lock, not per attempt: one e-mail for the burst and the refusals after it, one more for the next lock", async () => {
    const owner = await createUser(database().db, { name: "Tomás Rey" });
    const { windowMs } = AUTH_RATE_LIMITS.signInFailuresPerAccount;
    await burst(owner.email, 55, MANY);
    for (let index = 0; index < 5; index++)
      await attempt(owner.email, TEST_PASSWORD, `192.0.2.${index + 100}`);
    const [mail, ...more] = await accountLockedMails(owner.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Alguien está intentando entrar en tu cuenta de Zaguán");
    expect(mail?.text).toContain("Hola, Tomás Rey:");
    expect(mail?.text).toContain("durante los próximos 60 minutos no aceptaremos la contraseña");
    expect(mail?.text).toContain(
      `${TEST_PUBLIC_URL}/entrar-con-enlace?${new URLSearchParams({ email: owner.email })}`,
    );
    expect(mail?.text).toContain("te recomendamos cambiar la contraseña");
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/request-password-reset`);

    // The next window: its budget filled directly, but for the wrong password that spends it.
    clock += windowMs;
    for (let index = 0; index < AUTH_RATE_LIMITS.signInFailuresPerAccount.limit - 1; index++) {
      await reserveSignInAttempt(deps.rateLimiter, { email: owner.email, ip: MANY(index + 300) });
    }
    expect(await attempt(owner.email, "otra vez", "192.0.2.160")).toEqual({
      ok: false,
      reason: "credentials",
    });
    expect(await accountLockedMails(owner.email)).toHaveLength(2);
  });

  test("exactly 50 wrong passwords and nothing after: the owner is still told", async () => {
    const owner = await createUser(database().db);
    const { limit } = AUTH_RATE_LIMITS.signInFailuresPerAccount;
    for (let index = 0; index < limit - 1; index++) {
      await reserveSignInAttempt(deps.rateLimiter, { email: owner.email, ip: MANY(index) });
    }
    expect(await attempt(owner.email, "la última", "192.0.2.150")).toEqual({
      ok: false,
      reason: "credentials",
    });
    expect(await accountLockedMails(owner.email)).toHaveLength(1);
  });

  test("an unknown address meets the same lock and answers; nobody is mailed, nor an unverified account's address", async () => {
    const unverified = await createUser(database().db);
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    for (const email of ["nadie@example.es", unverified.email]) {
      const outcomes = reasons(await burst(email, 52, MANY));
      expect(count(outcomes, "credentials")).toBe(AUTH_RATE_LIMITS.signInFailuresPerAccount.limit);
      expect(await attempt(email, TEST_PASSWORD, "192.0.2.201")).toMatchObject({
        ok: false,
        reason: "locked",
      });
      expect(await accountLockedMails(email)).toHaveLength(0);
    }
  });
});
