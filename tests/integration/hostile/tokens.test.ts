import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { action as resetAction, loader as resetLoader } from "#app/routes/auth/reset-password";
import { action as signInLinkAction, loader as signInLinkLoader } from "#app/routes/auth/sign-in-link";
import { action as verifyAction, loader as verifyLoader } from "#app/routes/auth/verify-email";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "#app/routes/public/alert-unsubscribe";
import { action as buyerAction, loader as buyerLoader } from "#app/routes/public/buyer-request";
import { loader as feedLoader } from "#app/routes/resources/kyero-feed";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { HOSTILE_RUNS } from "#tests/support/hostile-input";

/**
 * Every route that reads a token (found with `grep -rn "token\|get(\"t\")" app/routes`): the reset,
 * verification and sign-in links, the buyer's link (offer confirmation and every later form),
 * the alerts' unsubscribe link and the portal feed. A token holding a byte that no token of ours
 * holds — NUL (PostgreSQL's 22021, a 500), bytes that are not UTF-8, controls, spaces, anything
 * outside printable ASCII — is answered 400; whatever the token, never a 5xx.
 */
const database = withTestDatabase();
let harness: ReturnType<typeof createAuthTestContext>;
beforeAll(() => {
  harness = createAuthTestContext(database().db);
});

/** Bytes a token is made of, or ones none of ours holds: NUL, controls, space, DEL, 0x80–0xFF. */
const tokenBytes = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Buffer.from("AZaz09-_.~")) },
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 255 }) },
    // A lone surrogate in UTF-8 (CESU), an overlong NUL, a bidi override.
    { weight: 1, arbitrary: fc.constantFrom(0xed, 0xa0, 0x80, 0xc0, 0xe2, 0xae) },
  ),
  { minLength: 1, maxLength: 80 },
);
const percentEncoded = (bytes: number[]) =>
  bytes.map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");
const isMalformed = (bytes: number[]) => bytes.some((byte) => byte < 0x21 || byte > 0x7e);

type Handler = (args: never) => unknown;

async function statusOf(handler: Handler, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await callRoute(
      (args: never) => handler({ ...(args as object), params } as never),
      request,
      harness.context,
    );
    return result.status;
  } catch {
    return 500;
  }
}

const get = (path: string, param: string, bytes: number[]) =>
  new Request(`${TEST_PUBLIC_URL}${path}?${param}=${percentEncoded(bytes)}`);
const post = (path: string, body: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: TEST_PUBLIC_URL,
      "sec-fetch-site": "same-origin",
    },
  });

const ROUTES: Array<[string, (bytes: number[]) => Promise<number>]> = [
  ["GET /reset-password?token=", (b) => statusOf(resetLoader, get("/reset-password", "token", b))],
  [
    "POST /reset-password",
    (b) =>
      statusOf(
        resetAction,
        post(
          "/reset-password",
          `token=${percentEncoded(b)}&password=una+frase+larga&confirmPassword=una+frase+larga`,
        ),
      ),
  ],
  ["GET /verify-email?token=", (b) => statusOf(verifyLoader, get("/verify-email", "token", b))],
  [
    "POST /verify-email",
    (b) => statusOf(verifyAction, post("/verify-email", `intent=verify&token=${percentEncoded(b)}`)),
  ],
  ["GET /entrar-con-enlace?token=", (b) => statusOf(signInLinkLoader, get("/entrar-con-enlace", "token", b))],
  [
    "POST /entrar-con-enlace",
    (b) =>
      statusOf(signInLinkAction, post("/entrar-con-enlace", `intent=sign-in&token=${percentEncoded(b)}`)),
  ],
  ["GET /alertas/baja?t=", (b) => statusOf(unsubscribeLoader, get("/alertas/baja", "t", b))],
  [
    "POST /alertas/baja?t= (one-click)",
    (b) =>
      statusOf(
        unsubscribeAction,
        new Request(`${TEST_PUBLIC_URL}/alertas/baja?t=${percentEncoded(b)}`, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
  ],
  ["GET /feeds/kyero.xml?token=", (b) => statusOf(feedLoader, get("/feeds/kyero.xml", "token", b))],
  // The router hands the path's token decoded, bytes that are not UTF-8 as U+FFFD.
  [
    "GET /solicitud/:token",
    (b) =>
      statusOf(buyerLoader, new Request(`${TEST_PUBLIC_URL}/solicitud/x`), {
        token: new TextDecoder().decode(Uint8Array.from(b)),
      }),
  ],
  [
    "POST /solicitud/:token (confirm an offer)",
    (b) =>
      statusOf(buyerAction, post("/solicitud/x", "intent=confirm"), {
        token: new TextDecoder().decode(Uint8Array.from(b)),
      }),
  ],
];

describe(`a token with bytes none of ours holds is a 400 (${HOSTILE_RUNS} each)`, () => {
  test.each(ROUTES)(
    "%s",
    async (_route, send) => {
      await fc.assert(
        fc.asyncProperty(tokenBytes, async (bytes) => {
          const status = await send(bytes);
          expect(status).toBeLessThan(500);
          if (isMalformed(bytes)) expect(status).toBe(400);
        }),
        { numRuns: HOSTILE_RUNS, examples: [[[0]], [[0x41, 0x00, 0x42]], [[0xed, 0xa0, 0x80]]] },
      );
    },
    600_000,
  );

  test("a lone surrogate in the path's token (a string no UTF-8 decoder makes) is a 400", async () => {
    for (const token of ["\ud800", "abc\udfff", "\u0000"]) {
      expect(await statusOf(buyerLoader, new Request(`${TEST_PUBLIC_URL}/solicitud/x`), { token })).toBe(400);
    }
  });
});
