import { CheckCircle2 } from "lucide-react";
import { useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm } from "#app/components/ui/confirm-action";
import { Spinner } from "#app/components/ui/spinner";
import { feeFor } from "#app/domain/payments/pricing";
import type { BuyerQuestion } from "#app/domain/sale/buyer-answer.server";
import type { EvidenceHit } from "#app/domain/sale/fee-evidence";
import {
  BUYER_QUESTION,
  type BuyerAnswer,
  leadChoiceLabel,
  OUTSIDE_BUYER_LABEL,
} from "#app/domain/sale/success-fee";
import { BRAND_NAME } from "#app/lib/brand";
import { formatCents } from "#app/lib/format";
import { OutsideBuyerFields } from "./outside-buyer-fields";

const radioClass =
  "mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";

/** The current answer as the radio's value ('outside' or 'lead:<id>'). */
const answerValue = (answer: BuyerAnswer | null) =>
  !answer ? null : answer.source === "outside" ? "outside" : answer.lead ? `lead:${answer.lead.id}` : null;

/** What the action answered to this form: field errors and what was typed, or the record's evidence. */
type DeclareReply = {
  intent?: string;
  result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  evidence?: EvidenceHit[];
  values?: { name?: string; dni?: string | null } | null;
};

const CONFIRM_OUTSIDE = {
  title: `¿Cerrar la venta con un comprador que no llegó a través de ${BRAND_NAME}?`,
  description:
    "La venta quedará completada y tu anuncio se retirará del portal. Después no podrás cambiar la respuesta.",
  confirmLabel: "Sí, cerrar la venta",
};

const isOutsideChecked = (form: HTMLFormElement) =>
  (form.elements.namedItem("buyer") as RadioNodeList | null)?.value === "outside";

/**
 * Step 6 asks first: "¿Quién ha comprado tu vivienda?" — one of the listing's leads, or a buyer who
 * did not come through the platform, by name. A plain form, so it works without JavaScript; closing
 * with an outside buyer asks a second time (a dialog, or the same question in the page). When the
 * record points at a platform lead, the seller also explains, reading clause 5 of the terms.
 */
export function BuyerQuestionForm({ propertyId, question }: { propertyId: string; question: BuyerQuestion }) {
  const navigation = useNavigation();
  const reply = useActionData() as DeclareReply | undefined;
  const own = reply?.intent === "declare-buyer" ? reply : undefined;
  const isSubmitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "declare-buyer";
  const fee = formatCents(feeFor("particular", "final_fee").total);
  const typed = own?.result?.initialValue ?? {};
  const current = own ? "outside" : answerValue(question.answer);
  const noLeads = question.leads.length === 0;
  const evidence = own?.evidence ?? question.evidence;
  return (
    <ConfirmableForm
      confirmKey="declare-buyer"
      text={CONFIRM_OUTSIDE}
      shouldConfirm={isOutsideChecked}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="declare-buyer" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <fieldset className="flex flex-col gap-3" aria-describedby="buyer-question-help">
        <legend className="mb-1 font-semibold text-foreground text-lg">{BUYER_QUESTION}</legend>
        <p id="buyer-question-help" className="text-muted-foreground text-sm">
          {noLeads
            ? `Este anuncio no ha recibido contactos a través de ${BRAND_NAME}, así que tu comprador llegó por otra vía: no pagas comisión de éxito.`
            : `Si es una de las personas que te contactaron a través de ${BRAND_NAME}, pagarás la comisión de éxito (${fee}). Si llegó por otra vía, indica su nombre: no pagas nada y la venta se completa ahora.`}
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
        <div className="flex flex-col gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
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
          <OutsideBuyerFields
            errors={own?.result?.error ?? {}}
            name={String(typed.buyerName ?? own?.values?.name ?? "")}
            dni={String(typed.buyerDni ?? own?.values?.dni ?? "")}
            reason={String(typed.reason ?? "")}
            evidence={evidence}
          />
        </div>
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
    </ConfirmableForm>
  );
}
