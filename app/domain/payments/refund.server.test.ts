import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { invoices } from "#app/db/schema/invoices";
import { testPaymentRefunds } from "#app/db/schema/payments";
import { paymentRefunds } from "#app/db/schema/refunds";
import { listOwnPayments } from "#app/domain/dashboard/dashboard.server";
import { exportOwnInvoices, findInvoicePdf } from "#app/domain/invoices/invoices.server";
import { action as rectifyAction, loader as rectifyLoader } from "#app/routes/admin/invoice-rectify";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext, postForm } from "#tests/support/auth-context";
import { pdfText } from "#tests/support/pdf-text";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";

const database = withTestDatabase();
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => database().truncate());

const year = () => new Date().getFullYear();

/** Calls a route handler as the router does, with the invoice id in the URL. */
async function call(
  handler: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  id: string,
) {
  try {
    const returned = (await handler({ request, context, params: { id } } as never)) as unknown;
    if (returned instanceof Response) return { status: returned.status, data: {} as Record<string, unknown> };
    if (returned && typeof returned === "object" && "init" in returned && "data" in returned) {
      const { data, init } = returned as { data: Record<string, unknown>; init?: ResponseInit | null };
      return { status: init?.status ?? 200, data };
    }
    return { status: 200, data: returned as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: {} };
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500, data: {} };
    throw thrown;
  }
}

/** An owner who paid the 605,00 € marketing fee with the test card, an admin, and the F invoice. */
async function paidFee() {
  const { db } = database();
  const owner = await createUser(db, {
    name: "Lucía Pérez",
    email: `lucia-${randomUUID().slice(0, 8)}@example.es`,
    billing: true,
  });
  const admin = await createUser(db, { role: "admin", name: "Ana Staff" });
  const property = await createProperty(db, owner.id, { marketingActive: false, paymentStatus: "pending" });
  const test = createAuthTestContext(db, { smtpUrl: smtp.url });
  const ownerCookie = await sessionCookie(test.context, owner);
  const adminCookie = await sessionCookie(test.context, admin);
  const started = (await startPaymentAction({
    request: formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, ownerCookie),
    context: test.context,
    params: {},
  } as never)) as { data: { payment: { providerPaymentId: string } } };
  const paymentId = started.data.payment.providerPaymentId;
  await confirmTestCard({
    request: formRequest(
      "/pagos/prueba",
      { paymentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
      ownerCookie,
    ),
    context: test.context,
    params: {},
  } as never);
  const [invoice] = await db
    .select({ id: invoices.id, paymentId: invoices.paymentId })
    .from(invoices)
    .where(eq(invoices.series, "F"));
  if (!invoice) throw new Error("the payment issued no invoice");
  await test.mailer.idle();

  /** Staff post the rectify form, confirmed, as the page sends it (a fresh key unless one is given). */
  const rectify = (fields: Record<string, string>, cookie = adminCookie) =>
    call(
      rectifyAction,
      postForm(
        `/admin/facturas/${invoice.id}/rectificar`,
        { requestKey: randomUUID(), amount: "", confirmed: "yes", confirmKey: "rectify-invoice", ...fields },
        cookie,
      ),
      test.context,
      invoice.id,
    );
  const rInvoices = () =>
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        year: invoices.year,
        base: invoices.base,
        iva: invoices.iva,
        total: invoices.total,
        type: invoices.rectificationType,
        reason: invoices.rectificationReason,
        rectifies: invoices.rectifiesInvoiceId,
        customerName: invoices.customerName,
        customerTaxId: invoices.customerTaxId,
      })
      .from(invoices)
      .where(eq(invoices.series, "R"))
      .orderBy(invoices.number);
  return { db, owner, admin, test, invoice, ownerCookie, adminCookie, rectify, rInvoices };
}

describe("refunding a fee issues a factura rectificativa (issue #39 point 3)", () => {
  test(`a total refund issues R-YYYY-00001 for −605,00 € citing the F invoice, and gives the money back`, async () => {
    const { db, invoice, rectify, rInvoices } = await paidFee();
    const done = await rectify({ kind: "full_refund", reason: "El anuncio no llegó a publicarse." });
    expect(done.status).toBe(302);

    const [r, ...others] = await rInvoices();
    expect(others).toEqual([]);
    expect(r).toMatchObject({
      year: year(),
      number: 1,
      base: -50000,
      iva: -10500,
      total: -60500,
      type: "R1",
      reason: "El anuncio no llegó a publicarse.",
      rectifies: invoice.id,
      customerName: "Lucía Pérez",
    });
    const [refund] = await db.select().from(paymentRefunds);
    expect(refund).toMatchObject({
      paymentId: invoice.paymentId,
      invoiceId: invoice.id,
      rectifyingInvoiceId: r?.id,
      amount: 60500,
      status: "succeeded",
      provider: "test",
    });
    expect(refund?.providerRefundId).toMatch(/^re_test_/);
    const [ledger] = await db.select({ amount: testPaymentRefunds.amount }).from(testPaymentRefunds);
    expect(ledger?.amount).toBe(60500);
  });

  test("a partial refund, then another up to the total; a third is refused and issues nothing", async () => {
    const { rectify, rInvoices } = await paidFee();
    expect(
      (await rectify({ kind: "partial_refund", amount: "100,00", reason: "Descuento pactado." })).status,
    ).toBe(302);
    expect((await rectify({ kind: "partial_refund", amount: "505", reason: "Resto devuelto." })).status).toBe(
      302,
    );
    const third = await rectify({ kind: "partial_refund", amount: "1,00", reason: "Otra vez." });
    expect(third.status).toBe(409);
    expect(JSON.stringify(third.data)).toContain("ya está devuelta entera");

    const rows = await rInvoices();
    expect(rows.map((row) => [row.number, row.base, row.iva, row.total])).toEqual([
      [1, -8264, -1736, -10000],
      // The last one takes exactly what is left, so F + R + R add up to zero to the cent.
      [2, -41736, -8764, -50500],
    ]);
  });

  test("more than what is left is refused on the amount field, with what was typed kept", async () => {
    const { rectify, rInvoices } = await paidFee();
    const refused = await rectify({ kind: "partial_refund", amount: "700", reason: "Demasiado." });
    expect(refused.status).toBe(400);
    const reply = (
      refused.data as { reply: { fieldErrors: Record<string, string[]>; values: Record<string, string> } }
    ).reply;
    expect(reply.fieldErrors.amount?.[0]).toContain(
      "No puedes devolver más de lo que queda por devolver: 605,00",
    );
    expect(reply.values.reason).toBe("Demasiado.");
    expect(await rInvoices()).toEqual([]);
  });

  test("a signed-in non-admin is refused and nothing is refunded", async () => {
    const { db, ownerCookie, rectify, rInvoices } = await paidFee();
    const refused = await rectify({ kind: "full_refund", reason: "Me lo devuelvo." }, ownerCookie);
    expect(refused.status).toBe(403);
    expect(await rInvoices()).toEqual([]);
    expect(await db.select().from(paymentRefunds)).toEqual([]);
  });

  test("the page is for admins only", async () => {
    const { test, invoice, ownerCookie, adminCookie } = await paidFee();
    const asOwner = await call(
      rectifyLoader,
      new Request(`http://localhost:3000/admin/facturas/${invoice.id}/rectificar`, {
        headers: { cookie: ownerCookie },
      }),
      test.context,
      invoice.id,
    );
    expect(asOwner.status).not.toBe(200);
    const asAdmin = await call(
      rectifyLoader,
      new Request(`http://localhost:3000/admin/facturas/${invoice.id}/rectificar`, {
        headers: { cookie: adminCookie },
      }),
      test.context,
      invoice.id,
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data).toMatchObject({ page: { left: 60500, refunded: 0, rectifications: [] } });
  });

  test("the same form submitted twice at once refunds and invoices once", async () => {
    const { db, rectify, rInvoices } = await paidFee();
    const requestKey = randomUUID();
    const fields = { kind: "partial_refund", amount: "50", reason: "Doble clic.", requestKey };
    const results = await Promise.all([rectify(fields), rectify(fields)]);
    expect(results.map((result) => result.status)).toEqual([302, 302]);
    expect(await rInvoices()).toHaveLength(1);
    expect(await db.select().from(paymentRefunds)).toHaveLength(1);
    expect(await db.select().from(testPaymentRefunds)).toHaveLength(1);
  });

  test("two staff refunding 400,00 € each at once: one is given back, the other refused on what is left", async () => {
    const { db, rectify, rInvoices } = await paidFee();
    const results = await Promise.all([
      rectify({ kind: "partial_refund", amount: "400", reason: "Primera." }),
      rectify({ kind: "partial_refund", amount: "400", reason: "Segunda." }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([302, 400]);
    expect((await rInvoices()).map((row) => row.total)).toEqual([-40000]);
    expect(await db.select().from(testPaymentRefunds)).toHaveLength(1);
  });

  test("the customer sees the R invoice in 'Mis Pagos' and in 'Descargar mis datos', and gets it by e-mail with its PDF", async () => {
    const { db, owner, test, invoice, rectify } = await paidFee();
    await rectify({ kind: "partial_refund", amount: "121,00", reason: "Servicio reducido." });
    await test.mailer.idle();

    const [payment] = await listOwnPayments(db, owner.id);
    expect(payment?.invoice?.number).toBe(`F-${year()}-00001`);
    expect(payment?.statusLabel.replace(/\u00a0/g, " ")).toBe("Pagado (devueltos 121,00 €)");
    expect(payment?.rectifications).toEqual([
      expect.objectContaining({ number: `R-${year()}-00001`, totalCents: -12100 }),
    ]);

    const exported = await exportOwnInvoices(db, owner.id);
    const r = exported.find((row) => row.number === `R-${year()}-00001`);
    expect(r).toMatchObject({
      totalCents: -12100,
      baseCents: -10000,
      ivaCents: -2100,
      rectifies: { number: `F-${year()}-00001`, type: "R1", reason: "Servicio reducido." },
    });

    const mail = smtp.messages.find(
      (message) =>
        message.envelopeTo.includes(owner.email) && message.subject.startsWith("Factura rectificativa"),
    );
    if (!mail) throw new Error("no rectifying invoice e-mail reached the SMTP server");
    const plain = (text: string) => text.replace(/\u00a0/g, " ");
    expect(plain(mail.subject)).toBe(
      `Factura rectificativa R-${year()}-00001 de tu factura F-${year()}-00001`,
    );
    expect(plain(mail.text)).toContain("Te hemos devuelto 121,00 € a la tarjeta");
    expect(mail.raw).toContain(`factura-R-${year()}-00001.pdf`);

    const pdf = await findInvoicePdf({
      db,
      user: owner,
      invoiceId: r?.id as string,
      verifactu: { environment: "test", verifactuMode: false },
    });
    const text = plain(pdfText(pdf?.body as Buffer).join(" "));
    expect(text).toContain("Factura rectificativa");
    expect(text).toContain(`F-${year()}-00001`);
    expect(text).toContain("Servicio reducido.");
    expect(text).toContain("-121,00 €");
    expect(invoice.id).toBeTruthy();
  });
});

describe("correcting an invoice's data issues an R4", () => {
  test("a wrong name and NIF: an R4 for zero with the corrected data; the same again is refused", async () => {
    const { rectify, rInvoices } = await paidFee();
    const fields = {
      kind: "correction",
      customerName: "Lucía Pérez Gómez",
      customerTaxId: "12345678-z",
      customerAddress: "Calle Mayor 1, 28013 Madrid",
      reason: "El nombre y el NIF estaban incompletos.",
    };
    expect((await rectify(fields)).status).toBe(302);
    const again = await rectify(fields);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.data)).toContain("no hay nada que corregir");
    expect(await rInvoices()).toEqual([
      expect.objectContaining({
        number: 1,
        total: 0,
        base: 0,
        iva: 0,
        type: "R4",
        customerName: "Lucía Pérez Gómez",
        customerTaxId: "12345678Z",
      }),
    ]);
    // A refund afterwards bills the customer as corrected.
    await rectify({ kind: "full_refund", reason: "Anulado." });
    expect((await rInvoices())[1]).toMatchObject({
      number: 2,
      total: -60500,
      customerName: "Lucía Pérez Gómez",
    });
  });
});

describe("the database keeps rectifications honest", () => {
  test("an R invoice without its reference or reason is refused; an issued R cannot be changed", async () => {
    const { db, invoice, rectify, rInvoices } = await paidFee();
    const [f] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const { id: _id, createdAt: _at, ...copy } = f as NonNullable<typeof f>;
    await expect(db.insert(invoices).values({ ...copy, series: "R", number: 99 })).rejects.toThrow();
    await expect(
      db.insert(invoices).values({ ...copy, number: 98, rectificationType: "R1", rectificationReason: "x" }),
    ).rejects.toThrow();
    // Each part missing on its own (a CHECK lets a null through, so each column is tested for null).
    const citing = { ...copy, series: "R" as const, rectifiesInvoiceId: invoice.id };
    await expect(
      db.insert(invoices).values({ ...citing, number: 97, rectificationReason: "x" }),
    ).rejects.toThrow();
    await expect(
      db.insert(invoices).values({ ...citing, number: 96, rectificationType: "R1" }),
    ).rejects.toThrow();
    await rectify({ kind: "full_refund", reason: "Anulado." });
    const [r] = await rInvoices();
    const change = await db
      .update(invoices)
      .set({ total: 0, base: 0, iva: 0 })
      .where(eq(invoices.id, r?.id as string))
      .then(() => null)
      .catch((error: Error) => error);
    expect(String((change?.cause as Error | undefined)?.message)).toContain("cannot be changed");
  });
});
