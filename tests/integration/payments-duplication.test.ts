import { Writable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, test } from "vitest";
import { paymentEvents, payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { action as stripeWebhook } from "#app/routes/resources/stripe-webhook";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { testDatabaseKind, withTestDatabase } from "#tests/setup/db";
import { type StubIntent, startStripeStub } from "#tests/support/stripe-stub";

/**
 * Stripe delivers at least once, in any order, in parallel. On PostgreSQL 1.000 signed deliveries
 * for 200 payments (100 properties × marketing + final fee), 10 % of them exact re-deliveries of an
 * event already sent, shuffled, 20 at a time, through the real webhook route. PGlite has one
 * connection, so its 20 deliveries take turns instead of overlapping: there the order and the
 * duplicates are what is tested, and a quarter of the deliveries show them (88 s of the PGlite
 * layer's busiest minutes otherwise); `npm run test:deep` sends the full count on both.
 */
const PROPERTIES = testDatabaseKind === "pglite" && process.env.PROPERTY_RUNS !== "deep" ? 25 : 100;
const PAYMENTS = PROPERTIES * 2;
// 4 or 5 events per payment: 9 per property, and one re-delivery in ten.
const DELIVERIES = PROPERTIES * 10;
const DUPLICATES = DELIVERIES / 10;
const CONCURRENCY = 20;
const WEBHOOK_SECRET = "whsec_test_duplication";
const EVENT_TYPES = [
  "payment_intent.created",
  "payment_intent.processing",
  "payment_intent.requires_action",
  "payment_intent.amount_capturable_updated",
  "payment_intent.succeeded",
];
const AMOUNTS = { marketing: 60_500, final_fee: 302_500 } as const;

// The pool as large as the concurrency, so 20 deliveries really hold 20 transactions at once.
const database = withTestDatabase({ poolSize: CONCURRENCY });
let stub: Awaited<ReturnType<typeof startStripeStub>>;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

/** A seeded generator: a failure can be replayed with the same order. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test(`${DELIVERIES} shuffled deliveries with ${DUPLICATES} duplicates, ${CONCURRENCY} at a time: each of ${PAYMENTS} payments fulfilled exactly once`, async () => {
  const { db } = database();
  const seed = Number(process.env.DUPLICATION_SEED ?? 20261121);
  const random = mulberry32(seed);
  const owner = await createUser(db);

  // The pending payments whose intents Stripe already reports as succeeded (the events arrive late).
  const paymentOf = new Map<string, string>(); // provider payment id → our payment id
  const intents: StubIntent[] = [];
  for (let index = 0; index < PROPERTIES; index++) {
    const property = await createProperty(db, owner.id, { marketingActive: false, title: `Piso ${index}` });
    for (const product of ["marketing", "final_fee"] as const) {
      const intent: StubIntent = {
        id: `pi_dup_${index}_${product}`,
        object: "payment_intent",
        amount: AMOUNTS[product],
        currency: "eur",
        status: "succeeded",
        client_secret: `pi_dup_${index}_${product}_secret`,
        metadata: { propertyId: property.id, productType: product },
        last_payment_error: null,
      };
      stub.intents.set(intent.id, intent);
      intents.push(intent);
      const [row] = await db
        .insert(payments)
        .values({
          userId: owner.id,
          propertyId: property.id,
          propertyTitle: property.title,
          productType: product,
          amount: AMOUNTS[product],
          provider: "stripe",
          providerPaymentId: intent.id,
        })
        .returning({ id: payments.id });
      if (!row) throw new Error("payment not created");
      paymentOf.set(intent.id, row.id);
    }
  }

  // The distinct events (4 or 5 per payment), then the re-deliveries of random ones, shuffled.
  const unique = intents.flatMap((intent, index) =>
    EVENT_TYPES.slice(0, index % 2 === 0 ? 4 : 5).map((type, n) => ({
      id: `evt_${intent.id}_${n}`,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    })),
  );
  expect(unique).toHaveLength(DELIVERIES - DUPLICATES);
  const deliveries = [
    ...unique,
    ...Array.from({ length: DUPLICATES }, () => unique[Math.floor(random() * unique.length)]),
  ];
  for (let index = deliveries.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [deliveries[index], deliveries[other]] = [deliveries[other], deliveries[index]];
  }

  // The route logs each event's outcome; a real pino logger writing into memory reads them back.
  const outcomes: { eventId: string; outcome: string }[] = [];
  const sink = new Writable({
    write(line, _encoding, done) {
      outcomes.push(JSON.parse(String(line)));
      done();
    },
  });
  const context = {
    ...createTestContext(db, {
      STRIPE_SECRET_KEY: "sk_test_zaguan",
      STRIPE_PUBLISHABLE_KEY: "pk_test_zaguan",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stub.url,
    }),
    logger: pino({ level: "info" }, sink),
  };

  const statuses: number[] = [];
  const answerMs: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const event = deliveries[next++];
        const payload = JSON.stringify(event);
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        const request = new Request("http://localhost:3000/webhooks/stripe", {
          method: "POST",
          body: payload,
          headers: { "content-type": "application/json", "stripe-signature": signature },
        });
        const sent = performance.now();
        const response = (await stripeWebhook({ request, context, params: {} } as never)) as {
          init: { status?: number } | null;
        };
        answerMs.push(performance.now() - sent);
        statuses.push(response.init?.status ?? 200);
      }
    }),
  );
  // Stripe gives up on an endpoint that answers slowly: the typical delivery is answered in well
  // under its patience, 20 at once. The median, not the whole run's wall time (63 s against a limit
  // of 60 beside other test runs at load 12) nor the slowest answer: the first deliveries of a cold
  // process wait while it warms up (up to 18 s on PGlite there, the median 0,5 s).
  const median = [...answerMs].sort((a, b) => a - b)[Math.floor(answerMs.length / 2)] ?? 0;
  expect(median, `${testDatabaseKind}, seed ${seed}: the median answer, ms`).toBeLessThan(5_000);

  // Stripe saw a 2xx for every delivery, so none is retried forever.
  expect(statuses).toHaveLength(DELIVERIES);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(outcomes).toHaveLength(DELIVERIES);

  // Exactly one fulfilment per payment; every re-delivery recognised as such.
  const fulfilledPerPayment = new Map<string, number>();
  for (const { eventId, outcome } of outcomes) {
    if (outcome !== "fulfilled") continue;
    const paymentId = paymentOf.get(eventId.replace(/^evt_/, "").replace(/_\d+$/, "")) ?? "?";
    fulfilledPerPayment.set(paymentId, (fulfilledPerPayment.get(paymentId) ?? 0) + 1);
  }
  expect(fulfilledPerPayment.size).toBe(2 * PROPERTIES);
  expect([...fulfilledPerPayment].filter(([, times]) => times !== 1)).toEqual([]);
  expect(outcomes.filter((entry) => entry.outcome === "duplicate_event")).toHaveLength(DUPLICATES);
  expect(
    outcomes.filter((entry) => !["fulfilled", "unchanged", "duplicate_event"].includes(entry.outcome)),
  ).toEqual([]);

  // No payment row lost or duplicated, each event recorded once, and each step's effect on its property.
  const byStatus = await db
    .select({ status: payments.status, n: count() })
    .from(payments)
    .groupBy(payments.status);
  expect(byStatus).toEqual([{ status: "succeeded", n: 2 * PROPERTIES }]);
  const [events] = await db
    .select({ n: count(), distinct: sql<number>`count(distinct ${paymentEvents.id})::int` })
    .from(paymentEvents);
  expect(events).toEqual({ n: DELIVERIES - DUPLICATES, distinct: DELIVERIES - DUPLICATES });
  const effects = await db
    .select({ n: count() })
    .from(properties)
    .where(
      sql`${properties.marketingActive} and ${properties.saleConfirmed} and ${properties.status} = 'sold' and ${properties.paymentStatus} = 'paid'`,
    );
  expect(effects[0]?.n).toBe(PROPERTIES);
  const untouched = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.status, "published"));
  expect(untouched[0]?.n).toBe(0);
}, 120_000);
