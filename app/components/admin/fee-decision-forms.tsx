import { Button } from "#app/components/ui/button";
import { ConfirmableForm, type ConfirmText } from "#app/components/ui/confirm-action";
import type { FeeReviewRow } from "#app/domain/sale/fee-review.server";
import { formatCents } from "#app/lib/format";

/** What staff decide on, restated in the question: the amount, whose sale, and why it is in review. */
function DecisionSummary({ review, fee }: { review: FeeReviewRow; fee: number }) {
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Importe</dt>
        <dd className="font-semibold text-foreground tabular-nums">{formatCents(fee)} IVA incluido</dd>
        <dt>Vendedor</dt>
        <dd className="text-foreground">
          {review.ownerName} ({review.ownerEmail})
        </dd>
        <dt>Vivienda</dt>
        <dd className="text-foreground">{review.title}</dd>
      </dl>
      <p>Lo que consta:</p>
      <ul className="list-disc pl-5">
        {review.evidence.hits.map((hit) => (
          <li key={hit.kind + hit.text}>{hit.text}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The two decisions of an open review, each asking first (with the amount, the seller and the
 * evidence) and working without JavaScript: the intent travels in a hidden field, so the dialog's
 * confirm button sends it too.
 */
export function FeeDecisionForms({ review, fee }: { review: FeeReviewRow; fee: number }) {
  const summary = <DecisionSummary review={review} fee={fee} />;
  const charge: ConfirmText = {
    title: "¿Cobrar la comisión de éxito?",
    description: (
      <>
        {summary}
        <p className="mt-2">
          El vendedor la verá pendiente de pago en «Mis Pagos» y le escribiremos para que la pague.
        </p>
      </>
    ),
    confirmLabel: "Sí, cobrar la comisión",
  };
  const waive: ConfirmText = {
    title: "¿No cobrar la comisión de éxito?",
    description: (
      <>
        {summary}
        <p className="mt-2">La venta queda sin comisión de éxito y se lo diremos al vendedor.</p>
      </>
    ),
    confirmLabel: "Sí, no cobrarla",
    variant: "destructive",
  };
  return (
    <div className="flex flex-wrap gap-3">
      <ConfirmableForm confirmKey={`charge-${review.propertyId}`} text={charge}>
        <input type="hidden" name="propertyId" value={review.propertyId} />
        <input type="hidden" name="intent" value="charge" />
        <Button type="submit">Cobrar la comisión de éxito</Button>
      </ConfirmableForm>
      <ConfirmableForm confirmKey={`waive-${review.propertyId}`} text={waive}>
        <input type="hidden" name="propertyId" value={review.propertyId} />
        <input type="hidden" name="intent" value="waive" />
        <Button type="submit" variant="outline">
          No cobrarla
        </Button>
      </ConfirmableForm>
    </div>
  );
}
