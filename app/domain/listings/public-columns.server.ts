import { sql } from "drizzle-orm";
import { properties } from "#app/db/schema/properties";
import { MIN_PHONE_DIGITS } from "./contact";

/**
 * The columns of a listing that anyone may see, on a card and on its page alike. Never the
 * cadastral reference, the DNI, the e-mail, the contract or the agency's tax data — nor the phone:
 * only whether there is one to call (`hasCallablePhone`'s rule, in SQL); the number itself leaves
 * the database for one visitor's 'Ver teléfono' alone (phone-reveal.server.ts).
 */
export const publicListingColumns = {
  id: properties.id,
  title: properties.title,
  address: properties.address,
  propertyType: properties.propertyType,
  origin: properties.propertyOrigin,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  hasPhone: sql<boolean>`coalesce(length(regexp_replace(${properties.phone}, '[^0-9]', '', 'g')) >= ${sql.raw(String(MIN_PHONE_DIGITS))}, false)`,
  energyRating: properties.energyRating,
};

/**
 * The facts a buyer may ask for (domain/listings/facts.ts), public on the listing's page and read
 * back by the listing form (so they are listed once, in the lowest area that reads them).
 */
export { LISTING_FACT_COLUMNS as listingFactColumns } from "#app/domain/process/process-queries.server";
