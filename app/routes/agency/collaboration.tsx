import { Outlet } from "react-router";
import { AgencyPage } from "#app/components/agency/agency-page";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { loadAgencyLayout } from "#app/routes/agency/agency-page.server";
import { processAction } from "#app/routes/process/process-actions.server";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/collaboration";
import { AGENCY_ROUTE_INTENTS } from "./process-actions.server";

/**
 * `/proceso-agencia/<id>`: the layout of the collaboration's four steps (app/routes.ts nests one
 * route per step under it, each with its own loader and action).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgencyLayout(context, user, new URL(request.url), params.propertyId);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Proceso de Colaboración para Agencias",
    path: ROUTES.agencyProcess,
    noIndex: true,
  });

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** 'Modo de Prueba' above the steps posts here (testers only). */
export const action = processAction(AGENCY_ROUTE_INTENTS["routes/agency/collaboration"], { from: "agency" });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function AgencyCollaboration({ loaderData, actionData }: Route.ComponentProps) {
  return <AgencyPage data={loaderData} actionData={actionData} body={(view) => <Outlet context={view} />} />;
}
