import { data } from "react-router";
import { AgencyPage } from "#app/components/agency/agency-page";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { loadAgencyPage } from "#app/routes/agency/agency-page.server";
import type { Route } from "./+types/process";
import { AGENCY_PROCESS_INTENTS } from "./process-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgencyPage(context, user, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Proceso de Colaboración para Agencias",
    path: "/proceso-agencia",
    noIndex: true,
  });

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(AGENCY_PROCESS_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  return AGENCY_PROCESS_INTENTS[intent as keyof typeof AGENCY_PROCESS_INTENTS]({
    context,
    request,
    user,
    formData,
  });
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function AgencyProcess({ loaderData, actionData }: Route.ComponentProps) {
  return <AgencyPage data={loaderData} actionData={actionData} />;
}
