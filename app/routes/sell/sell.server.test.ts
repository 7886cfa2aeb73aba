import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/leads";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { saleBuyers } from "#app/db/schema/sale-buyers";
import { users } from "#app/db/schema/users";
import type { Mailer, MailMessage } from "#app/lib/mailer.server";
import { configureStorage } from "#app/lib/storage.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createLead } from "#tests/factories/leads";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { type ActionOutcome, runAction } from "#tests/support/route-action";
import { action, loader } from "./sell";

const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-sell-")) });
});

/** An outside buyer as step 6 asks for one: named, and confirmed (the second look). */
const OUTSIDE = { buyerName: "Pedro Vecino Ruiz", confirmed: "yes" };

const FIFTEEN_PHOTOS = Array.from(
  { length: 15 },
  (_, index) => `http://localhost:3000/files/property-images/u/p/${index}-foto-1920.webp`,
);

const LISTING = {
  title: "Ático con terraza en Chamberí",
  description: "Luminoso y exterior.",
  address: "Calle de Fuencarral 100, Madrid",
  province: "Madrid",
  propertyType: "Ático",
  price: "250.000",
  bedrooms: "3",
  bathrooms: "",
  size: "95",
  countryCode: "+34",
  phone: "612 345 678",
  energyRating: "D",
  ...LISTING_FACTS_FORM,
};

function fakeMailer(options: { failing?: boolean } = {}) {
  const sent: MailMessage[] = [];
  const mailer = {
    transport: "outbox",
    send: async (message: MailMessage) => {
      sent.push(message);
      return { messageId: "test" };
    },
    async enqueue(message: MailMessage) {
      if (options.failing) throw new Error("SMTP down");
      sent.push(message);
      return true;
    },
    async enqueueInTransaction(_executeSql: unknown, message: MailMessage) {
      if (options.failing) throw new Error("SMTP down");
      sent.push(message);
    },
    wake: () => {},
    ready: () => Promise.resolve(),
    defer: () => true,
    idle: async () => {},
  } satisfies Mailer;
  return { mailer, sent };
}

type Harness = { user: TestUser; cookie: string; context: AppLoadContext; sent: MailMessage[] };

async function signedIn(
  { role = "user", dni = "12345678Z", failingMail = false } = {} as {
    role?: TestUser["role"];
    dni?: string | null;
    failingMail?: boolean;
  },
): Promise<Harness> {
  const { db } = database();
  const user = await createUser(db, { role, billing: true });
  await db.update(users).set({ dni }).where(eq(users.id, user.id));
  const { mailer, sent } = fakeMailer({ failing: failingMail });
  const context = { ...createTestContext(db), mailer } as AppLoadContext;
  return { user, cookie: await sessionCookie(context, user), context, sent };
}

type Outcome = ActionOutcome;

async function post(harness: Harness, fields: Record<string, string | string[]>): Promise<Outcome> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const request = new Request("http://localhost:3000/vender", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: harness.cookie },
  });
  return runAction(action, request, harness.context);
}

const row = async (id: string) => {
  const [found] = await database().db.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error("property gone");
  return found;
};

async function load(harness: Harness, search = "") {
  const request = new Request(`http://localhost:3000/vender${search}`, {
    headers: { cookie: harness.cookie },
  });
  return loader({ request, context: harness.context, params: {} } as never);
}

describe("the sale page", () => {
  test("sends visitors to /auth", async () => {
    const { db } = database();
    const context = createTestContext(db);
    const request = new Request("http://localhost:3000/vender");
    await expect(loader({ request, context, params: {} } as never)).rejects.toMatchObject({ status: 302 });
  });

  test("shows the newest private sale under way, or none for a new owner", async () => {
    const harness = await signedIn();
    expect((await load(harness)).property).toBeNull();
    const older = await createProperty(database().db, harness.user.id, { createdAt: new Date("2026-01-01") });
    const newer = await createProperty(database().db, harness.user.id, { createdAt: new Date("2026-02-01") });
    await createProperty(database().db, harness.user.id, {
      status: "sold",
      createdAt: new Date("2026-03-01"),
    });
    expect((await load(harness)).property?.id).toBe(newer.id);
    expect((await load(harness, `?id=${older.id}`)).property?.id).toBe(older.id);
    expect((await load(harness, "?nueva")).property).toBeNull();
  });

  test("never shows someone else's property, even by its id", async () => {
    const harness = await signedIn();
    const stranger = await createUser(database().db, { email: "otro@example.es" });
    const theirs = await createProperty(database().db, stranger.id, {
      catastralReference: "9872023VH5797S0001WX",
    });
    const page = await load(harness, `?id=${theirs.id}`);
    expect(page.property).toBeNull();
    expect(page.requestedMissing).toBe(true);
    expect(JSON.stringify(page)).not.toContain("9872023VH5797S0001WX");
  });

  test("asks for the DNI only while the profile has none", async () => {
    expect((await load(await signedIn({ dni: null }))).user.needsDni).toBe(true);
    expect((await load(await signedIn({ dni: "N/A" }))).user.needsDni).toBe(true);
    expect((await load(await signedIn())).user.needsDni).toBe(false);
  });
});

describe("the billing data the payment step asks for first (ADR 0041)", () => {
  test("an owner without a domicile is asked for it, and for the DNI while the profile has none; saving comes back to the listing", async () => {
    const harness = await signedIn({ dni: null });
    const { db } = database();
    await db
      .update(users)
      .set({ billingStreet: null, billingPostalCode: null, billingCity: null, billingProvince: null })
      .where(eq(users.id, harness.user.id));
    const property = await createProperty(db, harness.user.id, { marketingActive: false });
    expect((await load(harness)).billing).toEqual({ complete: false, domicile: null, needsDni: true });

    const domicile = { street: "Calle Mayor 1", postalCode: "28013", city: "Madrid", province: "Madrid" };
    // Without the DNI the form is sent back with the field's error, and nothing is saved.
    expect(
      await post(harness, { intent: "save-billing", propertyId: property.id, ...domicile }),
    ).toMatchObject({ kind: "data", status: 400, data: { intent: "save-billing" } });
    expect((await load(harness)).billing.domicile).toBeNull();

    const saved = await post(harness, {
      intent: "save-billing",
      propertyId: property.id,
      ...domicile,
      dni: "12.345.678-z",
    });
    expect(saved).toMatchObject({
      kind: "redirect",
      location: `/vender?id=${property.id}`,
      toast: { title: "Datos de facturación guardados" },
    });
    expect((await load(harness)).billing).toEqual({ complete: true, domicile, needsDni: false });
    const [stored] = await db
      .select({ dni: users.dni, role: users.role })
      .from(users)
      .where(eq(users.id, harness.user.id));
    expect(stored).toEqual({ dni: "12345678Z", role: "user" });
  });
});

describe("step 1: the listing", () => {
  test("publishing a new listing without photos keeps it as a draft and asks for 15 photos", async () => {
    const harness = await signedIn();
    const outcome = await post(harness, { intent: "save-listing", ...LISTING });
    expect(outcome).toMatchObject({
      kind: "redirect",
      toast: { title: "Fotos insuficientes", description: "Debes subir al menos 15 fotos de la propiedad." },
    });
    const id = new URL(`http://x${(outcome as { location: string }).location}`).searchParams.get("id") ?? "";
    expect(await row(id)).toMatchObject({
      status: "draft",
      title: LISTING.title,
      price: 250000,
      userId: harness.user.id,
    });
  });

  test("with 15 photos it is published, numbers converted and empty ones saved as null", async () => {
    const harness = await signedIn();
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
    const harness = await signedIn();
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
    const harness = await signedIn();
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
    const harness = await signedIn();
    const outcome = await post(harness, { intent: "save-listing", ...LISTING, energyRating: "" });
    expect(outcome).toMatchObject({
      kind: "data",
      status: 400,
      data: { result: { error: { energyRating: expect.any(Array) } } },
    });
  });

  test("a DNI given in the form is saved to a profile that had none, and never overwrites one", async () => {
    const harness = await signedIn({ dni: null });
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

    const withDni = await signedIn();
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
    const harness = await signedIn();
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
    const owner = await signedIn();
    const mine = await createProperty(database().db, owner.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const intruder = await signedIn();
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

  test("a draft is never public; a published listing is not changed by a draft", async () => {
    const harness = await signedIn();
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
    const harness = await signedIn({ dni: null });
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
    const page = await load(harness);
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

    const id = page.property?.id ?? "";
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
    expect((await load(harness, `?id=${id}`)).property).toMatchObject({ dni: "12345678Z" });
  });

  test("the first save of a new listing takes the blank form's place in the history", async () => {
    const harness = await signedIn();
    const first = await post(harness, { intent: "save-draft", title: "Casa en Ávila" });
    expect(first).toMatchObject({ kind: "redirect", replace: true });
    const id = new URL(`http://x${(first as { location: string }).location}`).searchParams.get("id") ?? "";
    const again = await post(harness, { intent: "save-draft", propertyId: id, title: "Casa en Ávila" });
    expect(again).toMatchObject({ kind: "redirect", replace: false });
    const photos = await post(harness, { intent: "save-draft", purpose: "photos", title: "Otra casa" });
    expect(photos).toMatchObject({ kind: "redirect", replace: true });
    const publish = await post(harness, { intent: "save-listing", ...LISTING });
    expect(publish).toMatchObject({ kind: "redirect", replace: true });
    expect(await database().db.select().from(properties)).toHaveLength(3);
  });

  test("a live listing with fewer than 15 photos is edited: a lower price needs no new photos", async () => {
    const harness = await signedIn();
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
    const harness = await signedIn();
    const takenDown = await createProperty(database().db, harness.user.id, {
      status: "unpublished",
      images: [],
    });
    const outcome = await post(harness, { intent: "save-listing", propertyId: takenDown.id, ...LISTING });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Cambios guardados" } });
    expect(await row(takenDown.id)).toMatchObject({ status: "unpublished", title: LISTING.title });
  });

  test("publishing clears what a draft kept as typed", async () => {
    const harness = await signedIn();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
      invalidDraftValues: { price: "doscientos mil" },
    });
    await post(harness, { intent: "save-listing", propertyId: draft.id, ...LISTING });
    expect(await row(draft.id)).toMatchObject({ status: "published", invalidDraftValues: null });
  });

  test("a sold property's listing can no longer be changed", async () => {
    const harness = await signedIn();
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

describe("steps 3 to 5", () => {
  test("are locked until marketing is active", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, { marketingActive: false });
    const outcome = await post(harness, { intent: "complete-step", propertyId: property.id, step: "3" });
    expect(outcome).toMatchObject({ kind: "data", status: 409 });
    expect((await row(property.id)).visitsManaged).toBe(false);
  });

  test("viewings, arras with the cadastral reference, notary: each sets its flag in turn", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      paymentStatus: "paid",
    });
    expect(
      await post(harness, { intent: "complete-step", propertyId: property.id, step: "5" }),
    ).toMatchObject({
      kind: "data",
      status: 409,
    });
    expect(
      await post(harness, { intent: "complete-step", propertyId: property.id, step: "3" }),
    ).toMatchObject({
      kind: "redirect",
      toast: { title: "Has avanzado al paso 4" },
    });
    expect(
      await post(harness, {
        intent: "complete-arras",
        propertyId: property.id,
        catastralReference: "9872023VH5797S0001WX",
      }),
    ).toMatchObject({
      kind: "redirect",
      toast: { title: "Has avanzado al paso 5" },
    });
    expect(
      await post(harness, { intent: "complete-step", propertyId: property.id, step: "5" }),
    ).toMatchObject({
      kind: "redirect",
      toast: { title: "Has avanzado al paso 6" },
    });
    expect(await row(property.id)).toMatchObject({
      visitsManaged: true,
      arrasSigned: true,
      notaryDone: true,
      catastralReference: "9872023VH5797S0001WX",
      saleConfirmed: false,
      status: "published",
    });
  });

  test("arras need a valid cadastral reference: 'Campo requerido' when empty", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      visitsManaged: true,
    });
    expect(
      await post(harness, { intent: "complete-arras", propertyId: property.id, catastralReference: "" }),
    ).toMatchObject({
      kind: "data",
      status: 400,
      data: {
        toast: {
          title: "Campo requerido",
          description: "Por favor, introduce la referencia catastral para continuar.",
        },
      },
    });
    expect(
      await post(harness, {
        intent: "complete-arras",
        propertyId: property.id,
        catastralReference: "9872023VH5797S0001WY",
      }),
    ).toMatchObject({
      kind: "data",
      status: 400,
      data: { toast: { title: "Referencia catastral no válida" } },
    });
    expect((await row(property.id)).arrasSigned).toBe(false);
  });

  test("only a tester may skip the arras, and the role is read on the server", async () => {
    const owner = await signedIn();
    const property = await createProperty(database().db, owner.user.id, {
      marketingActive: true,
      visitsManaged: true,
    });
    expect(
      await post(owner, { intent: "complete-arras", propertyId: property.id, skip: "true", role: "tester" }),
    ).toMatchObject({
      kind: "data",
      status: 403,
    });
    expect((await row(property.id)).arrasSigned).toBe(false);

    const tester = await signedIn({ role: "tester" });
    const sample = await createProperty(database().db, tester.user.id, {
      marketingActive: true,
      visitsManaged: true,
    });
    expect(
      await post(tester, { intent: "complete-arras", propertyId: sample.id, skip: "true" }),
    ).toMatchObject({
      kind: "redirect",
    });
    expect(await row(sample.id)).toMatchObject({ arrasSigned: true, catastralReference: null });
  });

  test("nobody can complete a step of someone else's property", async () => {
    const owner = await signedIn();
    const property = await createProperty(database().db, owner.user.id, {
      marketingActive: true,
      visitsManaged: true,
    });
    const intruder = await signedIn({ role: "tester" });
    const attempts: Record<string, string>[] = [
      { intent: "complete-step", step: "3" },
      { intent: "complete-arras", catastralReference: "9872023VH5797S0001WX" },
      { intent: "complete-arras", skip: "true" },
      { intent: "tester-pay", product: "marketing" },
      { intent: "tester-pay", product: "final_fee" },
      { intent: "declare-buyer", buyer: "outside", ...OUTSIDE },
      { intent: "finish-sale" },
    ];
    for (const fields of attempts) {
      expect(await post(intruder, { ...fields, propertyId: property.id })).toMatchObject({
        kind: "data",
        status: 404,
      });
    }
    expect(await row(property.id)).toMatchObject({
      arrasSigned: false,
      notaryDone: false,
      saleConfirmed: false,
    });
  });
});

describe("testers and the paid steps", () => {
  test("an ordinary owner cannot get the campaign or the sale without paying", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, { marketingActive: false });
    expect(
      await post(harness, {
        intent: "tester-pay",
        propertyId: property.id,
        product: "marketing",
        isTester: "true",
      }),
    ).toMatchObject({
      kind: "data",
      status: 403,
    });
    expect(await row(property.id)).toMatchObject({ marketingActive: false, paymentStatus: "pending" });
  });

  test("a tester activates marketing and finishes the sale free, recorded as paid_tester", async () => {
    const tester = await signedIn({ role: "tester" });
    const property = await createProperty(database().db, tester.user.id, { marketingActive: false });
    expect(
      await post(tester, { intent: "tester-pay", propertyId: property.id, product: "marketing" }),
    ).toMatchObject({
      kind: "redirect",
      toast: { title: "Has avanzado al paso 3" },
    });
    expect(await row(property.id)).toMatchObject({ marketingActive: true, paymentStatus: "paid_tester" });
    expect(
      await post(tester, { intent: "tester-pay", propertyId: property.id, product: "final_fee" }),
    ).toMatchObject({
      kind: "data",
      status: 409,
    });
    await database()
      .db.update(properties)
      .set({ visitsManaged: true, arrasSigned: true, notaryDone: true })
      .where(eq(properties.id, property.id));
    // As for anyone, the success fee waits for the answer to "¿Quién ha comprado tu vivienda?".
    expect(
      await post(tester, { intent: "tester-pay", propertyId: property.id, product: "final_fee" }),
    ).toMatchObject({ kind: "data", status: 409 });
    const lead = await createLead(database().db, property.id, "enquiry");
    await post(tester, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${lead.id}` });
    expect(
      await post(tester, { intent: "tester-pay", propertyId: property.id, product: "final_fee" }),
    ).toMatchObject({
      kind: "data",
      status: 200,
      data: { intent: "sale-confirmed" },
    });
    expect(await row(property.id)).toMatchObject({
      saleConfirmed: true,
      status: "sold",
      paymentStatus: "paid_tester",
    });
  });

  test("a draft (not yet published) cannot get its campaign, even for a tester", async () => {
    const tester = await signedIn({ role: "tester" });
    const draft = await createProperty(database().db, tester.user.id, {
      status: "draft",
      marketingActive: false,
    });
    expect(
      await post(tester, { intent: "tester-pay", propertyId: draft.id, product: "marketing" }),
    ).toMatchObject({
      kind: "data",
      status: 409,
    });
    expect((await row(draft.id)).marketingActive).toBe(false);
  });

  test("'Modo de Prueba' creates the Madrid sample at 250.000 € with 15 photos, for testers only", async () => {
    const owner = await signedIn();
    expect(await post(owner, { intent: "create-sample" })).toMatchObject({ kind: "data", status: 403 });
    expect(await database().db.select().from(properties)).toHaveLength(0);

    const tester = await signedIn({ role: "tester" });
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

describe("the end of the sale", () => {
  async function payFinalFee(harness: Harness, propertyId: string) {
    const lead = await createLead(database().db, propertyId, "enquiry");
    await post(harness, { intent: "declare-buyer", propertyId, buyer: `lead:${lead.id}` });
    const call = async (fn: (args: never) => unknown, request: Request) =>
      (await fn({ request, context: harness.context, params: {} } as never)) as {
        data: Record<string, unknown>;
      };
    const started = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId, product: "final_fee" }, harness.cookie),
    );
    const { providerPaymentId } = started.data.payment as { providerPaymentId: string };
    await call(
      confirmTestCard,
      formRequest(
        "/pagos/prueba",
        { paymentId: providerPaymentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
        harness.cookie,
      ),
    );
  }

  test("finishing before the success fee is paid changes nothing and sends nothing", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      notaryDone: true,
    });
    expect(
      await post(harness, { intent: "finish-sale", propertyId: property.id, status: "sold" }),
    ).toMatchObject({
      kind: "data",
      status: 409,
    });
    expect(await row(property.id)).toMatchObject({ status: "published", saleConfirmed: false });
    expect(harness.sent).toHaveLength(0);
  });

  test("after the card payment the sale is sold, the owner is e-mailed and goes to /dashboard", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      visitsManaged: true,
      arrasSigned: true,
      notaryDone: true,
    });
    await payFinalFee(harness, property.id);
    expect(await row(property.id)).toMatchObject({
      status: "sold",
      saleConfirmed: true,
      paymentStatus: "paid",
    });
    // Mailed when the payment is fulfilled, even if the owner closes the tab during the advice;
    // the fee's receipt goes beside it.
    const completed = () => harness.sent.filter((mail) => mail.template === "sale-completed");
    expect(completed()).toHaveLength(1);
    expect(completed()[0]).toMatchObject({ to: harness.user.email });
    expect(completed()[0]?.text).toContain(property.title ?? "");
    expect(harness.sent.map((mail) => mail.template).sort()).toEqual(["payment-receipt", "sale-completed"]);

    const outcome = await post(harness, { intent: "finish-sale", propertyId: property.id });
    expect(outcome).toMatchObject({
      kind: "redirect",
      location: "/dashboard",
      toast: { title: "¡Venta completada!" },
    });
    // Finishing (or finishing again from a second tab) never mails twice.
    await post(harness, { intent: "finish-sale", propertyId: property.id });
    expect(completed()).toHaveLength(1);
  });

  test("a tester's free finish mails the owner once too", async () => {
    const harness = await signedIn({ role: "tester" });
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      notaryDone: true,
    });
    const lead = await createLead(database().db, property.id, "enquiry");
    await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${lead.id}` });
    await post(harness, { intent: "tester-pay", propertyId: property.id, product: "final_fee" });
    expect(await row(property.id)).toMatchObject({ status: "sold", saleConfirmed: true });
    await post(harness, { intent: "finish-sale", propertyId: property.id });
    await post(harness, { intent: "finish-sale", propertyId: property.id });
    expect(harness.sent.map((mail) => mail.template)).toEqual(["sale-completed"]);
  });

  test("a failing e-mail is only logged: the owner still finishes", async () => {
    const harness = await signedIn({ failingMail: true });
    const property = await createProperty(database().db, harness.user.id, {
      marketingActive: true,
      saleConfirmed: true,
      status: "sold",
    });
    expect(await post(harness, { intent: "finish-sale", propertyId: property.id })).toMatchObject({
      kind: "redirect",
      location: "/dashboard",
    });
  });
});

describe("step 6: who bought decides the success fee", () => {
  const atStepSix = (harness: Harness) =>
    createProperty(database().db, harness.user.id, {
      marketingActive: true,
      visitsManaged: true,
      arrasSigned: true,
      notaryDone: true,
      paymentStatus: "paid",
    });
  const answerOf = async (propertyId: string) =>
    (await database().db.select().from(saleBuyers).where(eq(saleBuyers.propertyId, propertyId)))[0] ?? null;
  const startFee = async (harness: Harness, propertyId: string) =>
    (await startPaymentAction({
      request: formRequest("/pagos/iniciar", { propertyId, product: "final_fee" }, harness.cookie),
      context: harness.context,
      params: {},
    } as never)) as { init: { status?: number } | null; data: Record<string, unknown> };

  test("the page lists the listing's own leads, discarded ones too, newest first", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    const other = await atStepSix(harness);
    await createLead(database().db, property.id, "enquiry", {
      buyerName: "Primera",
      createdAt: new Date("2026-10-01"),
    });
    await createLead(database().db, property.id, "enquiry", {
      buyerName: "Descartada",
      createdAt: new Date("2026-10-05"),
      discardedAt: new Date("2026-10-06"),
    });
    await createLead(database().db, other.id, "enquiry", { buyerName: "De otro anuncio" });

    const page = await load(harness, `?id=${property.id}`);
    expect(page.property?.buyer).toMatchObject({
      answer: null,
      leads: [
        { buyerName: "Descartada", discarded: true },
        { buyerName: "Primera", discarded: false },
      ],
    });
  });

  test("a buyer from outside: no charge, the sale closes and is sold, the e-mail says no fee was charged", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    await createLead(database().db, property.id, "enquiry");

    expect(
      await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: "outside", ...OUTSIDE }),
    ).toMatchObject({ kind: "data", status: 200, data: { intent: "sale-confirmed" } });
    expect(await row(property.id)).toMatchObject({
      status: "sold",
      saleConfirmed: true,
      paymentStatus: "paid",
    });
    expect(await answerOf(property.id)).toMatchObject({ source: "outside", soldToLeadId: null });
    // Mailed at once, even if the owner never presses 'Ir a mi panel' (or has no JavaScript).
    expect(harness.sent.map((mail) => mail.template)).toEqual(["sale-completed"]);
    // Nothing to pay: the card form cannot even be opened.
    expect((await startFee(harness, property.id)).init?.status).toBe(409);
    expect(await database().db.select().from(payments)).toHaveLength(0);

    expect(await post(harness, { intent: "finish-sale", propertyId: property.id })).toMatchObject({
      kind: "redirect",
      location: "/dashboard",
    });
    expect(harness.sent).toHaveLength(1);
    expect(harness.sent[0]?.text).toContain("no se ha cobrado comisión de éxito");
    const page = await load(harness, `?id=${property.id}`);
    expect(page.property?.buyer?.answer).toEqual({ source: "outside", lead: null });
  });

  test("a lead: the answer is recorded, the sale stays open until the success fee is paid", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    const lead = await createLead(database().db, property.id, "enquiry", { buyerName: "Pablo Serrano" });

    expect(
      await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${lead.id}` }),
    ).toMatchObject({ kind: "redirect", toast: { title: "Comprador registrado" } });
    expect(await answerOf(property.id)).toMatchObject({ source: "lead", soldToLeadId: lead.id });
    expect(await row(property.id)).toMatchObject({ status: "published", saleConfirmed: false });
    expect(await post(harness, { intent: "finish-sale", propertyId: property.id })).toMatchObject({
      kind: "data",
      status: 409,
    });

    const started = await startFee(harness, property.id);
    expect(started.init?.status ?? 200).toBe(200);
    // The amount is the pricing module's, whatever the browser might send.
    expect(started.data.payment).toMatchObject({ amount: 60_500 });
    const page = await load(harness, `?id=${property.id}`);
    expect(page.property?.buyer?.answer).toMatchObject({
      source: "lead",
      lead: { buyerName: "Pablo Serrano" },
    });
  });

  test("the lead must be one of this listing's: another listing's, an unknown one or garbage are refused", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    const stranger = await signedIn();
    const strangersListing = await createProperty(database().db, stranger.user.id);
    const strangersLead = await createLead(database().db, strangersListing.id, "enquiry");
    const ownOtherListing = await atStepSix(harness);
    const ownOtherLead = await createLead(database().db, ownOtherListing.id, "enquiry");

    for (const leadId of [strangersLead.id, ownOtherLead.id, "5f0c6f5e-0000-4000-8000-000000000000"]) {
      expect(
        await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${leadId}` }),
      ).toMatchObject({
        kind: "data",
        status: 409,
        data: { toast: { description: expect.stringContaining("no es de este anuncio") } },
      });
    }
    for (const buyer of ["", "lead:", "lead:1 OR 1=1", "inside", strangersLead.id]) {
      expect(await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer })).toMatchObject({
        kind: "data",
        status: 400,
      });
    }
    expect(await answerOf(property.id)).toBeNull();
    expect(await row(property.id)).toMatchObject({ status: "published", saleConfirmed: false });
  });

  test("without an answer there is no success fee to pay, by card or as a tester", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    expect((await startFee(harness, property.id)).data).toMatchObject({
      error: "Indica primero quién ha comprado tu vivienda.",
    });
    const tester = await signedIn({ role: "tester" });
    const sample = await atStepSix(tester);
    expect(
      await post(tester, { intent: "tester-pay", propertyId: sample.id, product: "final_fee" }),
    ).toMatchObject({ kind: "data", status: 409 });
    expect(await row(sample.id)).toMatchObject({ saleConfirmed: false });
  });

  test("a discarded lead may still be the buyer; the answer can change until the sale closes, then not", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    const discarded = await createLead(database().db, property.id, "enquiry", { discardedAt: new Date() });
    await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${discarded.id}` });
    expect(await answerOf(property.id)).toMatchObject({ source: "lead", soldToLeadId: discarded.id });
    // A card payment opened for the fee is cancelled when the owner says the buyer came from outside.
    await startFee(harness, property.id);

    await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: "outside", ...OUTSIDE });
    expect(await answerOf(property.id)).toMatchObject({ source: "outside", soldToLeadId: null });
    expect((await database().db.select().from(payments)).map((payment) => payment.status)).toEqual([
      "canceled",
    ]);

    expect(
      await post(harness, {
        intent: "declare-buyer",
        propertyId: property.id,
        buyer: `lead:${discarded.id}`,
      }),
    ).toMatchObject({ kind: "data", status: 409 });
    expect(await answerOf(property.id)).toMatchObject({ source: "outside" });
  });

  test("the question waits for the notary step", async () => {
    const harness = await signedIn();
    const property = await createProperty(database().db, harness.user.id, { marketingActive: true });
    expect(
      await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: "outside", ...OUTSIDE }),
    ).toMatchObject({
      kind: "data",
      status: 409,
    });
    expect(await row(property.id)).toMatchObject({ status: "published", saleConfirmed: false });
  });

  test("deleting the chosen lead (retention) keeps the answer's source", async () => {
    const harness = await signedIn();
    const property = await atStepSix(harness);
    const lead = await createLead(database().db, property.id, "enquiry");
    await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${lead.id}` });
    await database().db.delete(leads).where(eq(leads.id, lead.id));
    expect(await answerOf(property.id)).toMatchObject({ source: "lead", soldToLeadId: null });
  });
});
