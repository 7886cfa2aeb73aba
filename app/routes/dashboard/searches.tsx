import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { SearchesTab } from "#app/components/dashboard/searches-tab";
import { useActionToast } from "#app/components/dashboard/use-dashboard";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/searches";
import { loadSearchesTab } from "./loaders.server";
import { SEARCH_DASHBOARD_INTENTS } from "./search-actions.server";
import { dashboardAction } from "./tab-action.server";

/** 'Búsquedas' (/dashboard/busquedas): the saved searches and their alerts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadSearchesTab(context, user);
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = dashboardAction(SEARCH_DASHBOARD_INTENTS);

export default function SearchesRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  useActionToast(actionData as DashboardActionData | undefined);
  return (
    <div lang={data.words.locale}>
      <SearchesTab data={data.savedSearches} words={data.words} />
    </div>
  );
}
