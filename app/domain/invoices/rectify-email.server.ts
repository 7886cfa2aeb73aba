import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
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

export type RectifyingEmailDeps = {
  db: Db;
  mailer: Mailer | undefined;
  env: Pick<
    Env,
    "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL" | "VERIFACTU_ENVIRONMENT" | "VERIFACTU_SENDING"
  >;
  logger: Pick<Logger, "error">;
};

/**
 * The customer's copy of an R invoice, its PDF attached, through the durable queue (keyed by the
 * invoice, so a retried call queues it once). Called once the R invoice's transaction has committed
 * and never undoing it: a failure is logged, the invoice stays issued and downloadable in 'Mis Pagos'.
 * Nobody is written to when the account was deleted (the invoice has no owner any more).
 */
export async function sendRectifyingInvoice(deps: RectifyingEmailDeps, invoiceId: string): Promise<boolean> {
  const { db, mailer, env, logger } = deps;
  try {
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
    if (!row?.userId || !row.rectifiesInvoiceId) return false;
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
    if (!mailer || !pdf || !rectified) throw new Error("rectifying invoice e-mail cannot be built");
    const message = rectifyingInvoiceEmail({
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
    if (!(await mailer.enqueue(message, { key: `rectifying-invoice:${invoiceId}` })))
      throw new Error("e-mail not queued");
    return true;
  } catch (error) {
    logger.error({ err: error, invoiceId }, "rectifying invoice e-mail not sent");
    return false;
  }
}
