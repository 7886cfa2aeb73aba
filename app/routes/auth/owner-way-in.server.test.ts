import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { reserveSignInAttempt } from "#app/domain/users/auth-rate-limits.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";
import { callRoute, postForm, type RouteResult, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withAuthTestContext } from "#tests/support/auth-harness";
import { findLink, type ParsedMail, parseMail } from "#tests/support/mail-reader";
import { action as authAction } from "./auth";
import { action as requestResetAction } from "./request-password-reset";
import { action as resetAction } from "./reset-password";
import { action as linkAction } from "./sign-in-link";

/**
 * The owner always gets back in (docs/decisions/0026-owner-always-gets-in.md, 0042-limit-store.md):
 * whatever strangers send from their addresses, the owner, from his own, asks for a link or a reset
 * and gets it, and the link or the new password lets him in.
 */
const { database, harness } = withAuthTestContext();

const OWNER_IP = "198.51.100.8";
const LINK = "/entrar-con-enlace?token=";
const RESET = "/reset-password?token=";
const NEW_PASSWORD = "una frase nueva y bastante larga";
type Context = ReturnType<typeof harness>["context"];

const at = (context: Context, ip: string) => ({ ...context, clientIp: ip });
const signIn = (context: Context, email: string, password: string, ip: string) =>
  callRoute(authAction, postForm("/auth", { intent: "sign-in", email, password }), at(context, ip));
const askLink = (context: Context, email: string, ip: string) =>
  callRoute(linkAction, postForm("/entrar-con-enlace", { intent: "request", email }), at(context, ip));
const useLink = (context: Context, token: string, ip: string) =>
  callRoute(linkAction, postForm("/entrar-con-enlace", { intent: "sign-in", token }), at(context, ip));
const askReset = (context: Context, email: string, ip: string) =>
  callRoute(requestResetAction, postForm("/request-password-reset", { email }), at(context, ip));
const useReset = (context: Context, token: string, ip: string) =>
  callRoute(
    resetAction,
    postForm("/reset-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    at(context, ip),
  );

async function mailsTo(email: string, template: string): Promise<ParsedMail[]> {
  await harness().mailer.idle();
  const dir = harness().outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.includes(`-${template}-`),
  );
  const mails = await Promise.all(
    files.map(async (name) => parseMail(await readFile(path.join(dir, name), "utf8"))),
  );
  return mails.filter((mail) => mail.to === email);
}

/** The tokens in every e-mail of `template` to `email` so far. */
async function tokensTo(email: string, template: string, prefix: string): Promise<Set<string>> {
  const mails = await mailsTo(email, template);
  const links = mails.map((mail) => findLink(mail, `${TEST_PUBLIC_URL}${prefix}`) ?? "");
  return new Set(links.map((link) => new URL(link).searchParams.get("token") ?? ""));
}

/** The one token that came after `before`: the answer to the owner's own request. */
async function newToken(email: string, template: string, prefix: string, before: Set<string>) {
  const fresh = [...(await tokensTo(email, template, prefix))].filter((token) => !before.has(token));
  expect(fresh).toHaveLength(1);
  return fresh[0] ?? "";
}

const status = async (answer: Promise<unknown>) => ((await answer) as RouteResult | Response).status;

/** The attack of the report: 60 wrong passwords from 6 addresses, 3 link and 3 reset requests from strangers. */
async function lockAndSpend(context: Context, email: string) {
  for (let address = 0; address < 6; address++) {
    for (let guess = 0; guess < 10; guess++)
      await signIn(context, email, `mal-${guess}`, `203.0.113.${address + 1}`);
  }
  expect(await status(signIn(context, email, TEST_PASSWORD, OWNER_IP))).toBe(429);
  for (let request = 0; request < 3; request++) {
    await askLink(context, email, `192.0.2.${request + 1}`);
    await askReset(context, email, `192.0.2.${request + 11}`);
  }
}

describe("an owner locked out by strangers", () => {
  test("asks for a link from his own address after strangers spent theirs: it comes, and it lets him in and ends the lock", async () => {
    const owner = await createUser(database().db);
    const context = harness().context;
    await lockAndSpend(context, owner.email);

    const before = await tokensTo(owner.email, "sign-in-link", LINK);
    expect(await status(askLink(context, owner.email, OWNER_IP))).toBe(200);
    const token = await newToken(owner.email, "sign-in-link", LINK, before);
    expect(await status(useLink(context, token, OWNER_IP))).toBe(302);
    // The lock is over: his password works again, also from another address of his.
    expect(await status(signIn(context, owner.email, TEST_PASSWORD, "198.51.100.9"))).toBe(302);
  });

  test("asks for a reset from his own address after strangers spent theirs: the new password lets him in at once", async () => {
    const owner = await createUser(database().db);
    const context = harness().context;
    await lockAndSpend(context, owner.email);

    const before = await tokensTo(owner.email, "password-reset", RESET);
    expect(await status(askReset(context, owner.email, OWNER_IP))).toBe(200);
    const token = await newToken(owner.email, "password-reset", RESET, before);
    expect(await status(useReset(context, token, OWNER_IP))).toBe(200);
    expect(await status(signIn(context, owner.email, NEW_PASSWORD, OWNER_IP))).toBe(302);
  });

  test("whatever strangers send, in any order, the owner's own link request gets him in (property)", async () => {
    const owner = await createUser(database().db);
    const strangers = Array.from({ length: 8 }, (_, index) => `203.0.113.${index + 101}`);
    const move = fc.record({
      kind: fc.constantFrom("wrong-password", "wrong-password", "wrong-password", "link", "reset"),
      from: fc.constantFrom(...strangers),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 120 }), async (moves) => {
        // Each run starts with counters of its own, as after an hour of quiet.
        const context = { ...harness().context, rateLimiter: createMemoryRateLimitStore() };
        for (const { kind, from } of moves) {
          if (kind === "wrong-password") await signIn(context, owner.email, "mal", from);
          else if (kind === "link") await askLink(context, owner.email, from);
          else await askReset(context, owner.email, from);
        }
        const before = await tokensTo(owner.email, "sign-in-link", LINK);
        expect(await status(askLink(context, owner.email, OWNER_IP))).toBe(200);
        const token = await newToken(owner.email, "sign-in-link", LINK, before);
        expect(await status(useLink(context, token, OWNER_IP))).toBe(302);
        expect(await status(signIn(context, owner.email, TEST_PASSWORD, OWNER_IP))).toBe(302);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

/**
 * The flood's size. The counters live in memory (the engine plays no part once the address is
 * refused), and a store that kept two keys per refusal would pass its 200-key bound after 100: 3 000
 * refusals prove both claims in `npm test`; `npm run test:deep` sends the 30 000 of the report.
 */
const FLOOD = process.env.PROPERTY_RUNS === "deep" ? 30_000 : 3_000;

describe("one address flooding the counters", () => {
  test(`${FLOOD} refused sign-ins with made-up e-mails from one address leave an earlier lock in place`, async () => {
    const owner = await createUser(database().db);
    const context = harness().context;
    for (let address = 0; address < 50; address++) {
      await reserveSignInAttempt(harness().rateLimiter, { email: owner.email, ip: `192.0.2.${address + 1}` });
    }
    expect(await status(signIn(context, owner.email, TEST_PASSWORD, "198.51.100.20"))).toBe(429);

    const answers = new Map<number, number>();
    for (let request = 0; request < FLOOD; request++) {
      const answer = await status(signIn(context, `inventado-${request}@example.es`, "mal", "203.0.113.99"));
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
    expect(answers.get(429)).toBeGreaterThan(FLOOD - 100);
    const stillLocked = (await signIn(context, owner.email, TEST_PASSWORD, "198.51.100.21")) as RouteResult;
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get("Retry-After"))).toBeGreaterThan(50 * 60);
    // The flood holds a handful of keys, not two per refusal.
    expect(harness().rateLimiter.size()).toBeLessThan(200);
  }, 300_000);
});
