import { action as buyersAction } from "#app/routes/dashboard/buyers";
import { action as layoutAction } from "#app/routes/dashboard/dashboard";
import { DASHBOARD_ROUTE_INTENTS } from "#app/routes/dashboard/dashboard-actions.server";
import { action as favouritesAction } from "#app/routes/dashboard/favourites";
import { action as profileAction } from "#app/routes/dashboard/profile";
import { action as propertiesAction } from "#app/routes/dashboard/properties";
import { action as requestsAction } from "#app/routes/dashboard/requests";
import { action as searchesAction } from "#app/routes/dashboard/searches";

type ActionArgs = { request: Request; context: unknown; params?: Record<string, string> };

const ACTIONS: Record<keyof typeof DASHBOARD_ROUTE_INTENTS, (args: never) => Promise<unknown>> = {
  "routes/dashboard/dashboard": layoutAction,
  "routes/dashboard/properties": propertiesAction,
  "routes/dashboard/profile": profileAction,
  "routes/dashboard/buyers": buyersAction,
  "routes/dashboard/favourites": favouritesAction,
  "routes/dashboard/searches": searchesAction,
  "routes/dashboard/requests": requestsAction,
};

/** The dashboard route whose forms post this intent (the layout for an unknown one: it refuses it). */
export function dashboardRouteOf(intent: string): keyof typeof DASHBOARD_ROUTE_INTENTS {
  const routes = Object.keys(DASHBOARD_ROUTE_INTENTS) as Array<keyof typeof DASHBOARD_ROUTE_INTENTS>;
  return (
    routes.find((id) => Object.hasOwn(DASHBOARD_ROUTE_INTENTS[id], intent)) ?? "routes/dashboard/dashboard"
  );
}

/**
 * A dashboard form posted as the browser posts it: to the action of the tab route it is shown on
 * (each tab has its own), chosen by the form's `intent`. The request reaches that action untouched.
 */
export async function dashboardAction(args: ActionArgs): Promise<unknown> {
  const intent = await args.request
    .clone()
    .formData()
    .then((form) => String(form.get("intent") ?? ""))
    .catch(() => "");
  return ACTIONS[dashboardRouteOf(intent)]({ params: {}, ...args } as never);
}
