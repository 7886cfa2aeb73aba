import { PaymentStep, SaleClosed } from "#app/components/process/payment-step";
import { feeFor } from "#app/domain/payments/pricing";
import { buyerSummary, feeReviewSummary, isSuccessFeeDue } from "#app/domain/sale/success-fee";
import { formatCents } from "#app/lib/format";
import { BuyerQuestionForm } from "./buyer-question";
import { SaleCalculatorStep } from "./sale-calculator-step";
import type { FinalFeeStepData } from "./types";

/**
 * Step 6: the owner says who bought; the success fee is asked for only when it was a buyer who came
 * through the platform (the owner terms, clause 5). Once the server confirms the sale, it is closed.
 * Below, in every state, step 5's calculator: closing the sale is when the taxes fall due.
 */
export function FinalFeeStep({ data, canAct }: { data: FinalFeeStepData; canAct: boolean }) {
  const { property } = data;
  if (!property) return null;
  return (
    <div className="flex flex-col gap-6">
      <FinalFeeBody data={data} canAct={canAct} />
      <SaleCalculatorStep
        priceEuros={property.acceptedOffer?.amount ?? property.price}
        step={6}
        arras={property}
      />
    </div>
  );
}

function FinalFeeBody({ data, canAct }: { data: FinalFeeStepData; canAct: boolean }) {
  const { property } = data;
  if (!property) return null;
  const answer = property.buyer?.answer ?? null;
  const review = property.buyer?.review ?? null;
  const fee = formatCents(feeFor("particular", "final_fee").total);
  const owed = property.buyer?.fee ?? null;
  if (property.saleConfirmed) {
    const closed = (
      <SaleClosed>
        ¡Venta completada! Tu propiedad figura como vendida.
        {answer ? ` Comprador: ${buyerSummary(answer, review?.status)}.` : ""}
        {review ? ` Comisión de éxito: ${feeReviewSummary(review.status, fee, owed?.paid ?? null)}` : ""}
      </SaleClosed>
    );
    // A fee that fell due after the sale closed (staff charged it) is paid here, as at step 6.
    if (!owed || owed.paid) return closed;
    return (
      <div className="flex flex-col gap-6">
        {closed}
        <PaymentStep page={data} propertyId={property.id} origin="particular" product="final_fee">
          <h3 id="pagar" className="font-semibold text-foreground text-lg">
            Comisión de éxito pendiente de pago: {formatCents(owed.amount)}
          </h3>
          <p className="text-foreground">{owed.reasonLabel}</p>
        </PaymentStep>
      </div>
    );
  }
  if (!canAct) {
    return (
      <p className="text-muted-foreground">
        Completa antes los pasos anteriores para indicar quién ha comprado y cerrar la venta.
      </p>
    );
  }
  const question = property.buyer ?? { leads: [], answer: null, evidence: [], review: null, fee: null };
  if (!answer || !isSuccessFeeDue(answer.source))
    return <BuyerQuestionForm propertyId={property.id} question={question} />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-foreground">
          <span className="font-semibold">Comprador:</span> {buyerSummary(answer)}.
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer py-3 text-primary underline-offset-4 hover:underline">
            Cambiar la respuesta
          </summary>
          <div className="mt-3">
            <BuyerQuestionForm propertyId={property.id} question={question} />
          </div>
        </details>
      </div>
      <PaymentStep page={data} propertyId={property.id} origin="particular" product="final_fee">
        <p className="text-foreground">
          Como tu comprador llegó a través de la plataforma, corresponde la comisión de éxito. Al pagarla, la
          venta queda completada y tu anuncio se retira del portal.
        </p>
      </PaymentStep>
    </div>
  );
}
