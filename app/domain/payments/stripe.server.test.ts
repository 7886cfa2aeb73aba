import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as paymentStatusAction } from "#app/routes/resources/payment-status";
import { action as stripeWebhook } from "#app/routes/resources/stripe-webhook";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { startStripeStub } from "#tests/support/stripe-stub";
import { createStripePaymentProvider } from "./stripe-provider.server";

const WEBHOOK_SECRET = "whsec_test_zaguan";
const database = withTestDatabase();
let stub: Awaited<ReturnType<typeof startStripeStub>>;

beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());
beforeEach(() => database().truncate());

type ActionResult = { data: Record<string, unknown>; init: { status?: number } | null };
const call = async (fn: (args: never) => unknown, request: Request, context: unknown) =>
  (await fn({ request, context, params: {} } as never)) as ActionResult;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: "sk_test_zaguan",
  STRIPE_PUBLISHABLE_KEY: "pk_test_zaguan",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stub.url,
});

function signedWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request("http://localhost:3000/webhooks/stripe", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

const intentEvent = (id: string, type: string, intent: object) => ({
  id,
  object: "event",
  type,
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: { object: intent },
});

async function openStripePayment() {
  const { db } = database();
  const owner = await createUser(db, { billing: true });
  const property = await createProperty(db, owner.id, { marketingActive: false });
  const context = createTestContext(db, stripeEnv());
  const cookie = await sessionCookie(context, owner);
  const started = await call(
    startPaymentAction,
    formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, cookie),
    context,
  );
  const { providerPaymentId, clientSecret } = started.data.payment as {
    providerPaymentId: string;
    clientSecret: string;
  };
  return { property, context, cookie, providerPaymentId, clientSecret };
}

const marketingActive = async (id: string) =>
  (await database().db.select().from(properties).where(eq(properties.id, id)))[0]?.marketingActive;

describe("the Stripe provider", () => {
  test("creates a PaymentIntent for 60500 cents with the property, product and user in its metadata", async () => {
    const { providerPaymentId, clientSecret, property } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    expect(intent).toMatchObject({ amount: 60500, currency: "eur" });
    expect(intent?.metadata).toMatchObject({ propertyId: property.id, productType: "marketing" });
    expect(clientSecret).toBe(intent?.client_secret);
  });

  test("a signed payment_intent.succeeded webhook fulfils once, even when delivered twice", async () => {
    const { property, context, providerPaymentId } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    const event = intentEvent("evt_ok", "payment_intent.succeeded", intent);

    const first = await call(stripeWebhook, signedWebhook(event), context);
    const second = await call(stripeWebhook, signedWebhook(event), context);
    expect(first.data).toEqual({ received: true });
    expect(second.data).toEqual({ received: true });
    expect(await marketingActive(property.id)).toBe(true);
    const [row] = await database().db.select().from(payments);
    expect(row?.status).toBe("succeeded");
  });

  test("the event's copy is not trusted: 'succeeded' in the event while Stripe says otherwise changes nothing", async () => {
    const { property, context, providerPaymentId } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    const forgedCopy = { ...intent, status: "succeeded" };
    await call(
      stripeWebhook,
      signedWebhook(intentEvent("evt_copy", "payment_intent.succeeded", forgedCopy)),
      context,
    );
    expect(await marketingActive(property.id)).toBe(false);
  });

  test("a webhook with a wrong signature is refused with 400 and changes nothing", async () => {
    const { property, context, providerPaymentId } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    const forged = await call(
      stripeWebhook,
      signedWebhook(intentEvent("evt_forged", "payment_intent.succeeded", intent), "whsec_someone_else"),
      context,
    );
    expect(forged.init?.status).toBe(400);
    expect(await marketingActive(property.id)).toBe(false);
  });

  test("out of order: a late payment_failed after success leaves the payment succeeded", async () => {
    const { property, context, providerPaymentId } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    await call(
      stripeWebhook,
      signedWebhook(intentEvent("evt_a", "payment_intent.succeeded", intent)),
      context,
    );
    await call(
      stripeWebhook,
      signedWebhook(
        intentEvent("evt_b", "payment_intent.payment_failed", {
          ...intent,
          status: "requires_payment_method",
        }),
      ),
      context,
    );
    expect(await marketingActive(property.id)).toBe(true);
    const [row] = await database().db.select().from(payments);
    expect(row?.status).toBe("succeeded");
  });

  test("when the payer comes back, the server asks Stripe itself: pending stays pending, succeeded fulfils", async () => {
    const { property, context, cookie, providerPaymentId } = await openStripePayment();
    const check = () =>
      call(
        paymentStatusAction,
        formRequest("/pagos/estado", { paymentId: providerPaymentId }, cookie),
        context,
      );
    expect((await check()).data.status).toBe("pending");
    expect(await marketingActive(property.id)).toBe(false);

    const intent = stub.intents.get(providerPaymentId);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    expect((await check()).data.status).toBe("succeeded");
    expect(await marketingActive(property.id)).toBe(true);
  });

  test("a charge of a different amount than we computed is not accepted as this payment", async () => {
    const { property, context, providerPaymentId } = await openStripePayment();
    const intent = stub.intents.get(providerPaymentId);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    intent.amount = 2500;
    await call(
      stripeWebhook,
      signedWebhook(intentEvent("evt_amount", "payment_intent.succeeded", intent)),
      context,
    );
    expect(await marketingActive(property.id)).toBe(false);
  });
});

describe("refunds through Stripe", () => {
  test("refundPayment asks Stripe for the amount with the idempotency key, and a retry gets the same refund", async () => {
    const provider = createStripePaymentProvider({ secretKey: "sk_test_zaguan", ...stubLocation() });
    const { id } = await provider.createPayment({
      amount: 60500,
      currency: "eur",
      metadata: { propertyId: "p", productType: "marketing", userId: "u" },
      idempotencyKey: "pay-refund-test",
    });
    const intent = stub.intents.get(id);
    if (!intent) throw new Error("no intent in the stub");
    intent.status = "succeeded";

    const first = await provider.refundPayment({
      paymentId: id,
      amount: 10000,
      idempotencyKey: "refund:abc",
    });
    const retry = await provider.refundPayment({
      paymentId: id,
      amount: 10000,
      idempotencyKey: "refund:abc",
    });
    expect(retry.id).toBe(first.id);
    const sent = stub.requests.filter((request) => request.path === "/v1/refunds");
    expect(sent.map((request) => request.idempotencyKey)).toEqual(["refund:abc", "refund:abc"]);
    expect(new URLSearchParams(sent[0]?.body).get("amount")).toBe("10000");
    expect(new URLSearchParams(sent[0]?.body).get("payment_intent")).toBe(id);
  });
});

function stubLocation() {
  const url = new URL(stub.url);
  return { host: url.hostname, port: Number(url.port), protocol: "http" as const };
}
