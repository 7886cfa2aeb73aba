import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { deals } from "#app/db/schema/deals";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { successFees } from "#app/db/schema/success-fees";
import { listOwnPayments } from "#app/domain/dashboard/dashboard.server";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { applyPaymentEvent } from "#app/domain/payments/fulfilment.server";
import { remindUnpaidSuccessFees } from "#app/domain/payments/success-fee-reminder.server";
import {
  findSuccessFee,
  listOwedSuccessFees,
  makeSuccessFeeDue,
} from "#app/domain/payments/success-fees.server";
import { createTestPaymentProvider } from "#app/domain/payments/test-provider.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";
import { declareBuyer } from "./buyer.server";
import { decideFeeReview, listFeeReviews } from "./fee-review.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const ENV = { BRAND_NAME: "Zaguán", PUBLIC_URL: "http://localhost:3000", SUPPORT_EMAIL: "soporte@zaguan.es" };
const issuer = invoiceIssuerFrom(DEMO_COMPANY);
const DAY = 24 * 60 * 60 * 1000;

type ActionResult = { data: Record<string, unknown>; init: { status?: number } | null };
const call = async (fn: (args: never) => unknown, request: Request, context: unknown) =>
  (await fn({ request, context, params: {} } as never)) as ActionResult;

/** A seller who closed with an outside buyer against the record's accepted offer; staff charge the fee. */
async function chargedSale() {
  const { db } = database();
  const owner = await createUser(db, { name: "Lucía Martín Ortega", billing: true });
  const property = await createProperty(db, owner.id, {
    title: "Piso con balcón en Russafa",
    marketingActive: true,
    visitsManaged: true,
    arrasSigned: true,
    notaryDone: true,
    paymentStatus: "paid",
  });
  const lead = await createLead(db, property.id, "offer", {
    state: "accepted",
    buyerName: "Marta Compradora Ruiz",
    buyerEmail: "marta@example.es",
  });
  await db.insert(deals).values({
    propertyId: property.id,
    leadId: lead.id,
    buyerName: "Marta Compradora Ruiz",
    buyerEmail: "marta@example.es",
    price: 250_000,
    deposit: 25_000,
    financing: "mortgage",
    arrasDate: "2026-12-15",
    acceptedBy: "seller",
  });
  await declareBuyer(db, {
    user: { id: owner.id, role: owner.role },
    propertyId: property.id,
    choice: {
      source: "outside",
      buyer: { name: "Pedro Vecino Ruiz" },
      reason: "Lo compró mi vecino, que lo supo por mí antes de publicar el anuncio.",
      confirmed: true,
    },
  });
  const admin = await createUser(db, { role: "admin" });
  const { mailer, sent } = recordingMailer();
  const decided = await decideFeeReview(
    { db, mailer, env: ENV, logger: { error: () => {} } },
    {
      actor: { id: admin.id, email: admin.email, role: admin.role },
      propertyId: property.id,
      decision: "charged",
      confirmed: true,
    },
  );
  expect(decided.ok).toBe(true);
  const context = createTestContext(db);
  const cookie = await sessionCookie(context, owner);
  return { owner, property, context, cookie, sent };
}

const start = (propertyId: string, context: unknown, cookie: string) =>
  call(
    startPaymentAction,
    formRequest("/pagos/iniciar", { propertyId, product: "final_fee" }, cookie),
    context,
  );

const payWithCard = (paymentId: string, context: unknown, cookie: string) =>
  call(
    confirmTestCard,
    formRequest(
      "/pagos/prueba",
      { paymentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
      cookie,
    ),
    context,
  );

describe("a success fee staff charge is paid in the product", () => {
  test("it is pending in Mis Pagos at the price list's amount, paid with the card once, then paid with its invoice", async () => {
    const { owner, property, context, cookie } = await chargedSale();
    const { db } = database();

    // Another sale's success fee, paid: it says nothing about this one.
    const other = await createUser(db);
    const otherSale = await createProperty(db, other.id);
    await db.insert(payments).values({
      userId: other.id,
      propertyId: otherSale.id,
      productType: "final_fee",
      amount: 60_500,
      provider: "test",
      providerPaymentId: "pi_other_sale",
      status: "succeeded",
    });

    const owed = await listOwedSuccessFees(db, owner.id);
    expect(owed).toEqual([
      expect.objectContaining({
        propertyId: property.id,
        propertyTitle: "Piso con balcón en Russafa",
        amount: 60_500,
        reason: "review_charged",
        paid: false,
      }),
    ]);
    expect(owed[0]?.reasonLabel).toContain("cláusula 5");

    // The closed sale still opens the payment; whatever amount the browser might send is not read.
    const started = await start(property.id, context, cookie);
    expect(started.data.payment).toMatchObject({ amount: 60_500, provider: "test" });
    const { providerPaymentId } = started.data.payment as { providerPaymentId: string };
    expect((await payWithCard(providerPaymentId, context, cookie)).data).toMatchObject({
      status: "succeeded",
      outcome: "fulfilled",
    });

    expect(await listOwedSuccessFees(db, owner.id)).toEqual([]);
    expect(await findSuccessFee(db, property.id)).toMatchObject({ paid: true });
    const [paid] = await listOwnPayments(db, owner.id);
    expect(paid).toMatchObject({ concept: "Comisión de Éxito", statusLabel: "Pagado", amountCents: 60_500 });
    expect(paid?.invoice).not.toBeNull();
    expect(await db.select().from(invoices)).toHaveLength(1);
    // Staff see it paid on their board.
    expect(await listFeeReviews(db)).toEqual([expect.objectContaining({ status: "charged", feePaid: true })]);

    // A second tab left open finds it paid: nothing more is charged.
    const again = await start(property.id, context, cookie);
    expect(again.init?.status).toBe(409);
    expect(again.data.error).toBe("La comisión de éxito ya está pagada.");
  });

  test("two tabs open one payment, and a replayed webhook pays it once", async () => {
    const { property, context, cookie } = await chargedSale();
    const { db } = database();
    const first = await start(property.id, context, cookie);
    const second = await start(property.id, context, cookie);
    const id = (first.data.payment as { providerPaymentId: string }).providerPaymentId;
    expect((second.data.payment as { providerPaymentId: string }).providerPaymentId).toBe(id);

    const provider = createTestPaymentProvider(db);
    await provider.confirmCard(id, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    const event = { id: "evt_fee_1", type: "payment_intent.succeeded", paymentId: id };
    const outcomes = await Promise.all([
      applyPaymentEvent({ db, provider, event, issuer }),
      applyPaymentEvent({ db, provider, event, issuer }),
      applyPaymentEvent({ db, provider, event: { ...event, id: "evt_fee_2" }, issuer }),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
      "duplicate_event",
      "fulfilled",
      "unchanged",
    ]);
    const succeeded = await db.select().from(payments).where(eq(payments.status, "succeeded"));
    expect(succeeded).toHaveLength(1);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });

  test("a stranger or another owner neither sees nor pays it", async () => {
    const { property } = await chargedSale();
    const { db } = database();
    const other = await createUser(db, { billing: true });
    await createProperty(db, other.id, { marketingActive: true, notaryDone: true });
    const context = createTestContext(db);
    const cookie = await sessionCookie(context, other);
    expect(await listOwedSuccessFees(db, other.id)).toEqual([]);
    const refused = await start(property.id, context, cookie);
    expect(refused.init?.status).toBe(404);
    expect(await db.select().from(payments)).toHaveLength(0);
  });

  test("the decision's e-mail says what is due and links to Mis Pagos", async () => {
    const { sent } = await chargedSale();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/605,00\s€ IVA incluido/);
    expect(sent[0]?.text).toContain("«Mis Pagos»");
    expect(sent[0]?.text).toContain("Pagar en Mis Pagos: http://localhost:3000/dashboard/pagos");
  });
});

describe("the reminder", () => {
  test("goes once a week after the fee fell due, and never after it was paid", async () => {
    const { property, context, cookie } = await chargedSale();
    const { db } = database();
    const { mailer, sent } = recordingMailer();
    const deps = {
      db,
      mailer,
      brand: { name: "Zaguán", publicUrl: ENV.PUBLIC_URL, supportEmail: ENV.SUPPORT_EMAIL },
    };
    const [due] = await db.select().from(successFees);
    const dueAt = due?.dueAt ?? new Date();

    // Six days on: too early.
    expect(await remindUnpaidSuccessFees(deps, new Date(dueAt.getTime() + 6 * DAY))).toEqual({ reminded: 0 });
    // A week on: one reminder, saying what and where; the next run sends nothing more.
    expect(await remindUnpaidSuccessFees(deps, new Date(dueAt.getTime() + 7 * DAY + 1000))).toEqual({
      reminded: 1,
    });
    expect(await remindUnpaidSuccessFees(deps, new Date(dueAt.getTime() + 8 * DAY))).toEqual({ reminded: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("pendiente de pago");
    expect(sent[0]?.text).toContain("http://localhost:3000/dashboard/pagos");

    // Another sale's fee paid before its week is up is never reminded of.
    await db.delete(successFees);
    await makeSuccessFeeDue(db, { propertyId: property.id, reason: "review_charged" });
    const { providerPaymentId } = (await start(property.id, context, cookie)).data.payment as {
      providerPaymentId: string;
    };
    await payWithCard(providerPaymentId, context, cookie);
    expect(await remindUnpaidSuccessFees(deps, new Date(Date.now() + 30 * DAY))).toEqual({ reminded: 0 });
    expect(sent).toHaveLength(1);
  });
});

describe("one debt whatever proved it", () => {
  test("a platform lead named at step 6 makes the fee due; changing the answer to an outside buyer withdraws it", async () => {
    const { db } = database();
    const owner = await createUser(db, { billing: true });
    const property = await createProperty(db, owner.id, {
      marketingActive: true,
      visitsManaged: true,
      arrasSigned: true,
      notaryDone: true,
      paymentStatus: "paid",
    });
    const lead = await createLead(db, property.id, "viewing", { buyerName: "Ana Ruiz" });
    const user = { id: owner.id, role: owner.role };
    await declareBuyer(db, { user, propertyId: property.id, choice: { source: "lead", leadId: lead.id } });
    expect(await listOwedSuccessFees(db, owner.id)).toEqual([
      expect.objectContaining({ reason: "platform_buyer", amount: 60_500 }),
    ]);
    await declareBuyer(db, {
      user,
      propertyId: property.id,
      choice: { source: "outside", buyer: { name: "Pedro Vecino" }, reason: null, confirmed: true },
    });
    expect(await listOwedSuccessFees(db, owner.id)).toEqual([]);
  });

  test("makeSuccessFeeDue is idempotent: the first reason and date stay", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const property = await createProperty(db, owner.id);
    expect(await makeSuccessFeeDue(db, { propertyId: property.id, reason: "deed_confirmed" })).toBe(true);
    const [first] = await db.select().from(successFees);
    expect(await makeSuccessFeeDue(db, { propertyId: property.id, reason: "review_charged" })).toBe(false);
    expect(await db.select().from(successFees)).toEqual([first]);
    expect(first?.reason).toBe("deed_confirmed");
  });
});
