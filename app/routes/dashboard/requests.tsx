import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { RequestsTab } from "#app/components/dashboard/requests-tab";
import { useActionToast, useLoadErrorToasts } from "#app/components/dashboard/use-dashboard";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/requests";
import { loadRequestsTab } from "./loaders.server";
import { REQUESTS_TAB_INTENTS } from "./request-actions.server";
import { dashboardAction } from "./tab-action.server";

/**
 * 'Mis solicitudes' (/dashboard/solicitudes): the messages, viewings and offers the
 * account sent, where each stands and the seller's answers, with the buyer's own moves.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadRequestsTab(context, user);
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = dashboardAction(REQUESTS_TAB_INTENTS);

export default function RequestsRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  useActionToast(actionData as DashboardActionData | undefined);
  useLoadErrorToasts([data.requests === null ? data.words.loadFailedToast : null]);
  return (
    <div lang={data.words.locale}>
      <RequestsTab
        requests={data.requests ?? []}
        contractsToSign={data.contractsToSign}
        dealFallThrough={data.dealFallThrough}
        actionData={actionData as DashboardActionData | undefined}
        words={data.words}
      />
    </div>
  );
}
