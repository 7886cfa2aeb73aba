import type { PropertyOrigin } from "#app/db/schema/properties";
import { agencyPath, agencyStepPath, salePath, saleStepPath } from "#app/domain/kernel/process-urls";
import { pathTo, ROUTES } from "#app/urls";

/**
 * Where each of the dashboard's actions leads, always naming the selected property (an
 * agency's 'Continuar Proceso' without an id opened another property).
 */
export function processPath(origin: PropertyOrigin, propertyId: string): string {
  return origin === "agency" ? agencyPath(propertyId) : salePath(propertyId);
}

/** The listing step is step 1 in both processes; its own URL opens it for editing. */
export const LISTING_STEP = 1;

export function editListingPath(origin: PropertyOrigin, propertyId: string): string {
  return origin === "agency"
    ? agencyStepPath(propertyId, LISTING_STEP)
    : saleStepPath(propertyId, LISTING_STEP);
}

export function publicListingPath(propertyId: string): string {
  return pathTo(ROUTES.property, { id: propertyId });
}
