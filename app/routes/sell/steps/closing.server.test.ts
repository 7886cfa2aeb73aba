import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { configureStorage } from "#app/lib/storage.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { formRequest } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { type Harness, post, propertyRow, signedIn } from "#tests/support/sale-harness";

/** Step 6, `/vender/<id>/cierre`: the success fee paid, the sale closed, the owner told by e-mail. */
const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-closing-")) });
});

const seller = (options?: Parameters<typeof signedIn>[1]) => signedIn(database().db, options);
const row = (id: string) => propertyRow(database().db, id);

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
    const harness = await seller();
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
    const harness = await seller();
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
    const harness = await seller({ role: "tester" });
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
    const harness = await seller({ failingMail: true });
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
