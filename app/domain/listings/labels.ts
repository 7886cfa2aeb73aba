import type { PropertyOrigin, PropertyStatus } from "#app/db/schema/properties";
import { AGENCY_PROPERTY_TYPE } from "#app/domain/listings/catalogues";
import { hasTitle, type ProgressFlags } from "#app/domain/process/steps";

export type AdminStatusLabel =
  | "Vendido"
  | "Comisión Pagada"
  | "Notaría"
  | "Arras"
  | "Visitas"
  | "Marketing"
  | "Ficha Creada"
  | "Iniciado";

/** The furthest point a property has reached, for staff; a sold status outranks every flag. */
export function adminStatusLabel(property: ProgressFlags & { status: PropertyStatus }): AdminStatusLabel {
  if (property.status === "sold") return "Vendido";
  if (property.saleConfirmed) return "Comisión Pagada";
  if (property.notaryDone) return "Notaría";
  if (property.arrasSigned) return "Arras";
  if (property.visitsManaged) return "Visitas";
  if (property.marketingActive) return "Marketing";
  if (hasTitle(property.title)) return "Ficha Creada";
  return "Iniciado";
}

/** Derived from property_origin alone: the earlier version compared property_type and got it wrong. */
export function originLabel(origin: PropertyOrigin): typeof AGENCY_PROPERTY_TYPE | "Venta Particular" {
  return origin === "agency" ? AGENCY_PROPERTY_TYPE : "Venta Particular";
}

type SellerNameSource = {
  origin: PropertyOrigin;
  agencyCompanyName?: string | null;
  profileName?: string | null;
  ownerName?: string | null;
};

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A private seller's first name only: the public listing never shows the surnames. */
function firstName(value: string | null | undefined): string | null {
  return present(value)?.split(/\s+/)[0] ?? null;
}

export function sellerName({ origin, agencyCompanyName, profileName, ownerName }: SellerNameSource): string {
  if (origin === "agency") return present(agencyCompanyName) ?? "Agencia Colaboradora";
  return firstName(profileName) ?? firstName(ownerName) ?? "Propietario Particular";
}

/**
 * Where a listing really is, derived from its data alone (docs/decisions/0009): saved but never
 * published, on the portal, taken down by staff, reserved once an offer is accepted (an agreed deal
 * not released, docs/decisions/0029) or the arras are signed, or sold.
 */
export type ListingStatus = "Borrador" | "En venta" | "Retirado" | "Reservado" | "Vendida";

export type ListingStatusSource = {
  status: PropertyStatus;
  arrasSigned: boolean;
  saleConfirmed: boolean;
  /** An agreed deal not released (listings/reservation.server.ts hasActiveDeal). */
  hasActiveDeal: boolean;
};

export function listingStatus({
  status,
  arrasSigned,
  saleConfirmed,
  hasActiveDeal,
}: ListingStatusSource): ListingStatus {
  if (status === "sold" || saleConfirmed) return "Vendida";
  if (status === "draft") return "Borrador";
  if (status === "unpublished") return "Retirado";
  if (arrasSigned || hasActiveDeal) return "Reservado";
  return "En venta";
}

export const isReserved = (listing: ListingStatusSource): boolean => listingStatus(listing) === "Reservado";

/** What a buyer reads instead of the call button and the forms while the home is reserved. */
export const RESERVED_CONTACT_MESSAGE =
  "Reservado: el vendedor ha cerrado un acuerdo con un comprador y no admite más ofertas ni contactos. Si la reserva se libera, volverá a estar en venta.";

export type DashboardBadge = ListingStatus;

/**
 * The selector's state badge: where the listing really is, whatever its origin. An agency's live
 * listing used to read 'Colaboración', hiding whether it was on sale, reserved or withdrawn
 *; the origin now has a badge of its own beside the state (ORIGIN_BADGE).
 */
export function dashboardBadge(property: ListingStatusSource): DashboardBadge {
  return listingStatus(property);
}

/** 'Colaboración', now naming the origin of an agency's listing beside its state. */
export const ORIGIN_BADGE = "Colaboración";

/** '1 baño', '2 baños': the count with its noun in the right number. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
