/**
 * The tabs of 'Mi Panel de Control' (spec §2). The tab lives in the URL (`?tab=datos`) so it
 * survives a reload and can be linked; URLs are Spanish, and the spec's English names are read too.
 */
export const DASHBOARD_TABS = [
  { value: "propiedades", label: "Mis Propiedades" },
  { value: "datos", label: "Mis Datos" },
  { value: "documentos", label: "Mis Documentos" },
  { value: "pagos", label: "Mis Pagos" },
  // Issue #22: the lead log — every buyer contact of each listing.
  { value: "compradores", label: "Compradores" },
  // Issue #24: the listings a buyer saved with the heart.
  { value: "favoritos", label: "Favoritos" },
  // Issue #24: the buyer's saved searches and their alerts.
  { value: "busquedas", label: "Búsquedas" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["value"];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = "propiedades";
export const TAB_PARAM = "tab";
/** `?propiedad=<id>` selects a property in 'Mis Propiedades'. */
export const SELECTED_PROPERTY_PARAM = "propiedad";

const ALIASES: Record<string, DashboardTab> = {
  properties: "propiedades",
  profile: "datos",
  documents: "documentos",
  payments: "pagos",
  buyers: "compradores",
  leads: "compradores",
  favourites: "favoritos",
  searches: "busquedas",
  alerts: "busquedas",
};

export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  if (!value) return DEFAULT_DASHBOARD_TAB;
  const known = DASHBOARD_TABS.find((tab) => tab.value === value);
  return known ? known.value : (ALIASES[value] ?? DEFAULT_DASHBOARD_TAB);
}

export function dashboardHref(tab: DashboardTab, propertyId?: string | null): string {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_DASHBOARD_TAB) params.set(TAB_PARAM, tab);
  if (propertyId) params.set(SELECTED_PROPERTY_PARAM, propertyId);
  const query = params.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
}

/** `?contacto=<lead id>` opens one lead in 'Compradores'. */
export const OPEN_LEAD_PARAM = "contacto";

/** 'Compradores' on a listing, with one of its leads open. */
export function leadLogHref(propertyId: string | null, leadId?: string | null): string {
  const base = dashboardHref("compradores", propertyId);
  return leadId ? `${base}&${OPEN_LEAD_PARAM}=${encodeURIComponent(leadId)}` : base;
}
