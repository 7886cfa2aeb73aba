import { ClosingRoomLink } from "#app/components/closing/closing-room-link";
import { useActionToast } from "#app/components/process/use-action-toast";
import { NotaryStep } from "#app/components/sell/notary-step";
import { useSaleStep } from "#app/components/sell/use-sale-step";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { processAction } from "#app/routes/process/process-actions.server";
import { loadNotaryStep } from "#app/routes/sell/sale-steps.server";
import { SALE_ROUTE_INTENTS } from "../sell-actions.server";
import type { Route } from "./+types/notary";

/** Step 5, 'Prepara la cita en notaría': the notary's documents and the calculator. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadNotaryStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(SALE_ROUTE_INTENTS["routes/sell/steps/notary"]);

export default function SaleNotaryStep({ loaderData, actionData }: Route.ComponentProps) {
  const { data, canAct } = useSaleStep(loaderData);
  useActionToast(actionData);
  return (
    <>
      {loaderData.acceptedOffer ? <ClosingRoomLink dealId={loaderData.acceptedOffer.dealId} /> : null}
      <NotaryStep data={data} canAct={canAct} actionData={actionData} />
    </>
  );
}
