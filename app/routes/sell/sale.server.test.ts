import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { loadAt, post, saleLayout, signedIn } from "#tests/support/sale-harness";
import { loader as layoutLoader } from "./sale";
import { loader as entryLoader } from "./sell";
import { loader as listingLoader } from "./steps/listing";

const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-sale-")) });
});

/** What a loader threw or returned: a redirect's address, an error's status, or the data. */
async function answer(call: Promise<unknown>) {
  try {
    return { data: await call };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const init = (thrown as { init?: ResponseInit }).init;
    return { status: init?.status, error: JSON.stringify((thrown as { data?: unknown }).data) };
  }
}

const entry = async (who: Awaited<ReturnType<typeof signedIn>>, search = "") =>
  (await answer(loadAt(entryLoader, who, `/vender${search}`))) as {
    data?: { newest: string; underWay: string[] };
    location?: string;
  };

describe("the sale's addresses", () => {
  test("send visitors to /auth", async () => {
    const context = createTestContext(database().db);
    const visitor = { cookie: null, context };
    for (const call of [
      loadAt(entryLoader, visitor, "/vender"),
      loadAt(layoutLoader, visitor, "/vender/nueva/anuncio", { propertyId: "nueva" }),
    ])
      expect(await answer(call)).toMatchObject({ status: 302, location: expect.stringMatching(/^\/auth\?/) });
  });

  test("/vender opens the newest private sale under way on its step, or a new one for a new owner", async () => {
    const harness = await signedIn(database().db);
    expect((await entry(harness)).data).toMatchObject({ newest: "/vender/nueva/anuncio", underWay: [] });
    const older = await createProperty(database().db, harness.user.id, { createdAt: new Date("2026-01-01") });
    const newer = await createProperty(database().db, harness.user.id, {
      createdAt: new Date("2026-02-01"),
      marketingActive: true,
    });
    await createProperty(database().db, harness.user.id, {
      status: "sold",
      createdAt: new Date("2026-03-01"),
    });
    // Which of them the browser keeps in progress it chooses itself, among those still under way.
    expect((await entry(harness)).data).toEqual({
      userId: harness.user.id,
      newest: `/vender/${newer.id}/visitas`,
      underWay: [newer.id, older.id],
    });
    expect((await saleLayout(harness, older.id)).property?.id).toBe(older.id);
    const blank = await loadAt(layoutLoader, harness, "/vender/nueva/anuncio", { propertyId: "nueva" });
    expect(blank.property).toBeNull();
  });

  test("the older query addresses of e-mails already sent lead to the new ones", async () => {
    const harness = await signedIn(database().db);
    const property = await createProperty(database().db, harness.user.id, { marketingActive: true });
    expect(await entry(harness, `?id=${property.id}&paso=3`)).toMatchObject({
      location: `/vender/${property.id}/visitas`,
    });
    expect(await entry(harness, `?id=${property.id}`)).toMatchObject({ location: `/vender/${property.id}` });
    expect(await entry(harness, "?nueva")).toMatchObject({ location: "/vender/nueva/anuncio" });
    // The property's own address, or a step still locked, opens on the step the sale stands on.
    const draft = await createProperty(database().db, harness.user.id, { status: "draft", title: null });
    for (const asked of [`/vender/${draft.id}`, `/vender/${draft.id}/arras`])
      expect(await answer(loadAt(layoutLoader, harness, asked, { propertyId: draft.id }))).toMatchObject({
        status: 302,
        location: `/vender/${draft.id}/anuncio`,
      });
    // A new sale has only its first step.
    expect(
      await answer(loadAt(layoutLoader, harness, "/vender/nueva/campana", { propertyId: "nueva" })),
    ).toMatchObject({ status: 302, location: "/vender/nueva/anuncio" });
  });

  test("never shows someone else's property, even by its id", async () => {
    const harness = await signedIn(database().db);
    const stranger = await createUser(database().db, { email: "otro@example.es" });
    const theirs = await createProperty(database().db, stranger.id, {
      catastralReference: "9872023VH5797S0001WX",
    });
    const page = await answer(saleLayout(harness, theirs.id));
    expect(page).toMatchObject({ status: 404 });
    expect(JSON.stringify(page)).not.toContain("9872023VH5797S0001WX");
    expect(
      await answer(loadAt(listingLoader, harness, `/vender/${theirs.id}/anuncio`, { propertyId: theirs.id })),
    ).toMatchObject({ status: 404 });
    expect((await entry(harness)).data?.underWay).toEqual([]);
  });

  test("asks for the DNI only while the profile has none", async () => {
    const needsDni = async (dni?: string | null) => {
      const harness = await signedIn(database().db, dni === undefined ? {} : { dni });
      return (await loadAt(listingLoader, harness, "/vender/nueva/anuncio", { propertyId: "nueva" }))
        .needsDni;
    };
    expect(await needsDni(null)).toBe(true);
    expect(await needsDni("N/A")).toBe(true);
    expect(await needsDni()).toBe(false);
  });
});

describe("'Modo de Prueba' above the steps", () => {
  test("creates the Madrid sample at 250.000 € with 15 photos, for testers only", async () => {
    const owner = await signedIn(database().db);
    expect(await post(owner, { intent: "create-sample" })).toMatchObject({ kind: "data", status: 403 });
    expect(await database().db.select().from(properties)).toHaveLength(0);

    const tester = await signedIn(database().db, { role: "tester" });
    const outcome = await post(tester, { intent: "create-sample" });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Propiedad de prueba creada" } });
    const [sample] = await database().db.select().from(properties);
    expect(sample).toMatchObject({
      province: "Madrid",
      price: 250000,
      status: "published",
      userId: tester.user.id,
    });
    expect(sample?.images).toHaveLength(15);
    expect(
      sample?.images.every((url) => url.includes(`/property-images/${tester.user.id}/${sample.id}/`)),
    ).toBe(true);
  }, 60_000);
});
