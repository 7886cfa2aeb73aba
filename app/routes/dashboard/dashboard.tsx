import { data, type ShouldRevalidateFunction } from "react-router";
import { DashboardPage } from "#app/components/dashboard/dashboard-page";
import { TesterPanel } from "#app/components/sell/tester-panel";
import { requireUser } from "#app/domain/users/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { loadDashboard } from "#app/routes/dashboard/dashboard-page.server";
import type { Route } from "./+types/dashboard";
import { DASHBOARD_INTENTS } from "./dashboard-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadDashboard(context, user, new URL(request.url).searchParams);
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  // Deleting an account or a property must come from our own pages, never from another site.
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(DASHBOARD_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  return DASHBOARD_INTENTS[intent as keyof typeof DASHBOARD_INTENTS]({ context, request, user, formData });
}

/** Switching tab or property only changes the URL: the data is already on the page. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mi Panel de Control", path: "/dashboard", noIndex: true });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DashboardPage
      data={loaderData}
      actionData={actionData}
      testerPanel={loaderData.user.isTester ? <TesterPanel /> : null}
    />
  );
}
