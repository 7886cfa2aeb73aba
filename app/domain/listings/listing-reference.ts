/**
 * The figures a buyer compares listings by, and the reference they quote when they call.
 */

/** Whole euros per built square metre, or null without a price or a surface. */
export function pricePerSquareMetre(price: number | null, builtSquareMetres: number | null): number | null {
  if (price === null || builtSquareMetres === null || builtSquareMetres <= 0 || price <= 0) return null;
  return Math.round(price / builtSquareMetres);
}

/**
 * A short reference for the listing, stable for its whole life: the first 8 hexadecimal digits of
 * its id, in capitals ('3F2A9C1B'). Listings carry no reference of their own; 8 digits tell apart
 * about 4 000 million listings, so two coinciding is unlikely, and the id is public already.
 */
export function listingReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
