import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { configureStorage } from "#app/lib/storage.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { type Harness, loadAt, post, propertyRow, signedIn } from "#tests/support/sale-harness";
import { loader } from "./campaign";

/** Step 2, `/vender/<id>/campana`: the campaign's payment (and the tester's way round it), and the billing data asked for first. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-campaign-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

const campaignStep = (harness: Harness, propertyId: string) =>
  loadAt(loader, harness, `/vender/${propertyId}/campana`, { propertyId });

describe("the billing data the payment step asks for first (ADR 0041)", () => {
  test("an owner without a domicile is asked for it, and for the DNI while the profile has none; saving comes back to the step", async () => {
    const harness = await seller({ dni: null });
    const { db } = database();
    await db
      .update(users)
      .set({ billingStreet: null, billingPostalCode: null, billingCity: null, billingProvince: null })
      .where(eq(users.id, harness.user.id));
    const property = await createProperty(db, harness.user.id, { marketingActive: false });
    const billingOf = async () => (await campaignStep(harness, property.id)).billing;
    expect(await billingOf()).toEqual({ complete: false, domicile: null, foreignId: null, needsDni: true });

    const domicile = { street: "Calle Mayor 1", postalCode: "28013", city: "Madrid", province: "Madrid" };
    // Without the DNI the form is sent back with the field's error, and nothing is saved.
    expect(
      await post(harness, { intent: "save-billing", propertyId: property.id, ...domicile }),
    ).toMatchObject({ kind: "data", status: 400, data: { intent: "save-billing" } });
    expect((await billingOf()).domicile).toBeNull();

    const saved = await post(harness, {
      intent: "save-billing",
      propertyId: property.id,
      ...domicile,
      dni: "12.345.678-z",
    });
    expect(saved).toMatchObject({
      kind: "redirect",
      location: `/vender/${property.id}/campana`,
      toast: { title: "Datos de facturación guardados" },
    });
    expect(await billingOf()).toEqual({
      complete: true,
      domicile: { ...domicile, country: "ES" },
      foreignId: null,
      needsDni: false,
    });
    const [stored] = await db
      .select({ dni: users.dni, role: users.role })
      .from(users)
      .where(eq(users.id, harness.user.id));
    expect(stored).toEqual({ dni: "12345678Z", role: "user" });
  });
});

describe("testers and the paid steps", () => {
  test("an ordinary owner cannot get the campaign or the sale without paying", async () => {
    const harness = await seller();
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
    const tester = await seller({ role: "tester" });
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
    const tester = await seller({ role: "tester" });
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
});
