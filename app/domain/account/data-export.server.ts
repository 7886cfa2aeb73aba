import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments, properties, sessions, users } from "#app/db/schema/index";
import { exportAlertsOfUser } from "#app/domain/alerts/saved-searches.server";
import { selectOwnContracts } from "#app/domain/dashboard/dashboard.server";
import { exportOwnFavourites } from "#app/domain/favourites/favourites.server";
import { exportOwnInvoices } from "#app/domain/invoices/invoices.server";
import { exportLeadsOfUser } from "#app/domain/leads/log/lead-export.server";
import { paymentKindLabel, paymentStatusLabel } from "#app/domain/payments/labels";
import { LISTING_FACT_COLUMNS } from "#app/domain/process/process-queries.server";
import { exportOwnArrasContracts } from "#app/domain/sale/arras.server";
import { dataExportSummary, EXPORT_FIELDS, EXPORT_SECTIONS } from "#app/domain/users/data-export-summary";
import { pathTo, ROUTES } from "#app/urls";

export const DATA_EXPORT_FORMAT = "zaguan-data-export/1";

/**
 * The rights of access and portability (privacy policy): everything we hold about the user, as
 * JSON. Only their own rows, each read by owner; never a secret (password hash, session token,
 * provider ids) and never another person's data. Null when the account does not exist.
 */
export async function exportUserData(db: Db, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      dni: users.dni,
      // The billing domicile an owner's invoices name (ADR 0041).
      billingStreet: users.billingStreet,
      billingPostalCode: users.billingPostalCode,
      billingCity: users.billingCity,
      billingProvince: users.billingProvince,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!profile) return null;

  const [
    ownProperties,
    contracts,
    ownPayments,
    ownSessions,
    ownLeads,
    arrasContracts,
    ownInvoices,
    favourites,
    alerts,
  ] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        description: properties.description,
        address: properties.address,
        province: properties.province,
        propertyType: properties.propertyType,
        propertyOrigin: properties.propertyOrigin,
        price: properties.price,
        bedrooms: properties.bedrooms,
        bathrooms: properties.bathrooms,
        size: properties.size,
        phone: properties.phone,
        countryCode: properties.countryCode,
        email: properties.email,
        dni: properties.dni,
        energyRating: properties.energyRating,
        ...LISTING_FACT_COLUMNS,
        images: properties.images,
        features: properties.features,
        catastralReference: properties.catastralReference,
        status: properties.status,
        ownerName: properties.ownerName,
        agencyDetails: properties.agencyDetails,
        agencyCommissionPercentage: properties.agencyCommissionPercentage,
        agencyCommissionFixed: properties.agencyCommissionFixed,
        marketingActive: properties.marketingActive,
        visitsManaged: properties.visitsManaged,
        arrasSigned: properties.arrasSigned,
        notaryDone: properties.notaryDone,
        saleConfirmed: properties.saleConfirmed,
        paymentStatus: properties.paymentStatus,
        createdAt: properties.createdAt,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.userId, userId))
      .orderBy(desc(properties.createdAt)),
    selectOwnContracts(db, userId),
    db
      .select({
        id: payments.id,
        propertyId: payments.propertyId,
        propertyTitle: payments.propertyTitle,
        productType: payments.productType,
        providerPaymentId: payments.providerPaymentId,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    exportLeadsOfUser(db, userId),
    exportOwnArrasContracts(db, userId),
    exportOwnInvoices(db, userId),
    exportOwnFavourites(db, userId),
    exportAlertsOfUser(db, userId),
  ]);

  const exported = {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile,
    properties: ownProperties,
    contracts: contracts.map(({ pdfStoragePath, ...contract }) => ({
      ...contract,
      hasPdf: pdfStoragePath !== null,
      // The signed PDF itself is downloaded from 'Mis Documentos'.
      pdfDownloadPath: pdfStoragePath ? pathTo(ROUTES.contractPdf, { id: contract.id }) : null,
    })),
    payments: ownPayments.map(({ providerPaymentId, amount, ...payment }) => ({
      ...payment,
      concept: paymentKindLabel({ productType: payment.productType, providerPaymentId }),
      statusLabel: paymentStatusLabel(payment.status),
      amountCents: amount,
    })),
    /** Step 4's contracts: terms, draft or signed, dates; the PDF downloads from its link. */
    arrasContracts,
    invoices: ownInvoices,
    sessions: ownSessions,
    /** Buyer contacts on the user's listings, with viewing times, ratings and offers. */
    leadsReceived: ownLeads.received,
    /** What the user sent to sellers while signed in, with the seller's answers to it. */
    leadsSent: ownLeads.sent,
    /** The listings the user saved with the heart, and when. */
    favourites,
    /** Saved searches with their alert choice, the price-drop choice, every alert sent or waiting, digests. */
    savedSearches: alerts.savedSearches,
    priceDropAlerts: alerts.priceDropFrequency,
    alertsSent: alerts.alertsSent,
    dailyDigests: alerts.dailyDigests,
  };
  // Readable first, by a person who reads Spanish; the data below stays machine-readable.
  const { format, exportedAt, ...data } = exported;
  return {
    format,
    exportedAt,
    resumen: dataExportSummary(exported),
    glosario: { partes: EXPORT_SECTIONS, campos: EXPORT_FIELDS },
    ...data,
  };
}
export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** 'zaguan-mis-datos-2026-11-21.json' */
export const dataExportFileName = (now: Date) => `zaguan-mis-datos-${now.toISOString().slice(0, 10)}.json`;
