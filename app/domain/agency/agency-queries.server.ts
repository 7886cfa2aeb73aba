import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { type AgencyDetails, properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import { findNewestProcessProperty, findProcessProperty } from "#app/domain/process/process-queries.server";
import { ownAgencyProperty } from "./agency-property.server";

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");

/**
 * 'Mis Datos': the agency details of one of the user's own agency properties. Ownership and origin
 * are part of the query; the details come validated by AgencyDetailsSchema.
 */
export async function updateAgencyDetails({
  db,
  userId,
  propertyId,
  details,
}: {
  db: Db;
  userId: string;
  propertyId: string;
  details: AgencyDetails;
}): Promise<void> {
  const updated = await db
    .update(properties)
    .set({ agencyDetails: details, updatedAt: new Date() })
    .where(ownAgencyProperty(userId, propertyId))
    .returning({ id: properties.id });
  if (updated.length === 0) throw notFound();
}

/** What the agency process page shows of the agency's own property. */
const AGENCY_PROPERTY_COLUMNS = {
  id: properties.id,
  title: properties.title,
  description: properties.description,
  address: properties.address,
  province: properties.province,
  propertyType: properties.propertyType,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  countryCode: properties.countryCode,
  phone: properties.phone,
  energyRating: properties.energyRating,
  features: properties.features,
  images: properties.images,
  catastralReference: properties.catastralReference,
  status: properties.status,
  agencyDetails: properties.agencyDetails,
  agencyCommissionPercentage: properties.agencyCommissionPercentage,
  agencyCommissionFixed: properties.agencyCommissionFixed,
  managementContractUrl: properties.managementContractUrl,
  marketingActive: properties.marketingActive,
  saleConfirmed: properties.saleConfirmed,
  paymentStatus: properties.paymentStatus,
};

export async function findAgencyProperty(db: Db, userId: string, propertyId: string) {
  return findProcessProperty(db, AGENCY_PROPERTY_COLUMNS, { userId, origin: "agency", propertyId });
}
export type AgencyProperty = NonNullable<Awaited<ReturnType<typeof findAgencyProperty>>>;

/** Without one named, the newest of the agency's collaborations still under way. */
export async function findNewestAgencyProperty(db: Db, userId: string): Promise<AgencyProperty | null> {
  return findNewestProcessProperty(db, AGENCY_PROPERTY_COLUMNS, { userId, origin: "agency" });
}

/** The accepted contract of the property (its id opens the PDF in 'Mis Documentos'). */
export async function findAcceptedContract(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select({ id: propertyContracts.id, acceptedAt: propertyContracts.acceptedAt })
    .from(propertyContracts)
    .where(and(eq(propertyContracts.userId, userId), eq(propertyContracts.propertyId, propertyId)))
    .orderBy(desc(propertyContracts.acceptedAt))
    .limit(1);
  return row ? { id: row.id, acceptedAt: row.acceptedAt.toISOString() } : null;
}
