import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { feeFor } from "#app/domain/payments/pricing";
import type { BuyerQuestion } from "#app/domain/sale/buyer-answer.server";
import {
  BUYER_QUESTION,
  type BuyerAnswer,
  leadChoiceLabel,
  OUTSIDE_BUYER_LABEL,
} from "#app/domain/sale/success-fee";
import { BRAND_NAME } from "#app/lib/brand";
import { formatCents } from "#app/lib/format";

const radioClass =
  "mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";

/** The current answer as the radio's value ('outside' or 'lead:<id>'). */
const answerValue = (answer: BuyerAnswer | null) =>
  !answer ? null : answer.source === "outside" ? "outside" : answer.lead ? `lead:${answer.lead.id}` : null;

/**
 * Step 6 asks first: "¿Quién ha comprado tu vivienda?" — one of the listing's leads, or a buyer who
 * did not come through the platform. A plain form, so it works without JavaScript; the server checks
 * the lead is this listing's and decides whether the success fee is due.
 */
export function BuyerQuestionForm({ propertyId, question }: { propertyId: string; question: BuyerQuestion }) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "declare-buyer";
  const fee = formatCents(feeFor("particular", "final_fee").total);
  const current = answerValue(question.answer);
  const noLeads = question.leads.length === 0;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="declare-buyer" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <fieldset className="flex flex-col gap-3" aria-describedby="buyer-question-help">
        <legend className="mb-1 font-semibold text-foreground text-lg">{BUYER_QUESTION}</legend>
        <p id="buyer-question-help" className="text-muted-foreground text-sm">
          {noLeads
            ? `Este anuncio no ha recibido contactos a través de ${BRAND_NAME}, así que tu comprador llegó por otra vía: no pagas comisión de éxito.`
            : `Si es una de las personas que te contactaron a través de ${BRAND_NAME}, pagarás la comisión de éxito (${fee}). Si llegó por otra vía, no pagas nada y la venta se completa ahora.`}
        </p>
        {question.leads.map((lead) => (
          <label
            key={lead.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="buyer"
              value={`lead:${lead.id}`}
              defaultChecked={current === `lead:${lead.id}`}
              required
              className={radioClass}
            />
            <span className="break-words">{leadChoiceLabel(lead)}</span>
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
          <input
            type="radio"
            name="buyer"
            value="outside"
            defaultChecked={current === "outside" || noLeads}
            required
            className={radioClass}
          />
          <span>{OUTSIDE_BUYER_LABEL}</span>
        </label>
      </fieldset>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="h-auto min-h-11 self-start whitespace-normal py-2 text-left"
      >
        {isSubmitting ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <CheckCircle2 aria-hidden="true" />
        )}
        Confirmar comprador
      </Button>
    </Form>
  );
}
