import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { ProfileTab } from "#app/components/dashboard/profile-tab";
import {
  useActionToast,
  useDashboardLayoutData,
  useLoadErrorToasts,
  useSelectedPropertyId,
} from "#app/components/dashboard/use-dashboard";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/profile";
import { PROFILE_TAB_INTENTS } from "./dashboard-actions.server";
import { loadProfileTab } from "./loaders.server";
import { dashboardAction } from "./tab-action.server";

/** 'Mis Datos' (/dashboard/datos): the profile (the layout reads it for the greeting too) and an agency's data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadProfileTab(context, user);
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = dashboardAction(PROFILE_TAB_INTENTS);

export default function ProfileRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  const { profile } = useDashboardLayoutData();
  const selectedId = useSelectedPropertyId(data.properties, data.userId);
  useActionToast(actionData as DashboardActionData | undefined);
  useLoadErrorToasts([profile === null ? DASHBOARD_MESSAGES.profileLoadFailed : null]);
  return (
    <ProfileTab
      profile={profile}
      billing={data.billing}
      secondFactorOn={data.secondFactorOn}
      language={data.language}
      activeProperty={data.properties?.find((property) => property.id === selectedId) ?? null}
      actionData={actionData as DashboardActionData | undefined}
    />
  );
}
