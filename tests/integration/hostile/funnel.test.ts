import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { action as phoneClickAction } from "#app/routes/resources/listing-phone-click";
import { action as viewAction } from "#app/routes/resources/listing-view";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import {
  expectPoliteAnswer,
  HOSTILE_RUNS,
  hostileValue,
  tablesFingerprint,
} from "#tests/support/hostile-input";

const database = withTestDatabase();
let context: AppLoadContext;

beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db);
  await createProperty(db, owner.id, { title: "Ático con vistas al mar" });
});

/** A header value a browser could send at all (fetch refuses control characters and non-Latin-1). */
function sendableHeader(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, "").trim();
}

describe(`hostile reports (${HOSTILE_RUNS} each) of a phone click or a view`, () => {
  test("any listing id and any browser name: a quiet 204, and nothing counted for no listing", async () => {
    const { db } = database();
    const before = await tablesFingerprint(db, ["listing_events", "properties"]);
    await fc.assert(
      fc.asyncProperty(hostileValue, hostileValue, fc.boolean(), async (id, userAgent, isClick) => {
        const request = new Request(`${TEST_PUBLIC_URL}/propiedad/x/${isClick ? "llamada" : "vista"}`, {
          method: "POST",
          body: "PING",
          headers: { "user-agent": sendableHeader(userAgent), "content-type": "text/ping" },
        });
        const action = isClick ? phoneClickAction : viewAction;
        const answer = (await action({ request, context, params: { id } } as never)) as Response;
        expect(expectPoliteAnswer(answer)).toBe(204);
      }),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(db, ["listing_events", "properties"])).toBe(before);
  });
});
