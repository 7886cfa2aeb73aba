import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/leads";
import { payments } from "#app/db/schema/payments";
import { saleBuyers } from "#app/db/schema/sale-buyers";
import { configureStorage } from "#app/lib/storage.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { formRequest } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { type Harness, OUTSIDE, post, propertyRow, saleLayout, signedIn } from "#tests/support/sale-harness";

/** Step 6, `/vender/<id>/cierre`: who bought decides the success fee ('¿Quién ha comprado tu vivienda?'). */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-buyer-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

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
    const harness = await seller();
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

    const page = await saleLayout(harness, property.id);
    expect(page.property?.buyer).toMatchObject({
      answer: null,
      leads: [
        { buyerName: "Descartada", discarded: true },
        { buyerName: "Primera", discarded: false },
      ],
    });
  });

  test("a buyer from outside: no charge, the sale closes and is sold, the e-mail says no fee was charged", async () => {
    const harness = await seller();
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
    const page = await saleLayout(harness, property.id);
    expect(page.property?.buyer?.answer).toEqual({ source: "outside", lead: null });
  });

  test("a lead: the answer is recorded, the sale stays open until the success fee is paid", async () => {
    const harness = await seller();
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
    const page = await saleLayout(harness, property.id);
    expect(page.property?.buyer?.answer).toMatchObject({
      source: "lead",
      lead: { buyerName: "Pablo Serrano" },
    });
  });

  test("the lead must be one of this listing's: another listing's, an unknown one or garbage are refused", async () => {
    const harness = await seller();
    const property = await atStepSix(harness);
    const stranger = await seller();
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
    const harness = await seller();
    const property = await atStepSix(harness);
    expect((await startFee(harness, property.id)).data).toMatchObject({
      error: "Indica primero quién ha comprado tu vivienda.",
    });
    const tester = await seller({ role: "tester" });
    const sample = await atStepSix(tester);
    expect(
      await post(tester, { intent: "tester-pay", propertyId: sample.id, product: "final_fee" }),
    ).toMatchObject({ kind: "data", status: 409 });
    expect(await row(sample.id)).toMatchObject({ saleConfirmed: false });
  });

  test("a discarded lead may still be the buyer; the answer can change until the sale closes, then not", async () => {
    const harness = await seller();
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
    const harness = await seller();
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
    const harness = await seller();
    const property = await atStepSix(harness);
    const lead = await createLead(database().db, property.id, "enquiry");
    await post(harness, { intent: "declare-buyer", propertyId: property.id, buyer: `lead:${lead.id}` });
    await database().db.delete(leads).where(eq(leads.id, lead.id));
    expect(await answerOf(property.id)).toMatchObject({ source: "lead", soldToLeadId: null });
  });
});
