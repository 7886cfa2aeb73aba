import { useMemo } from "react";
import { AgencyFinalFeeStep } from "#app/components/agency/payment-steps";
import { useAgencyStep } from "#app/components/agency/use-agency-step";
import { useActionToast } from "#app/components/process/use-action-toast";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { loadAgencyFinalFeeStep } from "#app/routes/agency/agency-page.server";
import { processAction } from "#app/routes/process/process-actions.server";
import { AGENCY_ROUTE_INTENTS } from "../process-actions.server";
import type { Route } from "./+types/final-fee";

/** Step 4, 'Comisión Final de Agencia': the final fee's payment. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgencyFinalFeeStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(AGENCY_ROUTE_INTENTS["routes/agency/steps/final-fee"], {
  from: "agency",
});

export default function AgencyFinalFeeStepRoute({ loaderData, actionData }: Route.ComponentProps) {
  const own = useMemo(() => ({}), []);
  const { data } = useAgencyStep(own, loaderData);
  useActionToast(actionData);
  return <AgencyFinalFeeStep data={data} property={data.property} />;
}
