import { useMemo } from "react";
import { AgencyMarketingStep } from "#app/components/agency/payment-steps";
import { useAgencyStep } from "#app/components/agency/use-agency-step";
import { useActionToast } from "#app/components/process/use-action-toast";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { loadAgencyCampaignStep } from "#app/routes/agency/agency-page.server";
import { processAction } from "#app/routes/process/process-actions.server";
import { AGENCY_ROUTE_INTENTS } from "../process-actions.server";
import type { Route } from "./+types/campaign";

/** Step 2, 'Contratar Campaña de Marketing': the campaign's payment, then where it runs. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgencyCampaignStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(AGENCY_ROUTE_INTENTS["routes/agency/steps/campaign"], { from: "agency" });

export default function AgencyCampaignStep({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, billing, campaign } = loaderData;
  const own = useMemo(() => ({ campaign }), [campaign]);
  const page = useMemo(() => ({ payments, billing }), [payments, billing]);
  const { data } = useAgencyStep(own, page);
  useActionToast(actionData);
  return <AgencyMarketingStep data={data} property={data.property} />;
}
