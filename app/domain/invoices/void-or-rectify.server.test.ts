import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { Db } from "#app/db/client.server";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { invoices } from "#app/db/schema/invoices";
import { paymentRefunds } from "#app/db/schema/refunds";
import { isDomainError } from "#app/domain/errors";
import { refundInvoicedPayment } from "#app/domain/payments/refund.server";
import { createTestPaymentProvider } from "#app/domain/payments/test-provider.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { issueTestInvoice } from "#tests/factories/invoices";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { invoiceIssuerFrom } from "./issue.server";
import { correctInvoiceCustomer, findRectificationPage } from "./rectify.server";
import { appendAnulacionRecord } from "./verifactu/records.server";
import { cancelInvoice, findInvoiceToCancel } from "./verifactu/staff.server";
import { verifyInvoiceChains } from "./verifactu/verify.server";

const database = withTestDatabase({ poolSize: 6 });
beforeEach(() => database().truncate());
const issuer = invoiceIssuerFrom(DEMO_COMPANY);

async function staff(db: Db) {
  const admin = await createUser(db, { role: "admin", name: "Ana Staff" });
  return { id: admin.id, email: admin.email };
}

const refund = (db: Db, actor: { id: string; email: string }, invoiceId: string, amount: number | "rest") =>
  refundInvoicedPayment(
    { db, provider: createTestPaymentProvider(db), issuer },
    { actor, invoiceId, amount, reason: "El cliente canceló el servicio", requestKey: randomUUID() },
  );

const voidInvoice = (db: Db, actor: { id: string; email: string }, invoiceId: string) =>
  cancelInvoice({ db, actor, invoiceId });

/** What the records tell the AEAT: each record's kind and the invoice's number, in chain order. */
async function records(db: Db) {
  const rows = await db
    .select({ kind: invoiceRecords.kind, series: invoices.series, total: invoices.total })
    .from(invoiceRecords)
    .innerJoin(invoices, eq(invoices.id, invoiceRecords.invoiceId))
    .orderBy(asc(invoiceRecords.position));
  return rows.map((row) => `${row.kind} ${row.series} ${row.total}`);
}

const refusedAs = (code: "conflict") => (error: unknown) => isDomainError(error, code);

describe("a charged invoice is corrected by a rectifying invoice, never voided", () => {
  test("a fully refunded invoice cannot be voided: the records keep the sale and its refund", async () => {
    const { db } = database();
    const actor = await staff(db);
    const invoice = await issueTestInvoice(db);
    await refund(db, actor, invoice.id, "rest");

    await expect(voidInvoice(db, actor, invoice.id)).rejects.toSatisfy(refusedAs("conflict"));
    expect(await records(db)).toEqual(["alta F 60500", "alta R -60500"]);
    const page = await findInvoiceToCancel(db, invoice.id);
    expect(page?.refusal).toMatch(/tiene una devolución hecha o en curso: no se anula/);
  });

  test("a charged invoice with no refund is not voided either: the staff read why before acting", async () => {
    const { db } = database();
    const actor = await staff(db);
    const invoice = await issueTestInvoice(db);
    expect((await findInvoiceToCancel(db, invoice.id))?.refusal).toMatch(/se cobró: la venta existió/);
    await expect(voidInvoice(db, actor, invoice.id)).rejects.toSatisfy(refusedAs("conflict"));
    expect(await records(db)).toEqual(["alta F 60500"]);
  });

  test("a rectifying invoice of money really given back cannot be voided", async () => {
    const { db } = database();
    const actor = await staff(db);
    const invoice = await issueTestInvoice(db);
    const given = await refund(db, actor, invoice.id, 20_000);

    await expect(voidInvoice(db, actor, given.invoice.id)).rejects.toSatisfy(refusedAs("conflict"));
    expect((await findInvoiceToCancel(db, given.invoice.id))?.refusal).toMatch(
      /recoge una devolución que se hizo de verdad/,
    );
    expect(await records(db)).toEqual(["alta F 60500", "alta R -20000"]);
  });

  test("a correction of the customer's data issued by mistake may be voided, and the next one bills the data before it", async () => {
    const { db } = database();
    const actor = await staff(db);
    const invoice = await issueTestInvoice(db);
    const wrong = await correctInvoiceCustomer(
      { db, issuer },
      {
        invoiceId: invoice.id,
        customer: { customerName: "Nombre Equivocado", customerTaxId: null, customerAddress: null },
        reason: "Nombre mal escrito",
      },
    );
    await voidInvoice(db, actor, wrong.id);
    const given = await refund(db, actor, invoice.id, "rest");
    const [issued] = await db
      .select({ customerName: invoices.customerName, total: invoices.total })
      .from(invoices)
      .where(eq(invoices.id, given.invoice.id));
    const [original] = await db
      .select({ customerName: invoices.customerName })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(issued).toEqual({ customerName: original?.customerName, total: -60_500 });
    expect(issued?.customerName).not.toBe("Nombre Equivocado");
    const page = await findRectificationPage(db, invoice.id);
    expect(page?.rectifications.map((row) => row.voided)).toEqual([true, false]);
  });
});

describe("a voided invoice takes no refund and no rectification", () => {
  test("an invoice voided before the rule (as the attack did) is refused a refund and a correction", async () => {
    const { db } = database();
    const actor = await staff(db);
    const invoice = await issueTestInvoice(db);
    // As the landed code let staff do: an anulación of a charged invoice.
    await db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: invoice.id }));

    await expect(refund(db, actor, invoice.id, "rest")).rejects.toSatisfy(refusedAs("conflict"));
    await expect(
      correctInvoiceCustomer(
        { db, issuer },
        {
          invoiceId: invoice.id,
          customer: { customerName: "Marta Gil", customerTaxId: null, customerAddress: null },
          reason: "Nombre",
        },
      ),
    ).rejects.toSatisfy(refusedAs("conflict"));
    expect(await db.select({ id: paymentRefunds.id }).from(paymentRefunds)).toEqual([]);
    expect(await records(db)).toEqual(["alta F 60500", "anulacion F 60500"]);
    expect((await findRectificationPage(db, invoice.id))?.voided).toBe(true);
  });
});

describe("a void and a refund of one invoice at once", () => {
  test("exactly one wins: the refund, and the records never say the sale did not happen", async () => {
    const { db } = database();
    const actor = await staff(db);
    const sales = await Promise.all([issueTestInvoice(db), issueTestInvoice(db), issueTestInvoice(db)]);
    const outcomes = await Promise.all(
      sales.flatMap((sale) => [
        voidInvoice(db, actor, sale.id).then(
          () => "voided",
          (error) => (isDomainError(error, "conflict") ? "void refused" : Promise.reject(error)),
        ),
        refund(db, actor, sale.id, "rest").then(
          () => "refunded",
          (error) => (isDomainError(error, "conflict") ? "refund refused" : Promise.reject(error)),
        ),
      ]),
    );
    expect(outcomes).toEqual(Array.from({ length: 3 }, () => ["void refused", "refunded"]).flat());
    const kinds = await db
      .select({ kind: invoiceRecords.kind })
      .from(invoiceRecords)
      .where(
        inArray(
          invoiceRecords.invoiceId,
          sales.map((sale) => sale.id),
        ),
      );
    expect(kinds.every((row) => row.kind === "alta")).toBe(true);
    expect((await verifyInvoiceChains(db, {})).ok).toBe(true);
  });
});
