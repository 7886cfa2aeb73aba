import { Outlet } from "react-router";
import { SalePage } from "#app/components/sell/sale-page";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { processAction } from "#app/routes/process/process-actions.server";
import { loadSaleLayout } from "#app/routes/sell/sale-page.server";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/sale";
import { SALE_ROUTE_INTENTS } from "./sell-actions.server";

/**
 * `/vender/<id>`: the layout of the sale's six steps (app/routes.ts nests one route per step under
 * it, each with its own loader and action). Its own data is what every step shows around its body.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadSaleLayout(context, user, new URL(request.url), params.propertyId);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vender mi propiedad", path: ROUTES.sell, noIndex: true });

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** 'Modo de Prueba' above the steps posts here (testers only). */
export const action = processAction(SALE_ROUTE_INTENTS["routes/sell/sale"]);

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function Sale({ loaderData, actionData }: Route.ComponentProps) {
  return <SalePage data={loaderData} actionData={actionData} body={(view) => <Outlet context={view} />} />;
}
