import { useMemo } from "react";
import { ClosingRoomLink } from "#app/components/closing/closing-room-link";
import { useActionToast } from "#app/components/process/use-action-toast";
import { FinalFeeStep } from "#app/components/sell/final-fee-step";
import { useSaleStep } from "#app/components/sell/use-sale-step";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { processAction } from "#app/routes/process/process-actions.server";
import { loadClosingStep } from "#app/routes/sell/sale-steps.server";
import { SALE_ROUTE_INTENTS } from "../sell-actions.server";
import type { Route } from "./+types/closing";

/** Step 6, 'Cierra la venta': who bought, the success fee, the sale closed. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadClosingStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(SALE_ROUTE_INTENTS["routes/sell/steps/closing"]);

export default function SaleClosingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, billing, acceptedOffer } = loaderData;
  const own = useMemo(() => ({ acceptedOffer }), [acceptedOffer]);
  const page = useMemo(() => ({ payments, billing }), [payments, billing]);
  const { data, canAct } = useSaleStep(own, page);
  useActionToast(actionData);
  return (
    <>
      {acceptedOffer ? <ClosingRoomLink dealId={acceptedOffer.dealId} /> : null}
      <FinalFeeStep data={data} canAct={canAct} />
    </>
  );
}
