import { CreditCard, FileText, Heart, Home, Inbox, Search, UserRound, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import {
  type DashboardTab,
  dashboardHref,
  dashboardTabOfPath,
  SELECTED_PROPERTY_PARAM,
  SHOW_PROPERTIES_PARAM,
  SHOW_PROPERTIES_VALUE,
  visibleDashboardTabs,
} from "#app/domain/kernel/dashboard-urls";
import type { DashboardLayoutData } from "#app/routes/dashboard/loaders.server";

const TAB_ICONS: Record<DashboardTab, ReactNode> = {
  propiedades: <Home aria-hidden="true" />,
  datos: <UserRound aria-hidden="true" />,
  documentos: <FileText aria-hidden="true" />,
  pagos: <CreditCard aria-hidden="true" />,
  compradores: <UsersRound aria-hidden="true" />,
  favoritos: <Heart aria-hidden="true" />,
  busquedas: <Search aria-hidden="true" />,
  solicitudes: <Inbox aria-hidden="true" />,
};

/** The tabs whose pages are the seller's, which stay Spanish whatever the account's language. */
const SELLER_TABS: ReadonlySet<DashboardTab> = new Set(["propiedades", "documentos", "pagos", "compradores"]);

/**
 * A tab's link from the bar: the selected property goes along; for an account without listings
 * 'Mis Propiedades' is asked for by name, so it shows instead of sending them on to their requests.
 */
function tabHref(tab: DashboardTab, selectedPropertyId: string | null, hasListings: boolean): string {
  if (tab === "propiedades" && !selectedPropertyId && !hasListings)
    return `${dashboardHref(tab)}?${SHOW_PROPERTIES_PARAM}=${SHOW_PROPERTIES_VALUE}`;
  return dashboardHref(tab, selectedPropertyId);
}

/**
 * 'Mi Panel de Control': the greeting and the tab bar around the open tab's own route
 * (`children`). Each tab is a link to its route: it opens without JavaScript, and the selected
 * property (`?propiedad=`) goes along.
 */
export function DashboardLayout({
  data,
  testerPanel,
  children,
}: {
  data: DashboardLayoutData;
  testerPanel: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const tab = dashboardTabOfPath(pathname);
  const tabs = visibleDashboardTabs({
    open: tab,
    hasListings: data.hasListings,
    sentRequests: data.requests.total > 0,
  });
  const { shell } = data;
  // The page is Spanish (its <html lang>); what the account reads in another language says so.
  const lang = shell.locale === "es" ? undefined : shell.locale;
  // A seller's tab named in another language leads to a Spanish page, and its link says so.
  const pageLang = (value: DashboardTab) => (lang && SELLER_TABS.has(value) ? "es" : undefined);
  return (
    <>
      {lang ? (
        <div lang={lang} className="contents">
          <PageHero title={shell.title} lead={shell.lead ?? undefined} />
        </div>
      ) : (
        <PageHero title={shell.title} lead={shell.lead ?? undefined} />
      )}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        {testerPanel}
        {/* The URL says which tab is open; the links change it (arrow keys move between them). */}
        <Tabs value={tab} activationMode="manual">
          {/* Eight tabs: on a narrow desktop they wrap to a second line instead of running off the page. */}
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto sm:flex-wrap">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value} asChild>
                <Link
                  to={tabHref(value, searchParams.get(SELECTED_PROPERTY_PARAM), data.hasListings)}
                  hrefLang={pageLang(value)}
                  replace
                  preventScrollReset
                >
                  {TAB_ICONS[value]}
                  <span lang={lang}>{shell.tabs[value]}</span>
                  {value === "compradores" && data.unreadLeads > 0 ? (
                    <span className="rounded-full bg-accent px-1.5 text-accent-foreground text-xs tabular-nums">
                      {data.unreadLeads}
                      <span className="sr-only" lang={lang}>
                        {" "}
                        {shell.unread}
                      </span>
                    </span>
                  ) : null}
                  {value === "solicitudes" && data.requests.awaitingYou > 0 ? (
                    <span className="rounded-full bg-accent px-1.5 text-accent-foreground text-xs tabular-nums">
                      {data.requests.awaitingYou}
                      <span className="sr-only" lang={lang}>
                        {" "}
                        {shell.awaiting}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={tab} className="mt-6">
            {children}
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
