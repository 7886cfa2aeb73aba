import { ROUTES } from "#app/urls";
/**
 * The tabs of 'Mi Panel de Control'. Each tab is a route of its own under /dashboard
 * (`/dashboard/datos`; 'Mis Propiedades' is /dashboard itself), so it survives a reload, can be
 * linked and loads only its own data. URLs are Spanish. The older `?tab=datos` addresses (in
 * e-mails already sent) are redirected; there the English names are read too. The tabs' names
 * are words of the account's language (messages/space/, `space.tab.*`).
 */
export const DASHBOARD_TABS = [
  { value: "propiedades" },
  { value: "datos" },
  { value: "documentos" },
  { value: "pagos" },
  // The lead log — every buyer contact of each listing.
  { value: "compradores" },
  // The listings a buyer saved with the heart.
  { value: "favoritos" },
  // The buyer's saved searches and their alerts.
  { value: "busquedas" },
  // The messages, viewings and offers the account sent, and the buyer's answers.
  { value: "solicitudes" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["value"];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = "propiedades";
/**
 * The tabs an account sees, the same rule in every language: the four the panel always had
 * ('Mis Propiedades', whose empty state is where anyone starts selling, 'Mis Datos', 'Mis
 * Documentos', 'Mis Pagos') and 'Favoritos' and 'Búsquedas', which anyone may fill from the
 * portal; 'Compradores' only for an account with a listing, as it can hold nothing else, and
 * 'Mis solicitudes' once the account sent something. The open tab always shows (staff reach
 * another owner's buyers, anyone their requests, by address).
 */
export function visibleDashboardTabs(account: {
  open: DashboardTab;
  hasListings: boolean;
  sentRequests: boolean;
}): DashboardTab[] {
  const shown = (tab: DashboardTab) => {
    if (tab === account.open) return true;
    if (tab === "compradores") return account.hasListings;
    if (tab === "solicitudes") return account.sentRequests;
    return true;
  };
  return DASHBOARD_TABS.map((tab) => tab.value).filter(shown);
}

/** The older address of a tab (`/dashboard?tab=datos`), still redirected. */
export const TAB_PARAM = "tab";
export const DASHBOARD_PATH = ROUTES.dashboard;
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
  requests: "solicitudes",
};

export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  if (!value) return DEFAULT_DASHBOARD_TAB;
  const known = DASHBOARD_TABS.find((tab) => tab.value === value);
  return known ? known.value : (ALIASES[value] ?? DEFAULT_DASHBOARD_TAB);
}

/** The path of a tab's route: 'Mis Propiedades' is the dashboard's index. */
export function dashboardTabPath(tab: DashboardTab): string {
  return tab === DEFAULT_DASHBOARD_TAB ? DASHBOARD_PATH : `${DASHBOARD_PATH}/${tab}`;
}

/** The tab a dashboard path shows (`/dashboard/pagos` → 'pagos'); the index and anything else: the default. */
export function dashboardTabOfPath(pathname: string): DashboardTab {
  const segment = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  return DASHBOARD_TABS.find((tab) => tab.value === segment)?.value ?? DEFAULT_DASHBOARD_TAB;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function dashboardHref(tab: DashboardTab, propertyId?: string | null): string {
  const params = new URLSearchParams();
  if (propertyId) params.set(SELECTED_PROPERTY_PARAM, propertyId);
  return withQuery(dashboardTabPath(tab), params);
}

/**
 * Where an older `/dashboard?tab=…` address now lives (the tab's own path, the other parameters
 * kept), or null for an address that is not one.
 */
export function legacyTabRedirect(url: URL): string | null {
  if (!url.searchParams.has(TAB_PARAM)) return null;
  const params = new URLSearchParams(url.searchParams);
  params.delete(TAB_PARAM);
  return withQuery(dashboardTabPath(parseDashboardTab(url.searchParams.get(TAB_PARAM))), params);
}

/**
 * `/dashboard?ver=propiedades`: 'Mis Propiedades' asked for by name (its tab). The bare `/dashboard`
 * opens on what the account has (dashboard/landing.server.ts): a buyer without listings lands on
 * their requests or favourites, and only the tab itself shows them the empty 'Mis Propiedades'.
 */
export const SHOW_PROPERTIES_PARAM = "ver";
export const SHOW_PROPERTIES_VALUE = "propiedades";

/** `?contacto=<lead id>` opens one lead in 'Compradores'. */
export const OPEN_LEAD_PARAM = "contacto";

/** 'Compradores' on a listing, with one of its leads open. */
export function leadLogHref(propertyId: string | null, leadId?: string | null): string {
  const params = new URLSearchParams();
  if (propertyId) params.set(SELECTED_PROPERTY_PARAM, propertyId);
  if (leadId) params.set(OPEN_LEAD_PARAM, leadId);
  return withQuery(dashboardTabPath("compradores"), params);
}
