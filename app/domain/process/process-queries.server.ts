import { and, desc, eq, ne } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "#app/db/client.server";
import { type PropertyOrigin, properties } from "#app/db/schema/properties";
import { isUuid } from "#app/lib/uuid";

export const isPropertyId = isUuid;

/** One of the user's own properties of one process: ownership and origin are part of the query. */
export const ownProcessProperty = (userId: string, propertyId: string, origin: PropertyOrigin) =>
  and(eq(properties.id, propertyId), eq(properties.userId, userId), eq(properties.propertyOrigin, origin));

/**
 * The facts a buyer may ask for (Ley 12/2023 art. 31; domain/listings/facts.ts): the listing form
 * reads them back and the listing's page shows them. The consumption letter is `energyRating`.
 */
export const LISTING_FACT_COLUMNS = {
  usefulSize: properties.usefulSize,
  yearBuilt: properties.yearBuilt,
  yearRenovated: properties.yearRenovated,
  floor: properties.floor,
  hasLift: properties.hasLift,
  accessibility: properties.accessibility,
  occupancy: properties.occupancy,
  communityFeesYearly: properties.communityFeesYearly,
  ibiYearly: properties.ibiYearly,
  hasHabitabilityCertificate: properties.hasHabitabilityCertificate,
  charges: properties.charges,
  energyConsumption: properties.energyConsumption,
  energyEmissionsRating: properties.energyEmissionsRating,
  energyEmissions: properties.energyEmissions,
};

/** What both process pages show of a property: the listing's fields and the progress both share. */
export const PROCESS_PROPERTY_COLUMNS = {
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
  ...LISTING_FACT_COLUMNS,
  features: properties.features,
  images: properties.images,
  catastralReference: properties.catastralReference,
  latitude: properties.latitude,
  longitude: properties.longitude,
  floorPlanImage: properties.floorPlanImage,
  videoUrl: properties.videoUrl,
  virtualTourUrl: properties.virtualTourUrl,
  status: properties.status,
  marketingActive: properties.marketingActive,
  saleConfirmed: properties.saleConfirmed,
  paymentStatus: properties.paymentStatus,
};

type Owner = { userId: string; origin: PropertyOrigin };

/** The first row of a select over `columns`, typed by them (Drizzle loses the type through a generic). */
async function firstRow<T extends SelectedFields>(
  db: Db,
  columns: T,
  build: (query: ReturnType<typeof selectFrom>) => PromiseLike<unknown[]>,
): Promise<SelectResultFields<T> | null> {
  const [row] = await build(selectFrom(db, columns));
  return (row as SelectResultFields<T> | undefined) ?? null;
}
const selectFrom = (db: Db, columns: SelectedFields) => db.select(columns).from(properties).$dynamic();

/** The columns a process page asks for, of one of the user's own properties; null when not theirs. */
export async function findProcessProperty<T extends SelectedFields>(
  db: Db,
  columns: T,
  { userId, origin, propertyId }: Owner & { propertyId: string },
) {
  if (!isPropertyId(propertyId)) return null;
  return firstRow(db, columns, (query) =>
    query.where(ownProcessProperty(userId, propertyId, origin)).limit(1),
  );
}

/** The user's properties of one process still under way: not sold. */
const underWay = ({ userId, origin }: Owner) =>
  and(eq(properties.userId, userId), eq(properties.propertyOrigin, origin), ne(properties.status, "sold"));

/** Without one named, the newest of the user's properties of this process still under way. */
export async function findNewestProcessProperty<T extends SelectedFields>(
  db: Db,
  columns: T,
  { userId, origin }: Owner,
) {
  return firstRow(db, columns, (query) =>
    query.where(underWay({ userId, origin })).orderBy(desc(properties.createdAt)).limit(1),
  );
}

/** The ids of the user's properties of this process still under way (not sold), newest first. */
export async function findUnderWayProcessPropertyIds(db: Db, { userId, origin }: Owner): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(underWay({ userId, origin }))
    .orderBy(desc(properties.createdAt));
  return rows.map((row) => row.id);
}

/** The look-ups a process page needs (by id, the newest under way, every one under way), over one set of columns. */
export function processPageQueries<T extends SelectedFields>(origin: PropertyOrigin, columns: T) {
  return {
    byId: (db: Db, userId: string, propertyId: string) =>
      findProcessProperty(db, columns, { userId, origin, propertyId }),
    newest: (db: Db, userId: string) => findNewestProcessProperty(db, columns, { userId, origin }),
    underWayIds: (db: Db, userId: string) => findUnderWayProcessPropertyIds(db, { userId, origin }),
  };
}
