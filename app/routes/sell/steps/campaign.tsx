import { useMemo } from "react";
import { useActionToast } from "#app/components/process/use-action-toast";
import { MarketingStep } from "#app/components/sell/marketing-step";
import { useSaleStep } from "#app/components/sell/use-sale-step";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { processAction } from "#app/routes/process/process-actions.server";
import { loadCampaignStep } from "#app/routes/sell/sale-steps.server";
import { SALE_ROUTE_INTENTS } from "../sell-actions.server";
import type { Route } from "./+types/campaign";

/** Step 2, 'Lanza la campaña de marketing': the campaign's payment, then where it runs. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadCampaignStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(SALE_ROUTE_INTENTS["routes/sell/steps/campaign"]);

export default function SaleCampaignStep({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, billing, campaign } = loaderData;
  const own = useMemo(() => ({ campaign }), [campaign]);
  const page = useMemo(() => ({ payments, billing }), [payments, billing]);
  const { data } = useSaleStep(own, page);
  useActionToast(actionData);
  return <MarketingStep data={data} />;
}
