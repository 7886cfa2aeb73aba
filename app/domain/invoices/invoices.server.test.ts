import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { exportUserData } from "#app/domain/account/data-export.server";
import { listOwnPayments } from "#app/domain/dashboard/dashboard.server";
import { applyPaymentEvent } from "#app/domain/payments/fulfilment.server";
import { createTestPaymentProvider } from "#app/domain/payments/test-provider.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { configureStorage } from "#app/lib/storage.server";
import { loader as adminInvoicesLoader } from "#app/routes/admin/invoices";
import { loader as invoicePdfLoader } from "#app/routes/resources/invoice-pdf";
import { createProperty } from "#tests/factories/properties";
import { createUser, TEST_BILLING, TEST_BILLING_DOMICILE, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { pdfQrText } from "#tests/support/pdf-qr";
import { pdfText } from "#tests/support/pdf-text";
import { findBillingDetails } from "./billing-details.server";
import { invoiceIssuerFrom, issueInvoiceForPayment } from "./issue.server";

const database = withTestDatabase({ poolSize: 10 });
beforeEach(() => database().truncate());
const issuer = invoiceIssuerFrom(DEMO_COMPANY);
const CARD = { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" };

/** A property of the owner with its marketing fee paid by card on the built-in provider, not yet applied. */
async function chargedPayment(ownerId: string, origin: "particular" | "agency" = "particular") {
  const { db } = database();
  const property = await createProperty(db, ownerId, {
    propertyOrigin: origin,
    agencyDetails: origin === "agency" ? AGENCY : null,
    marketingActive: false,
    paymentStatus: "pending",
  });
  const provider = createTestPaymentProvider(db);
  const amount = origin === "agency" ? 50_000 : 60_500;
  const created = await provider.createPayment({
    amount,
    currency: "eur",
    metadata: { propertyId: property.id, productType: "marketing", userId: ownerId },
    idempotencyKey: randomUUID(),
  });
  await db.insert(payments).values({
    userId: ownerId,
    propertyId: property.id,
    propertyTitle: property.title,
    productType: "marketing",
    amount,
    provider: "test",
    providerPaymentId: created.id,
  });
  await provider.confirmCard(created.id, CARD);
  return { providerPaymentId: created.id, provider, property };
}

/** What step 1 stores for an agency (the form's CIF normalised). */
const AGENCY = {
  company_name: "Vértice Hogar Inmobiliaria S.L.",
  company_nif: "B12345674",
  company_address: "Calle de Colón 22, Valencia",
  legal_rep_name: "Lucía Ferrer Soler",
  legal_rep_dni: "12345678Z",
};

const succeed = (charged: Awaited<ReturnType<typeof chargedPayment>>, eventId = `evt_${randomUUID()}`) =>
  applyPaymentEvent({
    db: database().db,
    provider: charged.provider,
    event: { id: eventId, type: "payment_intent.succeeded", paymentId: charged.providerPaymentId },
    issuer,
  });

async function download(invoiceId: string, viewer?: TestUser, env: NodeJS.ProcessEnv = {}) {
  const context = createTestContext(database().db, env);
  const cookie = viewer ? await sessionCookie(context, viewer) : undefined;
  const request = new Request(`http://localhost/facturas/${invoiceId}/pdf`, {
    headers: cookie ? { cookie } : {},
  });
  return (await invoicePdfLoader({ request, context, params: { id: invoiceId } } as never)) as Response;
}

const allInvoices = () => database().db.select().from(invoices).orderBy(invoices.year, invoices.number);

describe("every successful payment gets its invoice, in the payment's own transaction", () => {
  test("a private owner's card payment: F-YYYY-00001 for 500,00 € + 105,00 € IVA = 605,00 €, to their name, DNI and domicile", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Lucía Martín Pérez", billing: true });
    const charged = await chargedPayment(owner.id);
    expect((await succeed(charged)).outcome).toBe("fulfilled");

    const [invoice] = await allInvoices();
    expect(invoice).toMatchObject({
      series: "F",
      number: 1,
      customerKind: "particular",
      customerName: "Lucía Martín Pérez",
      customerTaxId: TEST_BILLING.dni,
      customerAddress: TEST_BILLING_DOMICILE,
      issuerName: DEMO_COMPANY.COMPANY_NAME,
      issuerTaxId: DEMO_COMPANY.COMPANY_NIF,
      base: 50_000,
      ivaRate: 21,
      iva: 10_500,
      total: 60_500,
    });
    expect(invoice?.description).toContain("Campaña de Marketing");

    const response = await download(invoice?.id ?? "", owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const year = invoice?.year;
    expect(response.headers.get("content-disposition")).toContain(`factura-F-${year}-00001.pdf`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).join("\n");
    for (const expected of [
      `Número F-${year}-00001`,
      `Razón social: ${DEMO_COMPANY.COMPANY_NAME}`,
      `NIF: ${DEMO_COMPANY.COMPANY_NIF}`,
      `Domicilio: ${DEMO_COMPANY.COMPANY_ADDRESS}`,
      "Nombre: Lucía Martín Pérez",
      "DNI/NIF: 12345678Z",
      `Domicilio: ${TEST_BILLING_DOMICILE}`,
      "Base imponible: 500,00 €",
      "IVA (21 %): 105,00 €",
      "Total: 605,00 €",
    ])
      expect(text).toContain(expected);
  });

  test("the downloaded invoice's QR reads as the AEAT's checking URL with the invoice's NIF, number, date and total", async () => {
    const owner = await createUser(database().db);
    await succeed(await chargedPayment(owner.id));
    const [invoice] = await allInvoices();
    const issued = invoice?.issuedAt ?? new Date(0);
    const day = new Intl.DateTimeFormat("es-ES", {
      timeZone: "Europe/Madrid",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(issued)
      .replaceAll("/", "-");
    const query = `nif=${DEMO_COMPANY.COMPANY_NIF}&numserie=F-${invoice?.year}-00001&fecha=${day}&importe=605.00`;

    const byDefault = await download(invoice?.id ?? "", owner);
    expect(pdfQrText(new Uint8Array(await byDefault.arrayBuffer()))).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?${query}`,
    );
    const inProduction = await download(invoice?.id ?? "", owner, { VERIFACTU_ENVIRONMENT: "production" });
    expect(pdfQrText(new Uint8Array(await inProduction.arrayBuffer()))).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?${query}`,
    );
  });

  test("an agency's 500,00 € IVA incluido is invoiced to the company and its CIF: 413,22 € + 86,78 €", async () => {
    const owner = await createUser(database().db, { name: "Pedro Agente" });
    await succeed(await chargedPayment(owner.id, "agency"));
    const [invoice] = await allInvoices();
    expect(invoice).toMatchObject({
      customerKind: "agency",
      customerName: AGENCY.company_name,
      customerTaxId: AGENCY.company_nif,
      customerAddress: AGENCY.company_address,
      base: 41_322,
      iva: 8_678,
      total: 50_000,
    });
    const text = pdfText(new Uint8Array(await (await download(invoice?.id ?? "", owner)).arrayBuffer()));
    expect(text).toEqual(
      expect.arrayContaining([
        `CIF/NIF: ${AGENCY.company_nif}`,
        "Base imponible: 413,22 €",
        "IVA (21 %): 86,78 €",
        "Total: 500,00 €",
      ]),
    );
  });

  test("20 payments succeeding at once get numbers 1 to 20: no gap, no duplicate", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const charged = [];
    for (let index = 0; index < 20; index++) charged.push(await chargedPayment(owner.id));
    const outcomes = await Promise.all(charged.map((payment) => succeed(payment)));
    expect(outcomes.every((result) => result.outcome === "fulfilled")).toBe(true);
    const numbers = (await allInvoices()).map((invoice) => invoice.number);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    // Numbers follow dates too: a later number is never dated before an earlier one.
    const rows = await allInvoices();
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]?.issuedAt.getTime()).toBeGreaterThanOrEqual(
        rows[index - 1]?.issuedAt.getTime() ?? 0,
      );
  }, 120_000);

  test("a redelivered event issues no second invoice", async () => {
    const owner = await createUser(database().db);
    const charged = await chargedPayment(owner.id);
    await succeed(charged, "evt_same");
    await succeed(charged, "evt_same");
    await succeed(charged, "evt_other");
    expect(await allInvoices()).toHaveLength(1);
  });

  test("a payment whose transaction fails gives its number back to the next one", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const first = await chargedPayment(owner.id);
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, first.providerPaymentId));
    await expect(
      db.transaction(async (tx) => {
        await issueInvoiceForPayment(tx, { paymentId: payment?.id ?? "", issuer });
        throw new Error("the step's update failed after the invoice was numbered");
      }),
    ).rejects.toThrow(/step's update failed/);
    await succeed(await chargedPayment(owner.id));
    expect((await allInvoices()).map((invoice) => invoice.number)).toEqual([1]);
  });

  test("a staging deploy's test payments (no money taken) are invoiced to nobody", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const charged = await chargedPayment(owner.id);
    const staging = createTestPaymentProvider(db, { paymentsAreTests: true });
    await applyPaymentEvent({
      db,
      provider: staging,
      event: { id: "evt_staging", type: "payment_intent.succeeded", paymentId: charged.providerPaymentId },
      issuer,
    });
    expect(await allInvoices()).toHaveLength(0);
  });
});

describe("the series restarts every year", () => {
  test("the last invoice of 2026 is followed by F-2027-00001, by Spain's calendar", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const charged = await chargedPayment(owner.id);
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerPaymentId, charged.providerPaymentId));
      ids.push(row?.id ?? "");
    }
    const issueAt = (paymentId: string, at: string) =>
      db.transaction((tx) => issueInvoiceForPayment(tx, { paymentId, issuer, clock: () => new Date(at) }));
    expect(await issueAt(ids[0] ?? "", "2026-12-31T12:00:00Z")).toMatchObject({ year: 2026, number: 1 });
    expect(await issueAt(ids[1] ?? "", "2026-12-31T22:30:00Z")).toMatchObject({ year: 2026, number: 2 });
    // 00:30 on 1 January in Madrid.
    expect(await issueAt(ids[2] ?? "", "2026-12-31T23:30:00Z")).toMatchObject({ year: 2027, number: 1 });
  });
});

describe("an issued invoice is never edited", () => {
  test("changing or deleting an invoice row is refused by the database itself", async () => {
    const { db } = database();
    const owner = await createUser(db);
    await succeed(await chargedPayment(owner.id));
    const [invoice] = await allInvoices();
    await expect(
      db
        .update(invoices)
        .set({ total: 1 })
        .where(eq(invoices.id, invoice?.id ?? "")),
    ).rejects.toThrow();
    await expect(
      db
        .update(invoices)
        .set({ customerName: "Otro" })
        .where(eq(invoices.id, invoice?.id ?? "")),
    ).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, invoice?.id ?? ""))).rejects.toThrow();
    expect(await allInvoices()).toEqual([invoice]);
  });

  test("deleting the account keeps the invoice as issued (kept by law) and unlinks it from the person", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Carmen Borrada", billing: true });
    await succeed(await chargedPayment(owner.id));
    // 'Descargar mis datos' gives the billing domicile back with the profile.
    expect((await exportUserData(db, owner.id))?.profile).toMatchObject({
      billingStreet: TEST_BILLING.billingStreet,
      billingPostalCode: TEST_BILLING.billingPostalCode,
      billingCity: TEST_BILLING.billingCity,
      billingProvince: TEST_BILLING.billingProvince,
    });
    const storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-invoices-")) });
    expect((await deleteAccount({ db, storage, userId: owner.id })).deleted).toBe(true);
    // The profile's domicile goes with the account; the invoice keeps what it said on the day.
    expect(await findBillingDetails(db, owner.id)).toBeNull();
    const [invoice] = await allInvoices();
    expect(invoice).toMatchObject({
      userId: null,
      customerName: "Carmen Borrada",
      customerAddress: TEST_BILLING_DOMICILE,
      total: 60_500,
      number: 1,
    });
    const admin = await createUser(db, { role: "admin" });
    expect((await download(invoice?.id ?? "", admin)).status).toBe(200);
  });
});

describe("who may download an invoice and who sees the series", () => {
  test("its owner and admins; another user, a visitor and a made-up id get the same 404", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    await succeed(await chargedPayment(owner.id));
    const [invoice] = await allInvoices();
    const id = invoice?.id ?? "";
    expect((await download(id, owner)).status).toBe(200);
    expect((await download(id, admin)).status).toBe(200);
    expect((await download(id, stranger)).status).toBe(404);
    expect((await download(id)).status).toBe(404);
    for (const hostile of [randomUUID(), "1", "' or 1=1 --", "../../etc/passwd", "%00", "x".repeat(5000)])
      expect((await download(hostile, owner)).status).toBe(404);
  });

  test("'Mis Pagos' links each paid payment to its own invoice, and only those", async () => {
    const { db } = database();
    const owner = await createUser(db);
    await succeed(await chargedPayment(owner.id));
    await chargedPayment(owner.id); // charged on the provider but not applied: still pending here
    const listed = await listOwnPayments(db, owner.id);
    const [invoice] = await allInvoices();
    const year = invoice?.year;
    expect(listed.map((payment) => payment.invoice).filter(Boolean)).toEqual([
      { href: `/facturas/${invoice?.id}/pdf`, number: `F-${year}-00001`, voided: false },
    ]);
    expect(listed.filter((payment) => payment.invoice === null)).toHaveLength(1);
  });

  test("admins list a year's series, newest number first; a hostile year or page falls back to the current one", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Ana Lista" });
    const admin = await createUser(db, { role: "admin" });
    for (let index = 0; index < 3; index++) await succeed(await chargedPayment(owner.id));
    const context = createTestContext(db);
    const cookie = await sessionCookie(context, admin);
    const list = async (query: string) =>
      (await adminInvoicesLoader({
        request: new Request(`http://localhost/admin/facturas${query}`, { headers: { cookie } }),
        context,
        params: {},
      } as never)) as Awaited<ReturnType<typeof adminInvoicesLoader>>;
    const current = await list("");
    expect(current.invoices.map((row) => row.number)).toEqual([
      `F-${current.year}-00003`,
      `F-${current.year}-00002`,
      `F-${current.year}-00001`,
    ]);
    expect(current.invoices[0]).toMatchObject({ customerName: "Ana Lista", total: 60_500 });
    for (const hostile of ["?anio=1' or '1'='1", "?anio=99999&page=-1", "?anio=3000", "?page=abc"])
      expect((await list(hostile)).year).toBe(current.year);
    expect(current.total).toBe(3);
  });
});
