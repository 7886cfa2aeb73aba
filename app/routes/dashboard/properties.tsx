import { redirect, useSearchParams } from "react-router";
import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { PropertiesTab } from "#app/components/dashboard/properties-tab";
import {
  useActionToast,
  useLoadErrorToasts,
  useSelectedPropertyId,
} from "#app/components/dashboard/use-dashboard";
import { buyerLandingTab } from "#app/domain/dashboard/landing.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import {
  dashboardTabPath,
  SELECTED_PROPERTY_PARAM,
  SHOW_PROPERTIES_PARAM,
  SHOW_PROPERTIES_VALUE,
} from "#app/domain/kernel/dashboard-urls";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/properties";
import { PROPERTIES_TAB_INTENTS } from "./dashboard-actions.server";
import { loadPropertiesTab } from "./loaders.server";
import { skipSelectionOnlyChange } from "./selection";
import { dashboardAction } from "./tab-action.server";

/**
 * 'Mis Propiedades', the dashboard's index (/dashboard). Opened bare by an account without
 * listings, it sends a buyer to what they have (their requests, else their favourites); the tab
 * itself (`?ver=propiedades`) always shows it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const tab = await loadPropertiesTab(context, user);
  const params = new URL(request.url).searchParams;
  // The tab's own link (`?ver=propiedades`), or any other parameter (a listing picked, an e-mail's
  // link): 'Mis Propiedades' was asked for.
  const isAskedFor = params.get(SHOW_PROPERTIES_PARAM) === SHOW_PROPERTIES_VALUE || params.size > 0;
  if (tab.properties?.length === 0 && !isAskedFor) {
    const landing = await buyerLandingTab(context.db, user.id, await accountLocale(context.db, user.id));
    if (landing !== "propiedades") throw redirect(dashboardTabPath(landing));
  }
  return tab;
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** Picking a property (`?propiedad=`) reloads nothing: see selection.ts. */
export const shouldRevalidate = skipSelectionOnlyChange;

export const action = dashboardAction(PROPERTIES_TAB_INTENTS);

export default function PropertiesRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const selectedId = useSelectedPropertyId(data.properties, data.userId);
  useActionToast(actionData as DashboardActionData | undefined);
  useLoadErrorToasts([
    data.properties === null ? DASHBOARD_MESSAGES.propertiesLoadFailed : null,
    data.contracts === null ? DASHBOARD_MESSAGES.contractsLoadFailed : null,
    data.payments === null ? DASHBOARD_MESSAGES.paymentsLoadFailed : null,
  ]);
  const selected = data.properties?.find((property) => property.id === selectedId) ?? null;
  const select = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SELECTED_PROPERTY_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <PropertiesTab
      userId={data.userId}
      properties={data.properties}
      payments={data.payments ?? []}
      contracts={data.contracts ?? []}
      arrasContracts={data.arrasContracts ?? []}
      funnel={selected ? data.funnels?.[selected.id] : undefined}
      // A listing nobody wrote to is absent from the split: an empty one, unless it failed.
      leadChannels={selected && data.leadChannels ? (data.leadChannels[selected.id] ?? {}) : undefined}
      campaign={selected ? data.campaigns?.[selected.id] : undefined}
      selected={selected}
      onSelect={select}
    />
  );
}
