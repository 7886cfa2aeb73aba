import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import {
  FIFTEEN_PHOTOS,
  LISTING,
  post,
  propertyIdIn,
  propertyRow,
  saleLayout,
  signedIn,
} from "#tests/support/sale-harness";

/** Step 1's drafts ('Guardar borrador', a new listing's first photos), and edits of a listing already out. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-drafts-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

describe("step 1: drafts and edits", () => {
  test("a draft is never public; a published listing is not changed by a draft", async () => {
    const harness = await seller();
    const outcome = await post(harness, {
      intent: "save-draft",
      title: "Casa en Ávila",
      price: "cien mil",
      province: "Ávila",
    });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Borrador guardado" } });
    const [draft] = await database().db.select().from(properties);
    expect(draft).toMatchObject({ title: "Casa en Ávila", price: null, province: "Ávila", status: "draft" });

    const published = await createProperty(database().db, harness.user.id, { status: "published" });
    const refused = await post(harness, { intent: "save-draft", propertyId: published.id, title: "" });
    expect(refused).toMatchObject({ kind: "data", status: 409 });
    expect((await row(published.id)).title).toBe("Piso reformado con terraza en Ruzafa");
  });

  test("a draft keeps every field as typed, the DNI and the invalid ones too, and flags them on return", async () => {
    const harness = await seller({ dni: null });
    const first = await post(harness, {
      intent: "save-draft",
      ...LISTING,
      price: "doscientos mil",
      bedrooms: "60",
      size: "0",
      phone: "61 22 aa",
      dni: "12345678",
    });
    expect(first).toMatchObject({
      kind: "redirect",
      toast: {
        title: "Borrador guardado",
        description:
          "Puedes seguir más tarde desde este mismo punto. Corrige los campos marcados antes de publicar.",
      },
    });
    const id = propertyIdIn((first as { location: string }).location);
    const page = await saleLayout(harness, id);
    expect(page.property).toMatchObject({
      status: "draft",
      title: LISTING.title,
      price: null,
      invalidDraftValues: {
        price: "doscientos mil",
        bedrooms: "60",
        size: "0",
        phone: "61 22 aa",
        dni: "12345678",
      },
    });

    await post(harness, {
      intent: "save-draft",
      propertyId: id,
      ...LISTING,
      price: "245.000",
      size: "",
      dni: "12345678z",
    });
    expect(await row(id)).toMatchObject({
      price: 245000,
      size: null,
      phone: "612345678",
      dni: "12345678Z",
      invalidDraftValues: null,
      status: "draft",
    });
    expect((await saleLayout(harness, id)).property).toMatchObject({ dni: "12345678Z" });
  });

  test("the first save of a new listing takes the blank form's place in the history", async () => {
    const harness = await seller();
    const first = await post(harness, { intent: "save-draft", title: "Casa en Ávila" });
    expect(first).toMatchObject({ kind: "redirect", replace: true });
    const id = propertyIdIn((first as { location: string }).location);
    const again = await post(harness, { intent: "save-draft", propertyId: id, title: "Casa en Ávila" });
    expect(again).toMatchObject({ kind: "redirect", replace: false });
    const photos = await post(harness, { intent: "save-draft", purpose: "photos", title: "Otra casa" });
    expect(photos).toMatchObject({ kind: "redirect", replace: true });
    const publish = await post(harness, { intent: "save-listing", ...LISTING });
    expect(publish).toMatchObject({ kind: "redirect", replace: true });
    expect(await database().db.select().from(properties)).toHaveLength(3);
  });

  test("a live listing with fewer than 15 photos is edited: a lower price needs no new photos", async () => {
    const harness = await seller();
    const live = await createProperty(database().db, harness.user.id, {
      status: "published",
      propertyType: "Garaje",
      images: FIFTEEN_PHOTOS.slice(0, 3),
      marketingActive: true,
    });
    const unchanged = await post(harness, {
      intent: "save-listing",
      propertyId: live.id,
      ...LISTING,
      title: live.title ?? "",
    });
    expect(unchanged).toMatchObject({
      kind: "redirect",
      toast: { title: "Cambios guardados", description: "Tu anuncio ya muestra los cambios." },
    });
    await post(harness, { intent: "save-listing", propertyId: live.id, ...LISTING, price: "32.000" });
    expect(await row(live.id)).toMatchObject({ price: 32000, status: "published", marketingActive: true });

    // Edits are still checked field by field.
    const refused = await post(harness, {
      intent: "save-listing",
      propertyId: live.id,
      ...LISTING,
      price: "",
    });
    expect(refused).toMatchObject({
      kind: "data",
      status: 400,
      data: { toast: { title: "Campos requeridos" } },
    });
    expect((await row(live.id)).price).toBe(32000);
  });

  test("an admin's take-down is edited without being published again", async () => {
    const harness = await seller();
    const takenDown = await createProperty(database().db, harness.user.id, {
      status: "unpublished",
      images: [],
    });
    const outcome = await post(harness, { intent: "save-listing", propertyId: takenDown.id, ...LISTING });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Cambios guardados" } });
    expect(await row(takenDown.id)).toMatchObject({ status: "unpublished", title: LISTING.title });
  });

  test("publishing clears what a draft kept as typed", async () => {
    const harness = await seller();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
      invalidDraftValues: { price: "doscientos mil" },
    });
    await post(harness, { intent: "save-listing", propertyId: draft.id, ...LISTING });
    expect(await row(draft.id)).toMatchObject({ status: "published", invalidDraftValues: null });
  });

  test("a sold property's listing can no longer be changed", async () => {
    const harness = await seller();
    const sold = await createProperty(database().db, harness.user.id, {
      status: "sold",
      saleConfirmed: true,
      images: FIFTEEN_PHOTOS,
    });
    const outcome = await post(harness, { intent: "save-listing", propertyId: sold.id, ...LISTING });
    expect(outcome).toMatchObject({ kind: "data", status: 409 });
    expect((await row(sold.id)).title).toBe("Piso reformado con terraza en Ruzafa");
  });
});
