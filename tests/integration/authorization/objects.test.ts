import { eq } from "drizzle-orm";
import { createStaticHandler } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/index";
import { BUCKETS } from "#app/lib/storage.server";
import { action as propertyAction, loader as propertyLoader } from "#app/routes/public/property";
import { PROPERTY_INTENTS } from "#app/routes/public/property-actions.server";
import { loader as filesLoader } from "#app/routes/resources/files";
import { action as photosAction } from "#app/routes/resources/property-photos";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { invoke, postRequest } from "./probe";
import { buildWorld, type World, worldFingerprint } from "./world";

/**
 * Data-level checks, per object type, beyond the matrix's "A's object by id": guessed storage paths
 * for the private contracts, someone else's photo URL on one's own listing, unpublished listings.
 */
const database = withTestDatabase();
let world: World;
let contractKeys: string[];
beforeAll(async () => {
  world = await buildWorld(database());
  contractKeys = [world.a.managementContractKey, world.a.contractPdfKey];
  // The files really are there: a 404 below is the route refusing, not a missing file.
  for (const key of contractKeys)
    expect(await world.storage.get(BUCKETS.propertyContracts, key)).not.toBeNull();
}, 120_000);

/** /files/* through the router's own matching, which decodes and normalises the URL first. */
const router = createStaticHandler([
  { id: "files", path: "files/*", loader: (args) => filesLoader(args as never) },
]);

function guessedPaths(key: string): string[] {
  const [owner = "", ...rest] = key.split("/");
  const encoded = encodeURIComponent(key);
  return [
    `/files/property-contracts/${key}`,
    `/files/property-contracts/${encoded}`,
    `/files/property-contracts%2F${encoded}`,
    `/files/PROPERTY-CONTRACTS/${key}`,
    `/files/property-images/${key}`,
    `/files/property-images/../property-contracts/${key}`,
    `/files/property-images/%2e%2e/property-contracts/${key}`,
    `/files/property-images/%2E%2E%2Fproperty-contracts%2F${encoded}`,
    `/files/property-images/${owner}/../../property-contracts/${key}`,
    `/files/property-images/${owner}%2F..%2F..%2Fproperty-contracts%2F${encoded}`,
    `/files/property-images/..%5c..%5cproperty-contracts/${key}`,
    `/files/property-images//..//property-contracts/${key}`,
    `/files/./property-contracts/${key}`,
    `/files/property-contracts/${owner}/${rest.join("/")}%00.webp`,
    `/files/property-images/${owner}/${rest.join("/")}`,
  ];
}

describe("user B never reads or changes user A's objects", () => {
  test("A's management contract and signed contract PDF: every guessed /files path is a 404, for anyone", async () => {
    const paths = contractKeys.flatMap(guessedPaths);
    expect(paths.length).toBeGreaterThanOrEqual(30);
    for (const pathname of paths) {
      for (const cookie of [undefined, await world.cookieOf("userB"), await world.cookieOf("userA")]) {
        const request = new Request(`${TEST_PUBLIC_URL}${pathname}`, { headers: cookie ? { cookie } : {} });
        const response = (await router.queryRoute(request).catch((thrown: unknown) => thrown)) as Response;
        expect(response.status, pathname).toBe(404);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.includes("%PDF"), pathname).toBe(false);
      }
    }
  });

  test("A's draft listing is not found by id on the public detail page", async () => {
    for (const actor of ["anonymous", "userB", "tester"] as const) {
      const cookie = await world.cookieOf(actor);
      const request = new Request(`${TEST_PUBLIC_URL}/propiedad/${world.a.draftId}`, {
        headers: cookie ? { cookie } : {},
      });
      const result = await invoke(propertyLoader, request, { id: world.a.draftId }, world.context);
      expect(result.outcome, actor).toBe("404");
    }
  });

  test("a tester's listing (issue #34): its page and every form on it are 404 for visitors and other accounts", async () => {
    const sample = await createProperty(world.db, world.people.tester.id, {
      title: "Piso de prueba luminoso en Chamberí",
      isTest: true,
    });
    const url = `${TEST_PUBLIC_URL}/propiedad/${sample.id}`;
    const page = async (actor: "anonymous" | "userA" | "userB" | "tester" | "admin") => {
      const cookie = await world.cookieOf(actor);
      const request = new Request(url, { headers: cookie ? { cookie } : {} });
      return invoke(propertyLoader, request, { id: sample.id }, world.context);
    };
    for (const actor of ["anonymous", "userA", "userB"] as const) {
      const result = await page(actor);
      expect(result.outcome, actor).toBe("404");
      expect(result.body, actor).not.toContain("Piso de prueba");
    }
    for (const actor of ["tester", "admin"] as const) {
      const result = await page(actor);
      expect(result.outcome, actor).toBe("ok");
      expect(result.body, actor).toContain('"isTest":true');
    }
    for (const actor of ["anonymous", "userB"] as const) {
      for (const intent of Object.keys(PROPERTY_INTENTS)) {
        const before = await worldFingerprint(world);
        const form = new FormData();
        form.set("intent", intent);
        const result = await invoke(
          propertyAction,
          postRequest(url, form, await world.cookieOf(actor)),
          { id: sample.id },
          world.context,
        );
        expect(result.outcome, `${actor} ${intent}`).toBe("404");
        expect(await worldFingerprint(world), `${actor} ${intent}`).toBe(before);
      }
    }
    // Its tester gets past that door: the empty form's field errors, as on any listing.
    const form = new FormData();
    form.set("intent", "contact");
    const own = await invoke(
      propertyAction,
      postRequest(url, form, await world.cookieOf("tester")),
      { id: sample.id },
      world.context,
    );
    expect(own.outcome).toBe("400");
  });

  test("B's own listing cannot take, remove or reorder A's photo by its URL; nothing changes", async () => {
    const own = await createProperty(world.db, world.people.userB.id, { status: "draft" });
    const cookie = await world.cookieOf("userB");
    const variants = [
      world.a.photoUrl,
      world.a.photoUrl.replace(/-1920\.webp$/, "-800.webp"),
      `/files/property-images/${world.people.userB.id}/../${world.a.photoUrl.split("/property-images/")[1]}`,
      `${TEST_PUBLIC_URL}${world.a.photoUrl}`,
    ];
    for (const url of variants) {
      for (const [intent, extra] of [
        ["remove", { url }],
        ["reorder", { order: JSON.stringify([url]) }],
      ] as const) {
        const before = await worldFingerprint(world);
        const form = new FormData();
        form.set("intent", intent);
        form.set("propertyId", own.id);
        for (const [key, value] of Object.entries(extra)) form.set(key, value);
        const result = await invoke(
          photosAction,
          postRequest(`${TEST_PUBLIC_URL}/fotos`, form, cookie),
          {},
          world.context,
        );
        expect(result.outcome, `${intent} ${url}`).toMatch(/^4\d\d$/);
        expect(await worldFingerprint(world), `${intent} ${url}`).toBe(before);
      }
    }
    const [published] = await world.db
      .select({ images: properties.images })
      .from(properties)
      .where(eq(properties.id, world.a.publishedId));
    expect(published?.images).toContain(world.a.photoUrl);
  });
});
