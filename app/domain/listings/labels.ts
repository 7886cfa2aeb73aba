import type { PropertyOrigin, PropertyStatus } from "#app/db/schema/properties";
import { AGENCY_PROPERTY_TYPE } from "#app/domain/listings/catalogues";
import { hasTitle, type ProgressFlags } from "#app/domain/sale/steps";

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

export function sellerName({ origin, agencyCompanyName, profileName, ownerName }: SellerNameSource): string {
  if (origin === "agency") return present(agencyCompanyName) ?? "Agencia Colaboradora";
  return present(profileName) ?? present(ownerName) ?? "Propietario Particular";
}

export type DashboardBadge = "Vendida" | "Colaboración" | "En venta";

export function dashboardBadge(property: { status: PropertyStatus; origin: PropertyOrigin }): DashboardBadge {
  if (property.status === "sold") return "Vendida";
  if (property.origin === "agency") return "Colaboración";
  return "En venta";
}
