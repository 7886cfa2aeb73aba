import { EndedDealNotice } from "#app/components/deals/ended-deal-notice";
import { type FallThroughActionData, FallThroughForm } from "#app/components/deals/fall-through-form";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import type { EndedDeal } from "#app/domain/sale/fallen-through";

type DealEnd = {
  fallThrough: { dealId: string; reasons: { value: string; label: string }[] } | null;
  endedDeal: EndedDeal | null;
};

/**
 * Steps 3 to 5: while a deal holds, 'La venta no sigue adelante' (the step the seller stands on has
 * it, whichever it is); once it fell through, how it ended.
 */
export function SellerDealEnd({ property, actionData }: { property: DealEnd; actionData: unknown }) {
  if (property.fallThrough)
    return (
      <FallThroughForm
        dealId={property.fallThrough.dealId}
        intent={FALL_THROUGH_INTENT}
        reasons={property.fallThrough.reasons}
        actionData={actionData as FallThroughActionData | undefined}
      />
    );
  return property.endedDeal ? <EndedDealNotice ended={property.endedDeal} reader="seller" /> : null;
}
