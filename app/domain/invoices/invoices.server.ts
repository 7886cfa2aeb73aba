import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { invoices } from "#app/db/schema/invoices";
import type { SessionUser } from "#app/domain/users/session.server";
import { lastPageOf, pageOffset, parsePageParam } from "#app/lib/pagination";
import { isUuid } from "#app/lib/uuid";
import { pathTo, ROUTES } from "#app/urls";
import type { InvoiceRecord } from "./document";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { cancelOffer, invoiceRecordStates, invoiceStandings } from "./invoice-standing.server";
import { formatInvoiceNumber, invoiceFileName, invoiceYear } from "./numbering";
import type { InvoicePrint } from "./verifactu/qr";

/** The invoice an R invoice rectifies: its number and date are printed on the R (both rows are immutable). */
const rectified = alias(invoices, "rectified");

/** What an invoice says, as issued: what its PDF prints and what 'Descargar mis datos' lists. */
const invoiceContent = {
  series: invoices.series,
  year: invoices.year,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  issuerName: invoices.issuerName,
  issuerTaxId: invoices.issuerTaxId,
  issuerAddress: invoices.issuerAddress,
  customerKind: invoices.customerKind,
  customerName: invoices.customerName,
  customerTaxId: invoices.customerTaxId,
  customerAddress: invoices.customerAddress,
  customerIdType: invoices.customerIdType,
  description: invoices.description,
  base: invoices.base,
  ivaRate: invoices.ivaRate,
  iva: invoices.iva,
  total: invoices.total,
  rectificationType: invoices.rectificationType,
  rectificationReason: invoices.rectificationReason,
  rectifiedSeries: rectified.series,
  rectifiedYear: rectified.year,
  rectifiedNumber: rectified.number,
  rectifiedIssuedAt: rectified.issuedAt,
};

/** The invoices with the one they rectify beside them, if any. */
const selectInvoiceContent = (db: Db) =>
  db.select(invoiceContent).from(invoices).leftJoin(rectified, eq(rectified.id, invoices.rectifiesInvoiceId));

type InvoiceContentRow = Awaited<ReturnType<typeof selectInvoiceContent>>[number];

/** The row as the document reads it: an R carries what it rectifies, the reason and its type. */
export function invoiceRecordOf(row: InvoiceContentRow): InvoiceRecord {
  const {
    rectificationType,
    rectificationReason,
    rectifiedSeries,
    rectifiedYear,
    rectifiedNumber,
    rectifiedIssuedAt,
    ...invoice
  } = row;
  const rectification =
    rectificationType && rectifiedSeries && rectifiedYear && rectifiedNumber && rectifiedIssuedAt
      ? {
          type: rectificationType,
          reason: rectificationReason ?? "",
          rectifiedNumber: formatInvoiceNumber({
            series: rectifiedSeries,
            year: rectifiedYear,
            number: rectifiedNumber,
          }),
          rectifiedIssuedAt,
        }
      : null;
  return { ...invoice, rectification };
}

/**
 * The PDF of an invoice, for its owner or an admin; null for anyone else and for an unknown id,
 * so the route answers both alike (404) and never tells whether an invoice exists.
 */
export async function findInvoicePdf({
  db,
  user,
  invoiceId,
  verifactu,
}: {
  db: Db;
  user: Pick<SessionUser, "id" | "role">;
  invoiceId: string;
  /** Which AEAT site the QR points to, and whether the VERI*FACTU legend is printed. */
  verifactu: InvoicePrint;
}): Promise<{ body: Buffer; fileName: string } | null> {
  if (!isUuid(invoiceId)) return null;
  const access =
    user.role === "admin"
      ? eq(invoices.id, invoiceId)
      : and(eq(invoices.id, invoiceId), eq(invoices.userId, user.id));
  const [row] = await selectInvoiceContent(db).where(access);
  if (!row) return null;
  return { body: await renderInvoicePdf(invoiceRecordOf(row), verifactu), fileName: invoiceFileName(row) };
}

/**
 * The ordinary invoice of one payment as a PDF attachment for its receipt e-mail (base64: the
 * e-mail is a JSON job payload); null when the payment has none (a staging test payment).
 */
export async function invoiceAttachmentOfPayment(
  db: Db,
  paymentId: string,
  verifactu: InvoicePrint,
): Promise<{
  number: string;
  fileName: string;
  base64: string;
  base: number;
  iva: number;
  total: number;
} | null> {
  const [row] = await selectInvoiceContent(db).where(
    and(eq(invoices.paymentId, paymentId), eq(invoices.series, "F")),
  );
  if (!row) return null;
  const pdf = await renderInvoicePdf(invoiceRecordOf(row), verifactu);
  return {
    number: formatInvoiceNumber(row),
    fileName: invoiceFileName(row),
    base64: pdf.toString("base64"),
    base: row.base,
    iva: row.iva,
    total: row.total,
  };
}

/**
 * The invoices of each of these payments (the user's own list already checked whose they are): the
 * ordinary one, and the rectifying ones beside it, oldest first, with what each states.
 */
export async function invoicesOfPayments(
  db: Db,
  paymentIds: string[],
): Promise<Map<string, PaymentInvoices>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: invoices.paymentId,
      id: invoices.id,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
      total: invoices.total,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(inArray(invoices.paymentId, paymentIds))
    .orderBy(asc(invoices.series), asc(invoices.year), asc(invoices.number));
  // A voided invoice is still the customer's document, said to be void; a voided R gives nothing back.
  const records = await invoiceRecordStates(
    db,
    rows.map((row) => row.id),
  );
  const byPayment = new Map<string, PaymentInvoices>();
  for (const row of rows) {
    const link = {
      href: pathTo(ROUTES.invoicePdf, { id: row.id }),
      number: formatInvoiceNumber(row),
      voided: records.get(row.id) === "cancelled",
    };
    const entry = byPayment.get(row.paymentId) ?? { invoice: null, rectifications: [] };
    if (row.series === "F") entry.invoice = link;
    else entry.rectifications.push({ ...link, totalCents: row.total, issuedAt: row.issuedAt.toISOString() });
    byPayment.set(row.paymentId, entry);
  }
  return byPayment;
}
export type InvoiceLink = { href: string; number: string; voided: boolean };
export type RectificationLink = InvoiceLink & { totalCents: number; issuedAt: string };
export type PaymentInvoices = { invoice: InvoiceLink | null; rectifications: RectificationLink[] };

/**
 * 'Descargar mis datos': the user's invoices as issued (number, date, parties, concept and
 * amounts in cents), each with its PDF's link. The issuer is the company; the customer, the user
 * or the agency they invoiced as.
 */
export async function exportOwnInvoices(db: Db, userId: string) {
  const rows = await db
    .select({ id: invoices.id, paymentId: invoices.paymentId, ...invoiceContent })
    .from(invoices)
    .leftJoin(rectified, eq(rectified.id, invoices.rectifiesInvoiceId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  return rows.map(({ id, paymentId, ...content }) => {
    const { series, year, number, base, iva, total, rectification, ...invoice } = invoiceRecordOf(content);
    return {
      id,
      paymentId,
      ...invoice,
      number: formatInvoiceNumber({ series, year, number }),
      rectifies: rectification
        ? {
            number: rectification.rectifiedNumber,
            issuedAt: rectification.rectifiedIssuedAt,
            type: rectification.type,
            reason: rectification.reason,
          }
        : null,
      baseCents: base,
      ivaCents: iva,
      totalCents: total,
      pdfDownloadPath: pathTo(ROUTES.invoicePdf, { id }),
    };
  });
}

export const INVOICES_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

/** The staff list: one year's invoices, newest number first, a page at a time. */
export async function listInvoiceSeries(
  db: Db,
  {
    yearParam,
    pageParam,
    now = new Date(),
  }: { yearParam: string | null; pageParam: string | null; now?: Date },
) {
  const currentYear = invoiceYear(now);
  const year =
    yearParam && /^\d{4}$/.test(yearParam) && Number(yearParam) >= 2000 && Number(yearParam) <= currentYear
      ? Number(yearParam)
      : currentYear;
  const [totals] = await db.select({ total: count() }).from(invoices).where(eq(invoices.year, year));
  const total = totals?.total ?? 0;
  const lastPage = lastPageOf(total, INVOICES_PAGE_SIZE, MAX_PAGE);
  const page = parsePageParam(pageParam, lastPage);
  const rows = await db
    .select({
      id: invoices.id,
      series: invoices.series,
      year: invoices.year,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      customerName: invoices.customerName,
      customerTaxId: invoices.customerTaxId,
      total: invoices.total,
      paymentId: invoices.paymentId,
      rectifiesInvoiceId: invoices.rectifiesInvoiceId,
      rectificationType: invoices.rectificationType,
      rectifiedId: rectified.id,
      rectifiedSeries: rectified.series,
      rectifiedYear: rectified.year,
      rectifiedNumber: rectified.number,
    })
    .from(invoices)
    .leftJoin(rectified, eq(rectified.id, invoices.rectifiesInvoiceId))
    .where(eq(invoices.year, year))
    .orderBy(invoices.series, desc(invoices.number))
    .limit(INVOICES_PAGE_SIZE)
    .offset(pageOffset(page, INVOICES_PAGE_SIZE));
  const years = await db.selectDistinct({ year: invoices.year }).from(invoices).orderBy(desc(invoices.year));
  // Veri*factu: whether each invoice is registered or cancelled (ADR 0038), and whether it may be (ADR 0044).
  const standings = await invoiceStandings(db, rows);
  return {
    year,
    years: [...new Set([currentYear, ...years.map((row) => row.year)])].sort((a, b) => b - a),
    page,
    lastPage,
    total,
    invoices: rows.map((row) => ({
      id: row.id,
      number: formatInvoiceNumber(row),
      issuedAt: row.issuedAt.toISOString(),
      customerName: row.customerName,
      customerTaxId: row.customerTaxId,
      total: row.total,
      href: pathTo(ROUTES.invoicePdf, { id: row.id }),
      ...cancelOffer(standings.get(row.id), row.id),
      /** An F may be rectified from its own page; an R says which F it rectifies and why (R1/R4). */
      rectifyHref: row.series === "F" ? pathTo(ROUTES.adminInvoiceRectify, { id: row.id }) : null,
      rectifies:
        row.rectifiedId && row.rectifiedSeries && row.rectifiedYear && row.rectifiedNumber
          ? {
              number: formatInvoiceNumber({
                series: row.rectifiedSeries,
                year: row.rectifiedYear,
                number: row.rectifiedNumber,
              }),
              type: row.rectificationType,
              href: pathTo(ROUTES.adminInvoiceRectify, { id: row.rectifiedId }),
            }
          : null,
    })),
  };
}
