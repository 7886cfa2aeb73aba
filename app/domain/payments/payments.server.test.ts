import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { BILLING_MESSAGES } from "#app/domain/invoices/billing-details";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createAgencyListing } from "#tests/factories/agency";
import { createProperty } from "#tests/factories/properties";
import { createUser, TEST_BILLING } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { applyPaymentEvent } from "./fulfilment.server";

const issuer = invoiceIssuerFrom(DEMO_COMPANY);

import { createTestPaymentProvider } from "./test-provider.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

type ActionResult = { data: Record<string, unknown>; init: { status?: number } | null };
const call = async (fn: (args: never) => unknown, request: Request, context: unknown) =>
  (await fn({ request, context, params: {} } as never)) as ActionResult;

async function ownerWithDraftListing(overrides = {}, env: NodeJS.ProcessEnv = {}) {
  const { db } = database();
  const owner = await createUser(db, { billing: true });
  const property = await createProperty(db, owner.id, {
    marketingActive: false,
    paymentStatus: "pending",
    ...overrides,
  });
  const context = createTestContext(db, env);
  const cookie = await sessionCookie(context, owner);
  return { owner, property, context, cookie };
}

/** Opens the marketing-fee payment as the owner would, returning the provider's payment id. */
async function openMarketingPayment(propertyId: string, context: unknown, cookie: string) {
  const started = await call(
    startPaymentAction,
    formRequest("/pagos/iniciar", { propertyId, product: "marketing" }, cookie),
    context,
  );
  return (started.data.payment as { providerPaymentId: string }).providerPaymentId;
}

/** Types a test card into the built-in provider's form, as the owner would. */
const payWithCard = (paymentId: string, cardNumber: string, context: unknown, cookie: string) =>
  call(
    confirmTestCard,
    formRequest("/pagos/prueba", { paymentId, cardNumber, expiry: "12/34", cvc: "123" }, cookie),
    context,
  );

const propertyRow = async (id: string) => {
  const [row] = await database().db.select().from(properties).where(eq(properties.id, id));
  return row;
};

describe("paying the marketing fee with the built-in test provider", () => {
  test("the amount is 605,00 € from the pricing module, whatever amount the browser sends", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const result = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing", amount: "25" }, cookie),
      context,
    );
    expect(result.data.payment).toMatchObject({ amount: 60500, provider: "test" });
    const [row] = await database().db.select().from(payments);
    expect(row).toMatchObject({ amount: 60500, status: "pending", productType: "marketing" });
  });

  test("card 4242 4242 4242 4242 activates the campaign and records the payment as paid", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    expect(providerPaymentId).toContain("marketing");

    const confirmed = await payWithCard(providerPaymentId, "4242 4242 4242 4242", context, cookie);
    expect(confirmed.data).toMatchObject({ status: "succeeded", outcome: "fulfilled" });
    expect(await propertyRow(property.id)).toMatchObject({ marketingActive: true, paymentStatus: "paid" });
    const [row] = await database().db.select().from(payments);
    expect(row?.status).toBe("succeeded");
  });

  test("on a staging deploy (PAYMENTS_TEST_MODE) card 4242 activates the campaign as a test payment, never as paid", async () => {
    // Stripe keys present too: the explicit test mode still wins, so no real card reaches Stripe.
    const { property, context, cookie } = await ownerWithDraftListing(
      {},
      { PAYMENTS_TEST_MODE: "true", STRIPE_SECRET_KEY: "sk_live_example" },
    );
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const confirmed = await payWithCard(providerPaymentId, "4242 4242 4242 4242", context, cookie);
    expect(confirmed.data).toMatchObject({ status: "succeeded", outcome: "fulfilled" });
    expect(await propertyRow(property.id)).toMatchObject({
      marketingActive: true,
      paymentStatus: "paid_tester",
    });
  });

  test("a declined card leaves the step open, the payment failed and says why in Spanish", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const declined = await call(
      confirmTestCard,
      formRequest(
        "/pagos/prueba",
        { paymentId: providerPaymentId, cardNumber: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" },
        cookie,
      ),
      context,
    );
    expect(declined.init?.status).toBe(402);
    expect(declined.data.error).toBe("Tu tarjeta ha sido rechazada.");
    expect(await propertyRow(property.id)).toMatchObject({
      marketingActive: false,
      paymentStatus: "pending",
    });
    const [row] = await database().db.select().from(payments);
    expect(row?.status).toBe("failed");
  });

  test("an invalid card number gets a field error and charges nothing", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const refused = await call(
      confirmTestCard,
      formRequest(
        "/pagos/prueba",
        { paymentId: providerPaymentId, cardNumber: "1234", expiry: "01/20", cvc: "x" },
        cookie,
      ),
      context,
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      cardNumber: "El número de la tarjeta no es válido.",
      expiry: "La fecha de caducidad no es válida (MM/AA).",
      cvc: "El código de seguridad (CVC) no es válido.",
    });
    expect((await propertyRow(property.id))?.marketingActive).toBe(false);
  });

  test("a paid product cannot be paid again", async () => {
    const { property, context, cookie } = await ownerWithDraftListing({
      marketingActive: true,
      paymentStatus: "paid",
    });
    const again = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, cookie),
      context,
    );
    expect(again.init?.status).toBe(409);
    expect(again.data.error).toBe("La campaña de marketing ya está pagada.");
  });

  test("asking twice resumes the same open payment instead of opening a second one", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const start = () =>
      call(
        startPaymentAction,
        formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, cookie),
        context,
      );
    const [first, second] = await Promise.all([start(), start()]);
    const idOf = (result: ActionResult) =>
      (result.data.payment as { providerPaymentId: string }).providerPaymentId;
    expect(idOf(first)).toBe(idOf(second));
    expect(await database().db.select().from(payments)).toHaveLength(1);
  });
});

describe("a product is paid only at its own step", () => {
  test("a draft listing cannot be charged, and a private success fee waits for the notary step", async () => {
    const draft = await ownerWithDraftListing({ status: "draft" });
    const onDraft = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId: draft.property.id, product: "marketing" }, draft.cookie),
      draft.context,
    );
    expect(onDraft.init?.status).toBe(409);

    const early = await ownerWithDraftListing({
      marketingActive: true,
      paymentStatus: "paid",
      visitsManaged: true,
    });
    const successFee = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId: early.property.id, product: "final_fee" }, early.cookie),
      early.context,
    );
    expect(successFee.init?.status).toBe(409);
    expect(successFee.data.error).toBe("Primero debes completar la preparación de la notaría.");
    expect(await database().db.select().from(payments)).toHaveLength(0);
  });
});

describe("an owner's invoice names their domicile, so the payment waits for it (ADR 0041)", () => {
  test("without a domicile the payment is refused with the reason, nothing is charged, and it starts once given", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const property = await createProperty(db, owner.id, { marketingActive: false, paymentStatus: "pending" });
    const context = createTestContext(db);
    const cookie = await sessionCookie(context, owner);
    const start = () =>
      call(
        startPaymentAction,
        formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, cookie),
        context,
      );

    const refused = await start();
    expect(refused.init?.status).toBe(409);
    expect(refused.data.error).toBe(BILLING_MESSAGES.required);
    expect(await db.select().from(payments)).toHaveLength(0);

    // The DNI alone is not enough: the domicile is what the invoice lacked.
    await db.update(users).set({ dni: TEST_BILLING.dni }).where(eq(users.id, owner.id));
    expect((await start()).init?.status).toBe(409);
    // Half a domicile neither.
    await db
      .update(users)
      .set({ billingStreet: TEST_BILLING.billingStreet, billingPostalCode: TEST_BILLING.billingPostalCode })
      .where(eq(users.id, owner.id));
    expect((await start()).init?.status).toBe(409);
    expect(await db.select().from(payments)).toHaveLength(0);

    await db.update(users).set(TEST_BILLING).where(eq(users.id, owner.id));
    expect((await start()).data.payment).toMatchObject({ amount: 60500 });
  });

  test("an agency pays with the company data it gave at step 1, without a personal domicile", async () => {
    const { db } = database();
    const agent = await createUser(db, { name: "Pedro Agente" });
    const property = await createAgencyListing(db, agent.id, {
      marketingActive: false,
      paymentStatus: "pending",
    });
    const context = createTestContext(db);
    const started = await call(
      startPaymentAction,
      formRequest(
        "/pagos/iniciar",
        { propertyId: property.id, product: "marketing" },
        await sessionCookie(context, agent),
      ),
      context,
    );
    expect(started.data.payment).toMatchObject({ amount: 50000 });
  });
});

describe("nobody pays for, or confirms, someone else's property", () => {
  test("another user cannot start a payment on a property that is not theirs", async () => {
    const { property } = await ownerWithDraftListing();
    const { db } = database();
    const intruder = await createUser(db, { name: "Intruso" });
    const context = createTestContext(db);
    const result = await call(
      startPaymentAction,
      formRequest(
        "/pagos/iniciar",
        { propertyId: property.id, product: "marketing" },
        await sessionCookie(context, intruder),
      ),
      context,
    );
    expect(result.init?.status).toBe(404);
    expect(await db.select().from(payments)).toHaveLength(0);
  });

  test("another user cannot confirm the owner's open payment with a good card", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const intruder = await createUser(database().db, { name: "Intruso" });
    const result = await call(
      confirmTestCard,
      formRequest(
        "/pagos/prueba",
        { paymentId: providerPaymentId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
        await sessionCookie(context, intruder),
      ),
      context,
    );
    expect(result.init?.status).toBe(404);
    expect((await propertyRow(property.id))?.marketingActive).toBe(false);
  });

  test("signed out, the payment endpoints answer 401 and change nothing", async () => {
    const { property, context } = await ownerWithDraftListing();
    await expect(
      call(
        startPaymentAction,
        formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }),
        context,
      ),
    ).rejects.toMatchObject({ init: { status: 401 } });
    expect(await database().db.select().from(payments)).toHaveLength(0);
  });
});

describe("fulfilment happens exactly once", () => {
  test("the same event delivered twice, and a second event for a paid payment, apply the effects once", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const provider = createTestPaymentProvider(database().db);
    await provider.confirmCard(providerPaymentId, {
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });

    const event = { id: "evt_1", type: "payment_intent.succeeded", paymentId: providerPaymentId };
    const outcomes = await Promise.all([
      applyPaymentEvent({ db: database().db, provider, event, issuer }),
      applyPaymentEvent({ db: database().db, provider, event, issuer }),
      applyPaymentEvent({ db: database().db, provider, event: { ...event, id: "evt_2" }, issuer }),
    ]);
    expect(outcomes.filter((result) => result.outcome === "fulfilled")).toHaveLength(1);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual([
      "duplicate_event",
      "fulfilled",
      "unchanged",
    ]);
    // And one invoice, whichever delivery won.
    expect(await database().db.select({ number: invoices.number }).from(invoices)).toEqual([{ number: 1 }]);
  });

  test("an event for a payment the provider does not report as succeeded fulfils nothing", async () => {
    const { property, context, cookie } = await ownerWithDraftListing();
    const providerPaymentId = await openMarketingPayment(property.id, context, cookie);
    const provider = createTestPaymentProvider(database().db);
    // A forged "succeeded" event: the provider's own record still says pending.
    const result = await applyPaymentEvent({
      db: database().db,
      provider,
      event: { id: "evt_forged", type: "payment_intent.succeeded", paymentId: providerPaymentId },
      issuer,
    });
    expect(result.outcome).toBe("unchanged");
    expect((await propertyRow(property.id))?.marketingActive).toBe(false);
    expect(await database().db.select().from(invoices)).toHaveLength(0);
  });
});
