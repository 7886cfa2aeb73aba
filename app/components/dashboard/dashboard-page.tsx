import { CreditCard, FileText, Heart, Home, Search, UserRound, UsersRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import { toast } from "#app/components/ui/use-toast";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { defaultSelectedProperty } from "#app/domain/dashboard/owner-properties";
import {
  DASHBOARD_TABS,
  type DashboardTab,
  dashboardHref,
  parseDashboardTab,
  SELECTED_PROPERTY_PARAM,
  TAB_PARAM,
} from "#app/domain/dashboard/tabs";
import { readInProgressProperty } from "#app/domain/sale/in-progress";
import type { DashboardData } from "#app/routes/dashboard/dashboard-page.server";
import type { DashboardActionData } from "./action-data";
import { BuyersTab } from "./buyers-tab";
import { DocumentsTab } from "./documents-tab";
import { FavouritesTab } from "./favourites-tab";
import { PaymentsTab } from "./payments-tab";
import { ProfileTab } from "./profile-tab";
import { PropertiesTab } from "./properties-tab";
import { SearchesTab } from "./searches-tab";

const TAB_ICONS: Record<DashboardTab, ReactNode> = {
  propiedades: <Home aria-hidden="true" />,
  datos: <UserRound aria-hidden="true" />,
  documentos: <FileText aria-hidden="true" />,
  pagos: <CreditCard aria-hidden="true" />,
  compradores: <UsersRound aria-hidden="true" />,
  favoritos: <Heart aria-hidden="true" />,
  busquedas: <Search aria-hidden="true" />,
};

/** 'Mi Panel de Control' (spec §2): four tabs, the open one and the selected property in the URL. */
export function DashboardPage({
  data,
  actionData,
  testerPanel,
}: {
  data: DashboardData;
  actionData: DashboardActionData | undefined;
  testerPanel: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get(TAB_PARAM));
  const selectedId = useSelectedPropertyId(data);

  useLoadErrorToasts(data);
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const selected = data.properties?.find((property) => property.id === selectedId) ?? null;
  const unreadLeads = data.leads?.filter((lead) => lead.isUnread).length ?? 0;

  return (
    <>
      <PageHero
        title="Mi Panel de Control"
        lead={
          data.profile
            ? `Hola, ${data.profile.name}. Aquí tienes tus propiedades, tus datos, tus documentos, tus pagos, tus compradores, tus favoritos y tus búsquedas.`
            : undefined
        }
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        {testerPanel}
        <Tabs
          value={tab}
          onValueChange={(value) => update({ [TAB_PARAM]: value === "propiedades" ? null : value })}
        >
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
            {DASHBOARD_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value} asChild>
                {/* A link too: each tab has its own URL and opens without JavaScript. */}
                <Link
                  to={dashboardHref(item.value, searchParams.get(SELECTED_PROPERTY_PARAM))}
                  replace
                  preventScrollReset
                >
                  {TAB_ICONS[item.value]}
                  {item.label}
                  {item.value === "compradores" && unreadLeads > 0 ? (
                    <span className="rounded-full bg-accent px-1.5 text-accent-foreground text-xs tabular-nums">
                      {unreadLeads}
                      <span className="sr-only"> sin leer</span>
                    </span>
                  ) : null}
                </Link>
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="propiedades" className="mt-6">
            <PropertiesTab
              userId={data.user.id}
              properties={data.properties}
              payments={data.payments ?? []}
              contracts={data.contracts ?? []}
              funnel={selected ? data.funnels?.[selected.id] : undefined}
              // A listing nobody wrote to is absent from the split: an empty one, unless it failed.
              leadChannels={
                selected && data.leadChannels ? (data.leadChannels[selected.id] ?? {}) : undefined
              }
              campaign={selected ? data.campaigns?.[selected.id] : undefined}
              selected={selected}
              onSelect={(id) => update({ [SELECTED_PROPERTY_PARAM]: id })}
            />
          </TabsContent>
          <TabsContent value="datos" className="mt-6">
            <ProfileTab profile={data.profile} activeProperty={selected} actionData={actionData} />
          </TabsContent>
          <TabsContent value="documentos" className="mt-6">
            <DocumentsTab contracts={data.contracts} arrasContracts={data.arrasContracts} />
          </TabsContent>
          <TabsContent value="pagos" className="mt-6">
            <PaymentsTab payments={data.payments} />
          </TabsContent>
          <TabsContent value="compradores" className="mt-6">
            <BuyersTab
              properties={data.properties}
              leads={data.leads}
              heldLeads={data.heldLeads}
              staffLeadView={data.staffLeadView}
              actionData={actionData}
            />
          </TabsContent>
          <TabsContent value="favoritos" className="mt-6">
            <FavouritesTab favourites={data.favourites} />
          </TabsContent>
          <TabsContent value="busquedas" className="mt-6">
            <SearchesTab data={data.savedSearches} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

/**
 * The property chosen in the URL when it is still the user's; else the one kept in progress in
 * this browser (read after hydration: local storage is not on the server), else the newest.
 */
function useSelectedPropertyId(data: DashboardData): string | null {
  const [searchParams] = useSearchParams();
  const properties = data.properties ?? [];
  const fromUrl = searchParams.get(SELECTED_PROPERTY_PARAM);
  const [inProgress, setInProgress] = useState<Array<string | null>>([]);
  useEffect(() => {
    setInProgress([
      readInProgressProperty("particular", data.user.id),
      readInProgressProperty("agency", data.user.id),
    ]);
  }, [data.user.id]);
  return defaultSelectedProperty(properties, [fromUrl, ...inProgress])?.id ?? null;
}

/** Spec §8: each part that failed to load says so in a toast; the others work as usual. */
function useLoadErrorToasts(data: DashboardData) {
  const failed = [
    data.properties === null ? DASHBOARD_MESSAGES.propertiesLoadFailed : null,
    data.profile === null ? DASHBOARD_MESSAGES.profileLoadFailed : null,
    data.contracts === null ? DASHBOARD_MESSAGES.contractsLoadFailed : null,
    data.payments === null ? DASHBOARD_MESSAGES.paymentsLoadFailed : null,
    data.leads === null ? DASHBOARD_MESSAGES.leadsLoadFailed : null,
  ].filter((message) => message !== null);
  const key = failed.map((message) => message.description).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names exactly what failed.
  useEffect(() => {
    // One toast at a time (spec §9): the first failure; every failed tab also says so in place.
    const first = failed[0];
    if (first) toast({ ...first, variant: "destructive" });
  }, [key]);
}
