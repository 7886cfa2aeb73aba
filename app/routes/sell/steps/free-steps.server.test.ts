import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import { OUTSIDE, post, propertyRow, signedIn } from "#tests/support/sale-harness";

/**
 * Steps 3 to 5 (`/vender/<id>/visitas`, `…/arras`, `…/notaria`): completed without a payment, each
 * by its own route, in turn, and only on the owner's own property.
 */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-steps-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

describe("steps 3 to 5", () => {
  test("are locked until marketing is active", async () => {
    const harness = await seller();
    const property = await createProperty(database().db, harness.user.id, { marketingActive: false });
    const outcome = await post(harness, { intent: "complete-step", propertyId: property.id, step: "3" });
    expect(outcome).toMatchObject({ kind: "data", status: 409 });
    expect((await row(property.id)).visitsManaged).toBe(false);
  });

  test("viewings, arras with the cadastral reference, notary: each sets its flag in turn", async () => {
    const harness = await seller();
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
    const harness = await seller();
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
    const owner = await seller();
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

    const tester = await seller({ role: "tester" });
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
    const owner = await seller();
    const property = await createProperty(database().db, owner.user.id, {
      marketingActive: true,
      visitsManaged: true,
    });
    const intruder = await seller({ role: "tester" });
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
