import { randomUUID } from "node:crypto";
import type { Db } from "#app/db/client.server";
import { payments, testPaymentIntents } from "#app/db/schema/payments";
import { invoiceIssuerFrom, issueInvoiceForPayment } from "#app/domain/invoices/issue.server";
import { formatInvoiceNumber } from "#app/domain/invoices/numbering";
import { DEMO_COMPANY } from "#app/lib/env.server";

/**
 * A succeeded test payment of `amount` cents (the 605,00 € marketing fee unless told) and its
 * ordinary invoice, issued at `at` by the demo company through the one path that issues invoices
 * (so it carries its Veri*factu alta), refundable through the built-in test provider. Returns the invoice, its payment and its printed number.
 */
export async function issueTestInvoice(
  db: Db,
  { amount = 60_500, at, userId }: { amount?: number; at?: Date; userId?: string } = {},
) {
  const providerPaymentId = `pi_${randomUUID()}`;
  // The built-in provider's own side of the charge, so the invoice can be refunded through it.
  await db.insert(testPaymentIntents).values({
    id: providerPaymentId,
    clientSecret: `${providerPaymentId}_secret`,
    amount,
    currency: "eur",
    status: "succeeded",
    metadata: { productType: "marketing" },
  });
  const [payment] = await db
    .insert(payments)
    .values({
      productType: "marketing",
      amount,
      status: "succeeded",
      provider: "test",
      providerPaymentId,
      ...(userId ? { userId } : {}),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error("no payment");
  const invoice = await db.transaction((tx) =>
    issueInvoiceForPayment(tx, {
      paymentId: payment.id,
      issuer: invoiceIssuerFrom(DEMO_COMPANY),
      ...(at ? { clock: () => at } : {}),
    }),
  );
  if (!invoice) throw new Error("no invoice");
  return { ...invoice, paymentId: payment.id, label: formatInvoiceNumber({ series: "F", ...invoice }) };
}
