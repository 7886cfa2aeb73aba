import type { DashboardActionData } from "#app/components/dashboard/action-data";
import { FavouritesTab } from "#app/components/dashboard/favourites-tab";
import { useActionToast } from "#app/components/dashboard/use-dashboard";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/favourites";
import { FAVOURITES_TAB_INTENTS } from "./dashboard-actions.server";
import { loadFavouritesTab } from "./loaders.server";
import { dashboardAction } from "./tab-action.server";

/** 'Favoritos' (/dashboard/favoritos): the listings saved with the heart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadFavouritesTab(context, user);
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = dashboardAction(FAVOURITES_TAB_INTENTS);

export default function FavouritesRoute({ loaderData: data, actionData }: Route.ComponentProps) {
  useActionToast(actionData as DashboardActionData | undefined);
  return (
    <div lang={data.words.locale}>
      <FavouritesTab favourites={data.favourites} words={data.words} />
    </div>
  );
}
