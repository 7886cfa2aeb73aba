import { Outlet, redirect } from "react-router";
import { DashboardLayout } from "#app/components/dashboard/dashboard-layout";
import { SITE_WORDS_FROM_DATA } from "#app/components/layout/site-words";
import { TesterPanel } from "#app/components/sell/tester-panel";
import { legacyTabRedirect } from "#app/domain/kernel/dashboard-urls";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/dashboard";
import { LAYOUT_INTENTS } from "./dashboard-actions.server";
import { loadDashboardLayout } from "./loaders.server";
import { skipSelectionOnlyChange } from "./selection";
import { dashboardAction } from "./tab-action.server";

/**
 * 'Mi Panel de Control': the layout of the dashboard's tabs (app/routes.ts nests one route per tab
 * under it, each with its own loader and action). Its own data is only what every tab shows: the
 * greeting and the number of unread buyers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The older addresses (`/dashboard?tab=compradores&propiedad=…`, in e-mails already sent).
  const moved = legacyTabRedirect(new URL(request.url));
  if (moved) throw redirect(moved);
  const user = await requireUser(request, context);
  return loadDashboardLayout(context, user);
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** Picking a property (`?propiedad=`) reloads nothing: see selection.ts. */
export const shouldRevalidate = skipSelectionOnlyChange;

/** The tester's panel above the tabs posts here ('Modo de Prueba', testers only). */
export const action = dashboardAction(LAYOUT_INTENTS);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mi Panel de Control", path: ROUTES.dashboard, noIndex: true });

/**
 * An application page: React runs in the browser (app/lib/hydration.ts). Its header and footer
 * follow the account's language, not the address's: the loader returns them as `site`.
 */
export const handle = { ...HYDRATE, ...SITE_WORDS_FROM_DATA };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardLayout data={loaderData} testerPanel={loaderData.user.isTester ? <TesterPanel /> : null}>
      <Outlet />
    </DashboardLayout>
  );
}
