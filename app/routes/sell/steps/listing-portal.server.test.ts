import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { FIFTEEN_PHOTOS, LISTING, post, propertyRow, signedIn } from "#tests/support/sale-harness";

/** Step 1's fields for portals abroad: stored exactly, checked, and only by the listing's owner. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-portal-")) });
});

const PORTAL = {
  latitude: "36,72176543",
  longitude: "-4,41803219",
  catastralReference: "9872023vh5797s0001wx",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  virtualTourUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
};

describe("step 1: the listing's fields for portals abroad", () => {
  test("are stored as given (the point exact), with one of the photos as the floor plan", async () => {
    const harness = await signedIn(database().db);
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const plan = FIFTEEN_PHOTOS[14] as string;
    const outcome = await post(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...LISTING,
      ...PORTAL,
      floorPlanImage: plan,
    });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "¡Anuncio publicado!" } });
    expect(await propertyRow(database().db, draft.id)).toMatchObject({
      latitude: 36.72176543,
      longitude: -4.41803219,
      catastralReference: "9872023VH5797S0001WX",
      floorPlanImage: plan,
      videoUrl: PORTAL.videoUrl,
      virtualTourUrl: PORTAL.virtualTourUrl,
    });
  });

  test("a floor plan that is not one of the listing's photos is not kept", async () => {
    const harness = await signedIn(database().db);
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    await post(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...LISTING,
      floorPlanImage: "https://elsewhere.example/plano.jpg",
    });
    expect(await propertyRow(database().db, draft.id)).toMatchObject({
      status: "published",
      floorPlanImage: null,
    });
  });

  test("a wrong cadastral reference or a point outside Spain is refused and nothing is saved", async () => {
    const harness = await signedIn(database().db);
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    for (const wrong of [
      { ...PORTAL, catastralReference: "9872023VH5797S0001WY" },
      { ...PORTAL, latitude: "51,4545", longitude: "-2,5879" },
      { ...PORTAL, longitude: "" },
      { ...PORTAL, videoUrl: "http://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    ]) {
      const outcome = await post(harness, {
        intent: "save-listing",
        propertyId: draft.id,
        ...LISTING,
        ...wrong,
      });
      expect(outcome).not.toMatchObject({ kind: "redirect" });
    }
    expect(await propertyRow(database().db, draft.id)).toMatchObject({
      status: "draft",
      latitude: null,
      catastralReference: null,
      videoUrl: null,
    });
  });

  test("another user cannot write them on someone else's listing", async () => {
    const owner = await signedIn(database().db);
    const draft = await createProperty(database().db, owner.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const intruder = await signedIn(database().db);
    await post(intruder, { intent: "save-listing", propertyId: draft.id, ...LISTING, ...PORTAL });
    expect(await propertyRow(database().db, draft.id)).toMatchObject({
      status: "draft",
      latitude: null,
      videoUrl: null,
    });
  });
});
