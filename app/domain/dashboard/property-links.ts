import type { PropertyOrigin } from "#app/db/schema/properties";
import { agencyPath } from "#app/domain/agency/agency-path";
import { OPEN_STEP_PARAM } from "#app/domain/process/steps";
import { salePath } from "#app/domain/sale/sale-path";

/**
 * Where each of the dashboard's actions leads, always naming the selected property (an
 * agency's 'Continuar Proceso' without an id opened another property).
 */
export function processPath(origin: PropertyOrigin, propertyId: string): string {
  return origin === "agency" ? agencyPath(propertyId) : salePath(propertyId);
}

/** The listing step is step 1 in both processes; `paso=1` opens it for editing. */
export const LISTING_STEP = 1;

export function editListingPath(origin: PropertyOrigin, propertyId: string): string {
  return `${processPath(origin, propertyId)}&${new URLSearchParams({ [OPEN_STEP_PARAM]: String(LISTING_STEP) })}`;
}

export function publicListingPath(propertyId: string): string {
  return `/propiedad/${encodeURIComponent(propertyId)}`;
}
