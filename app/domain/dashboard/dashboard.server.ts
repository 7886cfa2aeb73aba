import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { feeReviews, leads, payments, properties, propertyContracts, saleBuyers } from "#app/db/schema/index";
import { invoicesOfPayments } from "#app/domain/invoices/invoices.server";
import { hasActiveDeal } from "#app/domain/leads/deals/offer-deal.server";
import { missingFactLabels } from "#app/domain/listings/facts";
import { dashboardBadge } from "#app/domain/listings/labels";
import { paymentKindLabel, paymentStatusLabel } from "#app/domain/payments/labels";
import { feeFor } from "#app/domain/payments/pricing";
import { LISTING_FACT_COLUMNS } from "#app/domain/process/process-queries.server";
import { buyerSummary, feeReviewSummary } from "#app/domain/sale/success-fee";
import { formatCents } from "#app/lib/format";
import { isPropertyFinished, propertyChecklist } from "./owner-properties";

/**
 * What 'Mi Panel de Control' lists, each read only for the acting user (ownership in the query)
 * and only with the columns the page shows.
 */

export async function listOwnProperties(db: Db, userId: string) {
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      province: properties.province,
      status: properties.status,
      propertyOrigin: properties.propertyOrigin,
      agencyDetails: properties.agencyDetails,
      saleConfirmed: properties.saleConfirmed,
      notaryDone: properties.notaryDone,
      arrasSigned: properties.arrasSigned,
      hasActiveDeal: hasActiveDeal(properties.id),
      visitsManaged: properties.visitsManaged,
      marketingActive: properties.marketingActive,
      isTest: properties.isTest,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      propertyType: properties.propertyType,
      size: properties.size,
      energyRating: properties.energyRating,
      ...LISTING_FACT_COLUMNS,
      buyerSource: saleBuyers.source,
      buyerLeadId: leads.id,
      buyerLeadName: leads.buyerName,
      buyerLeadKind: leads.kind,
      buyerLeadCreatedAt: leads.createdAt,
      buyerLeadDiscardedAt: leads.discardedAt,
      feeReviewStatus: feeReviews.status,
    })
    .from(properties)
    .leftJoin(saleBuyers, eq(saleBuyers.propertyId, properties.id))
    .leftJoin(feeReviews, eq(feeReviews.propertyId, properties.id))
    .leftJoin(leads, eq(leads.id, saleBuyers.soldToLeadId))
    .where(eq(properties.userId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    address: row.address,
    province: row.province,
    origin: row.propertyOrigin,
    // The agency's own company data, for 'Mis Datos' (the owner reads and edits it there).
    agencyDetails: row.propertyOrigin === "agency" ? row.agencyDetails : null,
    badge: dashboardBadge({
      status: row.status,
      arrasSigned: row.arrasSigned,
      saleConfirmed: row.saleConfirmed,
      hasActiveDeal: row.hasActiveDeal,
    }),
    // 'Ver anuncio' only for a listing that has a page (a test listing's is the owner's and staff's alone).
    isPublished: row.status === "published",
    /** A tester's listing: labelled "Prueba" (docs/decisions/0025). */
    isTest: row.isTest,
    /**
     * A live listing published before the law's facts were asked for (docs/decisions/0036): it stays
     * published, and the owner is asked for what it lacks.
     */
    missingFacts: row.status === "published" ? missingFactLabels(row) : [],
    checklist: propertyChecklist(row),
    isFinished: isPropertyFinished(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Who bought, as the owner answered at step 6 ('Resumen final'); null for older sales.
    buyer: row.buyerSource
      ? buyerSummary(
          {
            source: row.buyerSource,
            lead:
              row.buyerLeadId && row.buyerLeadName && row.buyerLeadKind && row.buyerLeadCreatedAt
                ? {
                    id: row.buyerLeadId,
                    buyerName: row.buyerLeadName,
                    kind: row.buyerLeadKind,
                    createdAt: row.buyerLeadCreatedAt.toISOString(),
                    discarded: row.buyerLeadDiscardedAt !== null,
                  }
                : null,
          },
          row.feeReviewStatus,
        )
      : null,
    // Staff's review of an outside declaration the record contradicts, as the seller reads it.
    feeReview: row.feeReviewStatus
      ? feeReviewSummary(row.feeReviewStatus, formatCents(feeFor("particular", "final_fee").total))
      : null,
  }));
}
export type OwnProperty = Awaited<ReturnType<typeof listOwnProperties>>[number];

/**
 * The user's contracts with their property's title and kind, newest accepted first: read by
 * 'Mis Documentos' and by the data export. The PDF's storage path stays on the server.
 */
export function selectOwnContracts(db: Db, userId: string) {
  return db
    .select({
      id: propertyContracts.id,
      propertyId: propertyContracts.propertyId,
      propertyTitle: properties.title,
      propertyOrigin: properties.propertyOrigin,
      acceptedAt: propertyContracts.acceptedAt,
      pdfStoragePath: propertyContracts.pdfStoragePath,
    })
    .from(propertyContracts)
    .leftJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .where(eq(propertyContracts.userId, userId))
    .orderBy(desc(propertyContracts.acceptedAt));
}

/** The user's contracts, newest accepted first. Whether a PDF exists, never its path. */
export async function listOwnContracts(db: Db, userId: string) {
  const rows = await selectOwnContracts(db, userId);
  return rows.map(({ pdfStoragePath, acceptedAt, ...row }) => ({
    ...row,
    acceptedAt: acceptedAt.toISOString(),
    hasPdf: pdfStoragePath !== null,
  }));
}
export type OwnContract = Awaited<ReturnType<typeof listOwnContracts>>[number];

/** The user's payments, newest first; the title survives a deleted property. */
export async function listOwnPayments(db: Db, userId: string) {
  const rows = await db
    .select({
      id: payments.id,
      propertyId: payments.propertyId,
      storedTitle: payments.propertyTitle,
      liveTitle: properties.title,
      productType: payments.productType,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(properties, and(eq(properties.id, payments.propertyId), eq(properties.userId, userId)))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
  const invoiceOf = await invoicesOfPayments(
    db,
    rows.filter((row) => row.status === "succeeded").map((row) => row.id),
  );
  return rows.map((row) => {
    const rectifications = invoiceOf.get(row.id)?.rectifications ?? [];
    // Money given back is what the R invoices state (negative); a corrected name states zero, a voided R nothing.
    const refunded = -rectifications
      .filter((r) => !r.voided)
      .reduce((total, r) => total + Math.min(r.totalCents, 0), 0);
    return {
      id: row.id,
      propertyId: row.propertyId,
      propertyTitle: row.liveTitle ?? row.storedTitle,
      concept: paymentKindLabel(row),
      amountCents: row.amount,
      status: row.status,
      statusLabel:
        refunded >= row.amount
          ? "Devuelto"
          : refunded > 0
            ? `Pagado (devueltos ${formatCents(refunded)})`
            : paymentStatusLabel(row.status),
      createdAt: row.createdAt.toISOString(),
      invoice: invoiceOf.get(row.id)?.invoice ?? null,
      /** Facturas rectificativas of this payment (a refund, a corrected name): number, amount, PDF. */
      rectifications,
    };
  });
}
export type OwnPayment = Awaited<ReturnType<typeof listOwnPayments>>[number];
