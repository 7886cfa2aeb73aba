import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { invoiceIssuerFrom, issueInvoiceForPayment } from "#app/domain/invoices/issue.server";
import { sendSaleCompletedEmailOnce } from "#app/domain/sale/sale-completion.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as paymentStatusAction } from "#app/routes/resources/payment-status";
import { action as confirmTestCard } from "#app/routes/resources/payment-test-card";
import { createAgencyListing } from "#tests/factories/agency";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { pdfQrText } from "#tests/support/pdf-qr";
import { sendPaymentReceiptOnce } from "./receipt.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const call = async (fn: (args: never) => unknown, request: Request, context: unknown) =>
  (await fn({ request, context, params: {} } as never)) as { data: Record<string, unknown> };

async function payer({ agency = false } = {}) {
  const { db } = database();
  const owner = await createUser(db, { name: "Lucía Pérez", billing: true });
  const property = agency
    ? await createAgencyListing(db, owner.id, { marketingActive: false, paymentStatus: "pending" })
    : await createProperty(db, owner.id, { marketingActive: false, paymentStatus: "pending" });
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, owner);
  /** The raw .eml files in the outbox, once every queued e-mail is delivered. */
  const outbox = async () => {
    await test.mailer.idle();
    const files = (await readdir(test.outboxDir).catch(() => [])).sort();
    return Promise.all(files.map((file) => readFile(path.join(test.outboxDir, file), "utf8")));
  };
  const receipts = async () => (await outbox()).filter((raw) => parseMail(raw).subject.startsWith("Recibo"));
  /** Opens the marketing payment and types a card (by default the one that succeeds), as the owner would. */
  const payMarketing = async (cardNumber = "4242 4242 4242 4242") => {
    const started = await call(
      startPaymentAction,
      formRequest("/pagos/iniciar", { propertyId: property.id, product: "marketing" }, cookie),
      test.context,
    );
    const paymentId = (started.data.payment as { providerPaymentId: string }).providerPaymentId;
    await call(
      confirmTestCard,
      formRequest("/pagos/prueba", { paymentId, cardNumber, expiry: "12/34", cvc: "123" }, cookie),
      test.context,
    );
    return paymentId;
  };
  return { db, owner, property, test, cookie, outbox, receipts, payMarketing };
}

/** The mail as a reader sees it: amounts are written with a no-break space before the euro sign. */
const readMail = (raw: string) => {
  const mail = parseMail(raw);
  const plain = (text: string) => text.replace(/\u00a0/g, " ");
  return { ...mail, subject: plain(mail.subject), text: plain(mail.text) };
};

/** The PDF attached to a raw e-mail, decoded; null when there is none. */
function attachedPdf(raw: string): { fileName: string; bytes: Buffer } | null {
  const match = /Content-Type: application\/pdf;[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+)/i.exec(raw);
  const name = /filename="?([^"\n;]+\.pdf)/i.exec(raw);
  if (!match?.[1] || !name?.[1]) return null;
  return { fileName: name[1], bytes: Buffer.from(match[1].replace(/\n/g, ""), "base64") };
}

describe("the receipt of a fee paid", () => {
  test("paying the 605,00 € marketing fee sends the owner a receipt with the invoice PDF attached", async () => {
    const { owner, payMarketing, receipts } = await payer();
    await payMarketing();

    const [raw, ...others] = await receipts();
    expect(others).toEqual([]);
    const mail = readMail(raw as string);
    expect(mail.to).toContain(owner.email);
    expect(mail.subject).toBe("Recibo de tu pago: Campaña de Marketing (605,00 €)");
    const year = new Date().getFullYear();
    expect(mail.text).toContain(`factura F-${year}-00001`);
    expect(mail.text).toContain("base imponible 500,00 €, IVA (21 %) 105,00 €, total 605,00 €");
    const pdf = attachedPdf(raw as string);
    expect(pdf?.fileName).toBe(`factura-F-${year}-00001.pdf`);
    expect(pdf?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The attached invoice carries the same Veri*factu QR as the one downloaded from 'Mis Pagos'.
    const qr = new URL(pdfQrText(pdf?.bytes ?? Buffer.alloc(0)));
    expect(qr.searchParams.get("numserie")).toBe(`F-${year}-00001`);
    expect(qr.searchParams.get("importe")).toBe("605.00");
  });

  test("an agency's marketing fee is receipted at 500,00 € IVA incluido", async () => {
    const { payMarketing, receipts } = await payer({ agency: true });
    await payMarketing();
    const [raw] = await receipts();
    const mail = readMail(raw as string);
    expect(mail.subject).toBe("Recibo de tu pago: Campaña de Marketing (500,00 €)");
    expect(mail.text).toContain("base imponible 413,22 €, IVA (21 %) 86,78 €, total 500,00 €");
    expect(attachedPdf(raw as string)).not.toBeNull();
  });

  test("fulfilment running again (the payer's return, a redelivered event) sends no second receipt", async () => {
    const { db, test, cookie, payMarketing, receipts } = await payer();
    const providerPaymentId = await payMarketing();
    await call(
      paymentStatusAction,
      formRequest("/pagos/estado", { paymentId: providerPaymentId }, cookie),
      test.context,
    );
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId));
    await Promise.all([
      sendPaymentReceiptOnce(test.context, row?.id as string),
      sendPaymentReceiptOnce(test.context, row?.id as string),
    ]);
    expect(await receipts()).toHaveLength(1);
  });

  test("a declined card sends no receipt", async () => {
    const { payMarketing, receipts } = await payer();
    await payMarketing("4000 0000 0000 0002");
    expect(await receipts()).toEqual([]);
  });
});

describe("the closing e-mail", () => {
  test("names each fee paid for the sale with its invoice number", async () => {
    const { db } = database();
    const owner = await createUser(db, { name: "Lucía Pérez", billing: true });
    const property = await createProperty(db, owner.id, {
      status: "sold",
      saleConfirmed: true,
      marketingActive: true,
      paymentStatus: "paid",
    });
    const test = createAuthTestContext(db);
    const numbers: string[] = [];
    for (const productType of ["marketing", "final_fee"] as const) {
      const [payment] = await db
        .insert(payments)
        .values({
          userId: owner.id,
          propertyId: property.id,
          productType,
          amount: 60500,
          status: "succeeded",
          provider: "test",
          providerPaymentId: `pi_test_${productType}_${property.id}`,
        })
        .returning({ id: payments.id });
      const invoice = await issueInvoiceForPayment(db, {
        paymentId: payment?.id as string,
        issuer: invoiceIssuerFrom(DEMO_COMPANY),
      });
      numbers.push(`F-${invoice?.year}-${String(invoice?.number).padStart(5, "0")}`);
    }
    await sendSaleCompletedEmailOnce(test.context, property.id);
    await test.mailer.idle();
    const files = await readdir(test.outboxDir);
    const mail = readMail(await readFile(path.join(test.outboxDir, files[0] as string), "utf8"));
    expect(mail.text).toContain(`Campaña de Marketing: 605,00 € (factura ${numbers[0]})`);
    expect(mail.text).toContain(`Comisión de Éxito: 605,00 € (factura ${numbers[1]})`);
    expect(mail.text).toContain("Tienes las facturas en PDF en Mi Panel, en «Mis Pagos».");
    const [row] = await db
      .select({ sentAt: properties.saleCompletedEmailSentAt })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row?.sentAt).not.toBeNull();
  });
});
