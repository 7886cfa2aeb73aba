import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import {
  FIFTEEN_PHOTOS,
  LISTING,
  post,
  propertyIdIn,
  propertyRow,
  signedIn,
} from "#tests/support/sale-harness";

/** Step 1, `/vender/<id>/anuncio` and a new sale's `/vender/nueva/anuncio`: publishing the listing. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-listing-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

describe("step 1: the listing", () => {
  test("publishing a new listing without photos keeps it as a draft and asks for 15 photos", async () => {
    const harness = await seller();
    const outcome = await post(harness, { intent: "save-listing", ...LISTING });
    expect(outcome).toMatchObject({
      kind: "redirect",
      toast: { title: "Fotos insuficientes", description: "Debes subir al menos 15 fotos de la propiedad." },
    });
    // The draft's own address, on its first step.
    expect(outcome).toMatchObject({ location: expect.stringMatching(/^\/vender\/[0-9a-f-]{36}\/anuncio$/) });
    const id = propertyIdIn((outcome as { location: string }).location);
    expect(await row(id)).toMatchObject({
      status: "draft",
      title: LISTING.title,
      price: 250000,
      userId: harness.user.id,
    });
  });

  test("with 15 photos it is published, numbers converted and empty ones saved as null", async () => {
    const harness = await seller();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const outcome = await post(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...LISTING,
      features: ["Terraza", "Ascensor"],
    });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "¡Anuncio publicado!" } });
    expect(await row(draft.id)).toMatchObject({
      status: "published",
      price: 250000,
      bedrooms: 3,
      bathrooms: null,
      size: 95,
      phone: "612345678",
      energyRating: "D",
      features: ["Terraza", "Ascensor"],
    });
  });

  test("fewer than 15 photos: not published, 'Fotos insuficientes', what was typed comes back", async () => {
    const harness = await seller();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS.slice(0, 14),
    });
    const outcome = await post(harness, { intent: "save-listing", propertyId: draft.id, ...LISTING });
    expect(outcome).toMatchObject({
      kind: "data",
      status: 400,
      data: { toast: { title: "Fotos insuficientes" } },
    });
    expect(JSON.stringify((outcome as { data: unknown }).data)).toContain(LISTING.title);
    expect((await row(draft.id)).status).toBe("draft");
  });

  test("missing required fields: 'Campos requeridos', errors on the fields, nothing saved", async () => {
    const harness = await seller();
    const outcome = await post(harness, { intent: "save-listing", ...LISTING, title: "", phone: "" });
    expect(outcome).toMatchObject({
      kind: "data",
      status: 400,
      data: {
        toast: {
          title: "Campos requeridos",
          description: "Por favor, completa todos los campos obligatorios (*).",
        },
        result: { error: { title: expect.any(Array), phone: expect.any(Array) } },
      },
    });
    expect(await database().db.select().from(properties)).toHaveLength(0);
  });

  test("the energy rating is required", async () => {
    const harness = await seller();
    const outcome = await post(harness, { intent: "save-listing", ...LISTING, energyRating: "" });
    expect(outcome).toMatchObject({
      kind: "data",
      status: 400,
      data: { result: { error: { energyRating: expect.any(Array) } } },
    });
  });

  test("a DNI given in the form is saved to a profile that had none, and never overwrites one", async () => {
    const harness = await seller({ dni: null });
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const refused = await post(harness, { intent: "save-listing", propertyId: draft.id, ...LISTING });
    expect(refused).toMatchObject({
      kind: "data",
      status: 400,
      data: { result: { error: { dni: expect.any(Array) } } },
    });
    await post(harness, { intent: "save-listing", propertyId: draft.id, ...LISTING, dni: "x1234567l" });
    const [profile] = await database()
      .db.select({ dni: users.dni })
      .from(users)
      .where(eq(users.id, harness.user.id));
    expect(profile?.dni).toBe("X1234567L");
    expect((await row(draft.id)).dni).toBe("X1234567L");

    const withDni = await seller();
    const other = await createProperty(database().db, withDni.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    await post(withDni, { intent: "save-listing", propertyId: other.id, ...LISTING, dni: "X1234567L" });
    const [kept] = await database()
      .db.select({ dni: users.dni })
      .from(users)
      .where(eq(users.id, withDni.user.id));
    expect(kept?.dni).toBe("12345678Z");
  });

  test("marketing_active, status or payment_status sent by the browser change nothing", async () => {
    const harness = await seller();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
      marketingActive: false,
    });
    await post(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...LISTING,
      marketingActive: "true",
      marketing_active: "true",
      status: "sold",
      paymentStatus: "paid",
      payment_status: "paid",
      saleConfirmed: "true",
      userId: "someone-else",
    });
    expect(await row(draft.id)).toMatchObject({
      marketingActive: false,
      paymentStatus: "pending",
      saleConfirmed: false,
      status: "published",
      userId: harness.user.id,
    });
  });

  test("another user cannot save a listing or a draft on someone else's property", async () => {
    const owner = await seller();
    const mine = await createProperty(database().db, owner.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const intruder = await seller();
    const listing = await post(intruder, {
      intent: "save-listing",
      propertyId: mine.id,
      ...LISTING,
      title: "Mío",
    });
    expect(listing).toMatchObject({ kind: "data", status: 404 });
    const draft = await post(intruder, { intent: "save-draft", propertyId: mine.id, title: "Mío" });
    expect(draft).toMatchObject({ kind: "data", status: 404 });
    expect(await row(mine.id)).toMatchObject({
      title: "Piso reformado con terraza en Ruzafa",
      status: "draft",
    });
  });
});
