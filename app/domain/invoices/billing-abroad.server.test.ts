import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { applyPaymentEvent } from "#app/domain/payments/fulfilment.server";
import { createTestPaymentProvider } from "#app/domain/payments/test-provider.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { billingDetailsSchema } from "./billing-details";
import { findBillingDetails, saveBillingDetails } from "./billing-details.server";
import { invoiceIssuerFrom } from "./issue.server";
import { issueRectifyingInvoice } from "./rectify.server";
import type { AltaRecord } from "./verifactu/record";

const database = withTestDatabase({ poolSize: 4 });
beforeEach(() => database().truncate());

test("a UK-resident owner saves a Bristol address, pays, and the invoice and its Veri*factu record name them abroad", async () => {
  const { db } = database();
  const owner = await createUser(db, { name: "Oliver Hughes" });
  const input = billingDetailsSchema(true).parse({
    country: "GB",
    street: "1 Queen Square",
    postalCode: "bs1 4dj",
    city: "Bristol",
    foreignIdType: "03",
    foreignId: "533 401 372",
  });
  expect(await saveBillingDetails(db, owner.id, input)).toBe(true);
  expect(await findBillingDetails(db, owner.id)).toMatchObject({ complete: true, dni: null });

  const property = await createProperty(db, owner.id, { marketingActive: false, paymentStatus: "pending" });
  const provider = createTestPaymentProvider(db);
  const created = await provider.createPayment({
    amount: 60_500,
    currency: "eur",
    metadata: { propertyId: property.id, productType: "marketing", userId: owner.id },
    idempotencyKey: randomUUID(),
  });
  await db.insert(payments).values({
    userId: owner.id,
    propertyId: property.id,
    propertyTitle: property.title,
    productType: "marketing",
    amount: 60_500,
    provider: "test",
    providerPaymentId: created.id,
  });
  await provider.confirmCard(created.id, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
  const applied = await applyPaymentEvent({
    db,
    provider,
    event: { id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", paymentId: created.id },
    issuer: invoiceIssuerFrom(DEMO_COMPANY),
  });
  expect(applied.outcome).toBe("fulfilled");

  const [invoice] = await db.select().from(invoices);
  expect(invoice).toMatchObject({
    customerName: "Oliver Hughes",
    customerTaxId: "533401372",
    customerAddress: "1 Queen Square, Bristol BS1 4DJ, Reino Unido",
    customerCountry: "GB",
    customerIdType: "03",
  });
  const [alta] = await db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.invoiceId, invoice?.id ?? ""));
  expect((alta?.record as AltaRecord | undefined)?.recipient).toEqual({
    name: "Oliver Hughes",
    taxId: "533401372",
    foreign: { country: "GB", idType: "03" },
  });

  // A refund of it (R1) names the same customer abroad, by the same foreign id.
  const refund = await issueRectifyingInvoice(db, {
    invoiceId: invoice?.id ?? "",
    type: "R1",
    reason: "Devolución de la campaña",
    change: { kind: "refund", amount: 60_500 },
    issuer: invoiceIssuerFrom(DEMO_COMPANY),
  });
  const [rectifying] = await db.select().from(invoices).where(eq(invoices.id, refund.id));
  expect(rectifying).toMatchObject({
    customerTaxId: "533401372",
    customerCountry: "GB",
    customerIdType: "03",
  });
  const [refundAlta] = await db.select().from(invoiceRecords).where(eq(invoiceRecords.invoiceId, refund.id));
  expect((refundAlta?.record as AltaRecord | undefined)?.recipient).toEqual({
    name: "Oliver Hughes",
    taxId: "533401372",
    foreign: { country: "GB", idType: "03" },
  });
});
