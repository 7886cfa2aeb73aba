import { useMemo } from "react";
import { AgreementStep } from "#app/components/agency/agreement-step";
import { useAgencyStep } from "#app/components/agency/use-agency-step";
import { useActionToast } from "#app/components/process/use-action-toast";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { loadAgreementStep } from "#app/routes/agency/agency-page.server";
import { processAction } from "#app/routes/process/process-actions.server";
import { AGENCY_ROUTE_INTENTS } from "../process-actions.server";
import type { Route } from "./+types/agreement";

/** Step 3, 'Acuerdo de Colaboración': the split, and the agency's 48-hour reports of a signing. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgreementStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(AGENCY_ROUTE_INTENTS["routes/agency/steps/agreement"], {
  from: "agency",
});

export default function AgencyAgreementStep({ loaderData, actionData }: Route.ComponentProps) {
  const { dealReports, pendingReport, today } = loaderData;
  const own = useMemo(() => ({ dealReports, pendingReport }), [dealReports, pendingReport]);
  const { data, view } = useAgencyStep(own);
  useActionToast(actionData);
  return (
    <AgreementStep
      property={data.property}
      state={view.state}
      today={today}
      actionData={actionData}
      onNext={() => view.openStep(4)}
    />
  );
}
