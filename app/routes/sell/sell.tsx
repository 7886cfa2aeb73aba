import { data } from "react-router";
import { SalePage } from "#app/components/sell/sale-page";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { loadSalePage } from "#app/routes/sell/sale-page.server";
import type { Route } from "./+types/sell";
import { SELL_INTENTS } from "./sell-actions.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vender mi propiedad", path: "/vender", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadSalePage(context, user, new URL(request.url));
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(SELL_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  return SELL_INTENTS[intent as keyof typeof SELL_INTENTS]({ context, request, user, formData });
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  return <SalePage data={loaderData} actionData={actionData} />;
}
