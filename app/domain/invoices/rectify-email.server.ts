import { and, eq } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { invoices } from "#app/db/schema/invoices";
import { users } from "#app/db/schema/users";
import { emailBrand } from "#app/emails/brand.server";
import { rectifyingInvoiceEmail } from "#app/emails/rectifying-invoice.server";
import type { Env } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import { findInvoicePdf } from "./invoices.server";
import { formatInvoiceNumber } from "./numbering";
import { invoicePrintFrom } from "./verifactu/qr";

/** What queuing the customer's copy of an R invoice needs besides the transaction. */
export type RectifyingMail = {
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  env: Pick<
    Env,
    "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL" | "VERIFACTU_ENVIRONMENT" | "VERIFACTU_SENDING"
  >;
  logger: Pick<Logger, "error">;
};

/** The customer's copy of an R invoice, read through `tx`; null when there is nobody to write to. */
async function rectifyingMessage(tx: Transaction, env: RectifyingMail["env"], invoiceId: string) {
  const db = tx as unknown as Db;
  const [row] = await db
    .select({
      userId: invoices.userId,
      year: invoices.year,
      number: invoices.number,
      total: invoices.total,
      reason: invoices.rectificationReason,
      rectifiesInvoiceId: invoices.rectifiesInvoiceId,
      email: users.email,
      name: users.name,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.series, "R")));
  if (!row?.userId || !row.rectifiesInvoiceId) return null;
  const [rectified] = await db
    .select({ series: invoices.series, year: invoices.year, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, row.rectifiesInvoiceId));
  const pdf = await findInvoicePdf({
    db,
    user: { id: row.userId, role: "user" },
    invoiceId,
    verifactu: invoicePrintFrom(env),
  });
  if (!pdf || !rectified) throw new Error("rectifying invoice e-mail cannot be built");
  return rectifyingInvoiceEmail({
    to: row.email,
    name: row.name,
    number: formatInvoiceNumber({ series: "R", year: row.year, number: row.number }),
    rectifiedNumber: formatInvoiceNumber(rectified),
    reason: row.reason ?? "",
    total: row.total,
    fileName: pdf.fileName,
    base64: pdf.body.toString("base64"),
    brand: emailBrand(env),
  });
}

/**
 * The customer's copy of an R invoice, its PDF attached, queued in the transaction that issues the
 * invoice (docs/decisions/0046-mail-in-the-transaction.md): it leaves if and only if the invoice
 * commits, keyed by the invoice. An e-mail that cannot be built (its PDF) is logged and the invoice
 * stands, downloadable in 'Mis Pagos': a refund already given back must still be invoiced. One the
 * queue cannot store rolls the invoice back with it (the same database failing). Nobody is written
 * to when the account was deleted (the invoice has no owner any more). Call `mailer.ready()` before
 * the transaction and `mailer.wake()` after it commits.
 */
export async function queueRectifyingInvoiceEmail(
  tx: Transaction,
  mail: RectifyingMail,
  invoiceId: string,
): Promise<boolean> {
  let message: Awaited<ReturnType<typeof rectifyingMessage>>;
  try {
    message = await rectifyingMessage(tx, mail.env, invoiceId);
  } catch (error) {
    mail.logger.error({ err: error, invoiceId }, "rectifying invoice e-mail not sent");
    return false;
  }
  if (!message) return false;
  await mail.mailer.enqueueInTransaction(transactionExecutor(tx), message, {
    key: `rectifying-invoice:${invoiceId}`,
  });
  return true;
}
