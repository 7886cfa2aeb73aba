import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { portalSearch, properties } from "#app/db/schema/index";
import { createSampleAgencyProperty } from "#app/domain/agency/sample-agency-property.server";
import { parsePortalQuery } from "#app/domain/listings/filters";
import { findPublishedProperties } from "#app/domain/listings/portal.server";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { findOwnTestListings } from "#app/domain/listings/test-listings.server";
import { createSampleProperty } from "#app/domain/sale/sample-property.server";
import { configureStorage, type FileStorage } from "#app/lib/storage.server";
import { loader as portalLoader } from "#app/routes/public/portal";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { sellAction } from "#tests/support/process-routes";
import { runAction } from "#tests/support/route-action";
import { propertyIdIn } from "#tests/support/sale-harness";

/**
 * The tester's 'Crear propiedad de prueba' listing (docs/decisions/0025-test-listings.md) is
 * test content. A visitor's portal never shows it, however it is searched; its tester sees it apart,
 * labelled; its page exists only for its tester and staff.
 */
const database = withTestDatabase();
let storage: FileStorage;
let context: AppLoadContext;
let tester: TestUser;
let owner: TestUser;
let admin: TestUser;
let sampleId: string;
let realId: string;

/** The portal's filters as its URL gives them, e.g. "q=Fuencarral&provincia=Madrid". */
const filters = (query: string) => parsePortalQuery(new URLSearchParams(query));
const isTestOf = async (id: string) =>
  (await database().db.select({ isTest: properties.isTest }).from(properties).where(eq(properties.id, id)))[0]
    ?.isTest;
const onPortal = async (id: string) =>
  (await database().db.select().from(portalSearch).where(eq(portalSearch.propertyId, id))).length > 0;

beforeAll(async () => {
  const { db } = database();
  storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-test-content-")) });
  context = createTestContext(db);
  tester = await createUser(db, { role: "tester", name: "Teresa Tester" });
  owner = await createUser(db, { name: "Olga Propietaria" });
  admin = await createUser(db, { role: "admin", name: "Adela Admin" });
  // A real listing on the same street, older than the sample: the sample would come first.
  realId = (
    await createProperty(db, owner.id, {
      title: "Piso exterior en Chamberí",
      address: "Calle de Fuencarral 20, Madrid",
      province: "Madrid",
      createdAt: new Date(Date.now() - 86_400_000),
    })
  ).id;
  sampleId = (await createSampleProperty({ db, storage, user: tester })).propertyId;
}, 120_000);

describe("what a tester creates is test content, decided on the server", () => {
  test("the 'Crear propiedad de prueba' sample is published as test content, off the portal's read model", async () => {
    expect(await isTestOf(sampleId)).toBe(true);
    expect(await onPortal(sampleId)).toBe(false);
    expect(await isTestOf(realId)).toBe(false);
    expect(await onPortal(realId)).toBe(true);
  });

  test("a listing a tester types in the sale form is test content; an ordinary owner's is not", async () => {
    const fields = {
      intent: "save-listing",
      title: "Piso escrito a mano",
      address: "Calle de Alcalá 1, Madrid",
      province: "Madrid",
      propertyType: "Piso",
      price: "200.000",
      countryCode: "+34",
      phone: "612 345 678",
      energyRating: "D",
      ...LISTING_FACTS_FORM,
      size: "90",
      dni: "12345678Z",
    };
    const created = async (user: TestUser) => {
      const request = formRequest("/vender/nueva/anuncio", fields, await sessionCookie(context, user));
      const outcome = await runAction(sellAction, request, context);
      if (outcome.kind !== "redirect") throw new Error(`no draft: ${JSON.stringify(outcome)}`);
      return propertyIdIn(outcome.location);
    };
    expect(await isTestOf(await created(tester))).toBe(true);
    expect(await isTestOf(await created(owner))).toBe(false);
  });

  test("the agency sample is test content too", async () => {
    const { propertyId } = await createSampleAgencyProperty({ db: database().db, storage, user: tester });
    expect(await isTestOf(propertyId)).toBe(true);
    expect(await onPortal(propertyId)).toBe(false);
    await database().db.delete(properties).where(eq(properties.id, propertyId));
  }, 60_000);

  test("marking a published listing as test takes it off the portal; unmarking puts it back", async () => {
    const { db } = database();
    await db.update(properties).set({ isTest: true }).where(eq(properties.id, realId));
    expect(await onPortal(realId)).toBe(false);
    await db.update(properties).set({ isTest: false }).where(eq(properties.id, realId));
    expect(await onPortal(realId)).toBe(true);
  });
});

describe("the portal", () => {
  test("a visitor's results never hold the sample, with no filter or searched by its own words", async () => {
    for (const query of ["", "q=Fuencarral&provincia=Madrid&tipo=Piso", "q=prueba"]) {
      const page = await findPublishedProperties({ db: database().db, filters: filters(query), page: 1 });
      const ids = page.listings.map((listing) => listing.id);
      expect(ids).not.toContain(sampleId);
      // The sample's own title says 'prueba': only the real listing is there to be found.
      expect(ids).toEqual(query === "q=prueba" ? [] : [realId]);
      expect(page.total).toBe(ids.length);
    }
  });

  test("its tester sees it apart, when their filters match it; nobody else does", async () => {
    const { db } = database();
    const own = await findOwnTestListings(db, tester, filters("q=fuencarral&provincia=Madrid&tipo=Piso"));
    expect(own.map((listing) => listing.id)).toEqual([sampleId]);
    expect(await findOwnTestListings(db, tester, filters("provincia=Barcelona"))).toEqual([]);
    expect(await findOwnTestListings(db, owner, filters(""))).toEqual([]);
    expect(await findOwnTestListings(db, admin, filters(""))).toEqual([]);
    expect(await findOwnTestListings(db, null, filters(""))).toEqual([]);
  });

  test("the portal page: the tester's answer has the sample among their own test listings; a visitor's has no trace of it", async () => {
    const load = async (cookie?: string) => {
      const request = new Request("http://localhost:3000/portal", { headers: cookie ? { cookie } : {} });
      return JSON.stringify(await portalLoader({ request, context, params: {} } as never));
    };
    const forTester = JSON.parse(await load(await sessionCookie(context, tester))) as {
      listings: { id: string }[];
      ownTestListings: { id: string }[];
    };
    expect(forTester.ownTestListings.map((listing) => listing.id)).toEqual([sampleId]);
    expect(forTester.listings.map((listing) => listing.id)).not.toContain(sampleId);
    const forVisitor = await load();
    expect(forVisitor).toContain(realId);
    expect(forVisitor).not.toContain(sampleId);
    expect(forVisitor).not.toContain("Piso de prueba");
  });
});

describe("the listing's page", () => {
  test("does not exist for a visitor or another account; its tester and staff see it, marked as a test", async () => {
    const { db } = database();
    expect(await getPublishedProperty(db, sampleId, null)).toBeNull();
    expect(await getPublishedProperty(db, sampleId, owner)).toBeNull();
    const otherTester = await createUser(db, { role: "tester" });
    expect(await getPublishedProperty(db, sampleId, otherTester)).toBeNull();
    expect(await getPublishedProperty(db, sampleId, tester)).toMatchObject({ id: sampleId, isTest: true });
    expect(await getPublishedProperty(db, sampleId, admin)).toMatchObject({ id: sampleId, isTest: true });
    expect(await getPublishedProperty(db, realId, null)).toMatchObject({ id: realId, isTest: false });
  });
});
