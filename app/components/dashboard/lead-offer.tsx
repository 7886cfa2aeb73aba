import { Check, HandCoins, X } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { OfferTerm } from "#app/components/leads/offer-term";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm, type ConfirmText } from "#app/components/ui/confirm-action";
import { Input, Textarea } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { DEAL_TEXTS } from "#app/domain/leads/deals/offer-deal";
import type { BuyerCardLead } from "#app/domain/leads/log/buyer-cards.server";
import type { LeadEntry } from "#app/domain/leads/log/lead-log.server";
import { acceptOfferQuestion } from "#app/domain/leads/offers/accept-question";
import { OFFER_LIMITS } from "#app/domain/leads/offers/offer.schema";
import { FINANCING_LABELS, openOfferMoves } from "#app/domain/leads/offers/offer-states";
import { formatDateEs, formatPrice } from "#app/lib/format";
import type { DashboardActionData } from "./action-data";
import { MachineTranslation } from "./machine-translation";

type OfferTerms = NonNullable<LeadEntry["offer"]>;

/** The adapter's Spanish of a foreign buyer's conditions, and the language they wrote them in. */
type ConditionsTranslation = { text: string | null; lang: string };

/**
 * An offer's terms in the lead log: amount, financing, proposed arras date, conditions (with the
 * adapter's Spanish under a foreign buyer's), any counteroffer.
 */
export function OfferTermsList({
  offer,
  conditionsTranslation,
}: {
  offer: OfferTerms;
  conditionsTranslation?: ConditionsTranslation;
}) {
  return (
    <>
      {offer.deal ? (
        <div className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/5 p-3">
          <p className="font-medium text-foreground">{offer.deal.sentence}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <OfferTerm label={DEAL_TEXTS.agreedPrice}>{formatPrice(offer.deal.price)}</OfferTerm>
            <OfferTerm label={DEAL_TEXTS.deposit}>{formatPrice(offer.deal.deposit)}</OfferTerm>
          </dl>
        </div>
      ) : null}
      <OfferTermsOnly offer={offer} conditionsTranslation={conditionsTranslation} />
    </>
  );
}

function OfferTermsOnly({
  offer,
  conditionsTranslation,
}: {
  offer: OfferTerms;
  conditionsTranslation?: ConditionsTranslation;
}) {
  return (
    <dl className="grid gap-3 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-2">
      <OfferTerm label="Importe de la oferta">{formatPrice(offer.amount)}</OfferTerm>
      <OfferTerm label="Financiación">{FINANCING_LABELS[offer.financing]}</OfferTerm>
      <OfferTerm label="Fecha propuesta para las arras">
        {formatDateEs(`${offer.arrasDate}T12:00:00Z`)}
      </OfferTerm>
      {offer.conditions ? (
        <OfferTerm label="Condiciones">
          {conditionsTranslation?.text ? (
            <>
              <span lang={conditionsTranslation.lang}>{offer.conditions}</span>
              <MachineTranslation text={conditionsTranslation.text} />
            </>
          ) : (
            offer.conditions
          )}
        </OfferTerm>
      ) : null}
      {offer.counterAmount !== null ? (
        <OfferTerm label="Tu contraoferta">
          {formatPrice(offer.counterAmount)}
          {offer.counterMessage ? ` — ${offer.counterMessage}` : ""}
        </OfferTerm>
      ) : null}
    </dl>
  );
}

function acceptText(lead: BuyerCardLead): ConfirmText {
  const question = acceptOfferQuestion({
    buyerName: lead.buyerName,
    amount: lead.offer?.amount ?? 0,
    othersClosed: lead.othersClosedOnAccept ?? 0,
  });
  return {
    title: question.title,
    description: (
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {question.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
    confirmLabel: question.confirmLabel,
  };
}

/**
 * The seller's answers to an offer that awaits them: 'Aceptar oferta', 'Rechazar oferta', and
 * 'Contraoferta' with an amount and a message. Plain POST forms; the server checks it is theirs.
 */
export function OfferAnswers({
  lead,
  actionData,
}: {
  lead: BuyerCardLead;
  actionData: DashboardActionData | undefined;
}) {
  const navigation = useNavigation();
  const moves = openOfferMoves(lead.state, "seller");
  if (moves.length === 0) return null;
  const busy = (intent: string) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("leadId") === lead.id;
  const counter = actionData?.counter?.leadId === lead.id ? actionData.counter : undefined;
  const amount = plainField({
    id: `contraoferta-importe-${lead.id}`,
    name: "counterAmount",
    error: counter?.error,
    value: counter?.amount,
  });
  const messageId = `contraoferta-mensaje-${lead.id}`;
  return (
    <div className="flex flex-col gap-4 border-border border-t pt-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* Asks first, in a dialog or, without JavaScript, in the page; the server acts only once confirmed. */}
        <ConfirmableForm confirmKey={`accept-offer-${lead.id}`} text={acceptText(lead)}>
          <input type="hidden" name="intent" value="accept-offer" />
          <input type="hidden" name="leadId" value={lead.id} />
          <Button type="submit" disabled={busy("accept-offer")} className="w-full sm:w-auto">
            <PendingIcon pending={busy("accept-offer")} icon={Check} />
            Aceptar oferta
          </Button>
        </ConfirmableForm>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="reject-offer" />
          <input type="hidden" name="leadId" value={lead.id} />
          <Button
            type="submit"
            variant="outline"
            disabled={busy("reject-offer")}
            className="w-full sm:w-auto"
          >
            <PendingIcon pending={busy("reject-offer")} icon={X} />
            Rechazar oferta
          </Button>
        </Form>
      </div>
      {/* After the buyer's answer to a counteroffer only accepting or rejecting is open (offer-states.ts). */}
      {moves.includes("counter") ? (
        <Form
          method="post"
          preventScrollReset
          className="flex flex-col gap-3 rounded-lg border border-border p-3"
        >
          <input type="hidden" name="intent" value="counter-offer" />
          <input type="hidden" name="leadId" value={lead.id} />
          <h4 className="font-semibold text-foreground">Contraoferta</h4>
          <FieldShell field={amount} label="Importe de tu contraoferta (€)" announce>
            <Input {...controlProps(amount)} inputMode="numeric" maxLength={20} className="sm:max-w-xs" />
          </FieldShell>
          <div className="flex flex-col gap-2">
            <Label htmlFor={messageId}>Mensaje para el comprador (opcional)</Label>
            <Textarea
              id={messageId}
              name="counterMessage"
              rows={2}
              maxLength={OFFER_LIMITS.conditionsMax}
              defaultValue={counter?.message}
            />
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={busy("counter-offer")}
            className="w-full sm:w-auto sm:self-start"
          >
            <PendingIcon pending={busy("counter-offer")} icon={HandCoins} />
            Enviar contraoferta
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
