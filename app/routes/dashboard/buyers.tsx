import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { BuyersTab } from "#app/components/dashboard/buyers-tab";
import { useActionToast, useLoadErrorToasts } from "#app/components/dashboard/use-dashboard";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/buyers";
import { BUYERS_TAB_INTENTS } from "./dashboard-actions.server";
import { loadBuyersTab } from "./loaders.server";
import { dashboardAction } from "./tab-action.server";

/** 'Compradores' (/dashboard/compradores): each listing's buyers, one card each, their messages, offers and viewings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadBuyersTab(context, user, new URL(request.url).searchParams);
}

/** A 429 (the seller's e-mails to buyers are limited) says when to come back. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = dashboardAction(BUYERS_TAB_INTENTS);

export default function BuyersRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  useActionToast(actionData as DashboardActionData | undefined);
  useLoadErrorToasts([
    data.properties === null ? DASHBOARD_MESSAGES.propertiesLoadFailed : null,
    data.buyers === null ? DASHBOARD_MESSAGES.leadsLoadFailed : null,
  ]);
  return (
    <BuyersTab
      properties={data.properties}
      buyers={data.buyers}
      heldCounts={data.heldCounts}
      heldLeads={data.heldLeads}
      staffLeadView={data.staffLeadView}
      actionData={actionData as DashboardActionData | undefined}
    />
  );
}
