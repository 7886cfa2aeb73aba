import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { loader } from "./property-mortgage";

/** The listing's mortgage form without JavaScript: strict about its address, figures from the server. */
const database = withTestDatabase();
let context: AppLoadContext;
let listingId = "";
let draftId = "";

beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Lucía Fernández", email: "lucia.hipoteca@example.es" });
  listingId = (await createProperty(db, owner.id, { price: 300_000, province: "Valencia" })).id;
  draftId = (await createProperty(db, owner.id, { status: "draft" })).id;
});

type Answer = { status: number; location?: string | null; data?: unknown };

async function ask(id: string, search: string): Promise<Answer> {
  const request = new Request(`${TEST_PUBLIC_URL}/propiedad/${id}/hipoteca${search}`);
  try {
    return { status: 200, data: await loader({ request, context, params: { id } } as never) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const { init } = thrown as { init?: ResponseInit };
    return { status: init?.status ?? 500 };
  }
}

describe("the mortgage page without JavaScript", () => {
  test("the buyer's figures, and the taxes at the listed price", async () => {
    const answer = await ask(listingId, "?precio=300000&entrada=10&interes=2.5&plazo=25");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      id: listingId,
      mortgage: { price: 300_000, downPaymentPercent: 10, annualRatePercent: 2.5, years: 25 },
      costs: { community: "Comunitat Valenciana", itpRatePercent: 9, itp: 27_000 },
    });
  });

  test("the same values written another way go to the one address", async () => {
    const answer = await ask(listingId, "?precio=300.000&entrada=10&interes=2,5&plazo=25");
    expect(answer).toMatchObject({
      status: 302,
      location: `/propiedad/${listingId}/hipoteca?precio=300000&entrada=10&interes=2.5&plazo=25`,
    });
  });

  test("a value out of range, or no parameter at all, goes back to the listing's own figures", async () => {
    for (const search of ["?precio=300000&entrada=10&interes=99&plazo=25", "", "?precio=1"])
      expect(await ask(listingId, search)).toMatchObject({
        status: 302,
        location: `/propiedad/${listingId}#hipoteca`,
      });
  });

  test("a draft or an unknown listing is not found", async () => {
    const search = "?precio=300000&entrada=10&interes=2.5&plazo=25";
    expect((await ask(draftId, search)).status).toBe(404);
    expect((await ask(randomUUID(), search)).status).toBe(404);
  });
});
