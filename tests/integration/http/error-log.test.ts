import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { CONTACT_INTENT } from "#app/domain/leads/intake/contact.schema";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { listingStamp } from "#tests/support/listing-leads";
import { captureLogs, ERROR_LEVEL } from "#tests/support/log-capture";
import { dataUrl, handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * A buyer's message that the database refuses (a constraint added for this test names her
 * e-mail): the route throws Drizzle's error, whose message and `params` hold everything she typed
 * and whose cause's `detail` holds the refused row. The log gets one JSON line at error level with
 * the request id, the route, the class, message and stack — and none of what she typed.
 */
const BUYER = {
  name: "Marta Compradora Ibáñez",
  email: "marta.privada.7c1e@example.es",
  phone: "+34 611 222 333",
  message: "Vivo en la calle Colón 12, 3º B; llamadme al 611 222 333 por la tarde.",
};
const TYPED = [BUYER.name, BUYER.email, "611 222 333", "611222333", "Colón 12", "calle Colón"];

const database = withTestDatabase();
const logs = captureLogs();
let context: AppLoadContext;
let listingPath: string;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  // As server/app.ts builds it: the request's logger carries its request id.
  context = { ...createTestContext(db), logger: logs.logger.child({ requestId: "req-7c1e-error" }) };
  const seller = await createUser(db, { name: "Lucía Vendedora", email: "lucia.errores@example.es" });
  listingPath = `/propiedad/${(await createProperty(db, seller.id)).id}`;
  await db.execute(
    sql.raw(`alter table leads add constraint leads_refuse_probe check (buyer_email <> '${BUYER.email}')`),
  );
});

const sendMessage = (url: string, signal?: AbortSignal) => {
  const request = postForm(url, {
    intent: CONTACT_INTENT,
    formStamp: listingStamp(context, listingPath.split("/")[2] ?? ""),
    ...BUYER,
    acceptPrivacy: "on",
    website: "",
  });
  return handleRequest(signal ? new Request(request, { signal }) : request, context);
};

describe.each(["document", "data"] as const)("a route that throws (%s)", (way) => {
  const url = () => (way === "data" ? dataUrl(`${TEST_PUBLIC_URL}${listingPath}`) : listingPath);

  test("leaves one JSON line: error level, request id, route, class, message, stack", async () => {
    logs.clear();
    const response = await sendMessage(url());
    expect(response.status).toBe(500);
    const errors = logs.records().filter((record) => record.level === ERROR_LEVEL);
    expect(errors).toHaveLength(1);
    const [line] = errors;
    expect(line).toMatchObject({
      requestId: "req-7c1e-error",
      route: "/propiedad/:id",
      method: "POST",
      msg: "unhandled error",
      err: {
        type: "DrizzleQueryError",
        message: expect.stringMatching(/^Failed query: insert into "leads"/),
        cause: { type: "DatabaseError", code: "23514", constraint: "leads_refuse_probe" },
      },
    });
    expect((line?.err as { stack?: string } | undefined)?.stack).toMatch(
      /^DrizzleQueryError: Failed query[^\n]*\n\s+at /,
    );
  });

  test("and nothing the buyer typed, in any line", async () => {
    logs.clear();
    await sendMessage(url());
    expect(logs.records().length).toBeGreaterThan(0);
    for (const typed of TYPED) expect(logs.text()).not.toContain(typed);
    expect(logs.text()).not.toMatch(/params|Failing row/);
  });
});

test("a request the client gave up on logs no error", async () => {
  logs.clear();
  const gaveUp = new AbortController();
  gaveUp.abort();
  await sendMessage(listingPath, gaveUp.signal).catch(() => null);
  expect(logs.records().filter((record) => record.level === ERROR_LEVEL)).toEqual([]);
});

test("a page that is not there is no error of ours", async () => {
  logs.clear();
  const response = await handleRequest(new Request(`${TEST_PUBLIC_URL}/no-existe`), context);
  expect(response.status).toBe(404);
  expect(logs.records().filter((record) => record.level === ERROR_LEVEL)).toEqual([]);
});
