import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { formatInvoiceNumber } from "#app/domain/invoices/numbering";
import { paidFeeLabel } from "./paid-fees";

/** A fee paid for a listing, as the closing e-mail names it: what, how much (cents), which invoice. */
export type PaidFee = { label: string; amount: number; invoiceNumber: string | null };

/**
 * Every fee paid for a listing, oldest first, each with its ordinary invoice's number (none for a
 * staging test payment). Read from the payments and invoices as stored, the same rows 'Mis Pagos'
 * and the receipts show.
 */
export async function paidFeesOfProperty(db: Db, propertyId: string): Promise<PaidFee[]> {
  const rows = await db
    .select({
      productType: payments.productType,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      origin: properties.propertyOrigin,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
    })
    .from(payments)
    .leftJoin(properties, eq(properties.id, payments.propertyId))
    .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), eq(invoices.series, "F")))
    .where(and(eq(payments.propertyId, propertyId), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.createdAt));
  return rows.map((row) => ({
    label: paidFeeLabel(row),
    amount: row.amount,
    invoiceNumber:
      row.series && row.year !== null && row.number !== null
        ? formatInvoiceNumber({ series: row.series, year: row.year, number: row.number })
        : null,
  }));
}
