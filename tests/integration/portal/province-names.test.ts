import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { loader as portalLoader } from "#app/routes/public/portal";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";

/**
 * A link or a typed URL with a province's official name ('Bizkaia',
 * 'Araba/Álava') finds that province's listings, by way of the portal's one canonical URL, instead
 * of the whole portal.
 */
const database = withTestDatabase();
let context: AppLoadContext;
let bilbaoId: string;

beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Miren Propietaria" });
  bilbaoId = (await createProperty(db, owner.id, { title: "Piso en Indautxu", province: "Vizcaya" })).id;
  await createProperty(db, owner.id, { title: "Piso en Chamberí", province: "Madrid" });
});

/** The loader's answer: the redirect's target, or the listings it shows. */
async function openPortal(search: string): Promise<{ redirectTo: string } | { listingIds: string[] }> {
  const request = new Request(`http://localhost:3000/portal${search}`);
  try {
    const result = (await portalLoader({ request, context, params: {} } as never)) as {
      data?: { listings: { id: string }[] };
      listings?: { id: string }[];
    };
    const listings = result.data?.listings ?? result.listings ?? [];
    return { listingIds: listings.map((listing) => listing.id) };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return { redirectTo: thrown.headers.get("location") ?? "" };
    throw thrown;
  }
}

describe("official province names in the portal's URL", () => {
  test.each(["Bizkaia", "bizkaia", "BIZKAIA"])("'%s' leads to Vizcaya's listings", async (name) => {
    expect(await openPortal(`?provincia=${encodeURIComponent(name)}`)).toEqual({
      redirectTo: "/portal?provincia=Vizcaya",
    });
    expect(await openPortal("?provincia=Vizcaya")).toEqual({ listingIds: [bilbaoId] });
  });

  test("'Araba/Álava' keeps the search typed beside it", async () => {
    expect(await openPortal(`?q=piso&provincia=${encodeURIComponent("Araba/Álava")}`)).toEqual({
      redirectTo: `/portal?q=piso&provincia=${encodeURIComponent("Álava")}`,
    });
  });

  test("an unknown province is dropped, not guessed", async () => {
    expect(await openPortal("?provincia=Atl%C3%A1ntida")).toEqual({ redirectTo: "/portal" });
  });
});
