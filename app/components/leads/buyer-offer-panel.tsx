import { CircleAlert, CircleCheck, HandCoins, Undo2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { BuyerOfferTerms } from "#app/components/leads/buyer-offer-terms";
import { OfferTerm } from "#app/components/leads/offer-term";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { DEAL_TEXTS } from "#app/domain/leads/deals/offer-deal";
import type { BuyerOfferView } from "#app/domain/leads/deals/offer-views.server";
import { BUYER_OFFER_STATE_TEXT } from "#app/domain/leads/offers/offer-messages";
import { type OfferMove, openOfferMoves } from "#app/domain/leads/offers/offer-states";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";

export type BuyerOfferResult = { intent: string; ok: boolean; message: string } | undefined;

/** The buyer's buttons, by the move they make (intents in buyer-offer-intents.server.ts). */
const BUTTONS: Partial<Record<OfferMove, { intent: string; label: string; variant: "default" | "outline" }>> =
  {
    confirm: { intent: "confirm-offer", label: "Confirmar oferta", variant: "default" },
    "accept-counter": { intent: "accept-counteroffer", label: "Aceptar contraoferta", variant: "default" },
    withdraw: { intent: "withdraw-offer", label: "Retirar mi oferta", variant: "outline" },
  };

/**
 * The buyer's offer behind their signed link: the terms, where it stands and what they may do —
 * confirm it (that is how their e-mail is proven), or after a counteroffer accept it or decline.
 * Plain POST forms: it works without JavaScript, as the e-mail link opens it anywhere.
 */
export function BuyerOfferPanel({ offer, result }: { offer: BuyerOfferView; result: BuyerOfferResult }) {
  const navigation = useNavigation();
  const moves = openOfferMoves(offer.state, "buyer");
  return (
    <section
      aria-labelledby="buyer-offer-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h1 id="buyer-offer-title" className="text-3xl text-foreground">
          Tu oferta
        </h1>
        <p className="text-muted-foreground">
          Por{" "}
          <Link
            to={pathTo(ROUTES.property, { id: offer.propertyId })}
            className="font-medium text-primary underline underline-offset-4"
          >
            {offer.propertyTitle}
          </Link>
        </p>
      </div>
      {result ? (
        <div
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
              : "flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
          }
        >
          {result.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          )}
          <p className="font-medium text-foreground">{result.message}</p>
        </div>
      ) : null}
      <p className="text-foreground">{stateText(offer)}</p>
      {offer.deal && offer.state === "accepted" ? <AgreedDeal deal={offer.deal} /> : null}
      {offer.deal?.releaseReason && offer.state === "released" ? (
        <p className="text-muted-foreground">Motivo del vendedor: {offer.deal.releaseReason}</p>
      ) : null}
      {offer.state === "accepted" ? (
        <h2 className="font-semibold text-foreground text-lg">Tu oferta inicial</h2>
      ) : null}
      <BuyerOfferTerms
        offer={offer}
        amountLabel="Importe de la oferta"
        counterHeading="h2"
        className="sm:grid-cols-2"
      />
      {moves.length > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {moves.map((move) => {
            const button = BUTTONS[move];
            if (!button) return null;
            const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === button.intent;
            return (
              <Form method="post" key={move}>
                <input type="hidden" name="intent" value={button.intent} />
                <Button
                  type="submit"
                  size="lg"
                  variant={button.variant}
                  disabled={busy}
                  className="w-full sm:w-auto"
                >
                  <PendingIcon pending={busy} icon={move === "withdraw" ? Undo2 : HandCoins} />
                  {button.label}
                </Button>
              </Form>
            );
          })}
        </div>
      ) : null}
      {moves.includes("counter-back") ? (
        <CounterBackForm
          busy={navigation.state !== "idle" && navigation.formData?.get("intent") === "counter-counteroffer"}
          result={result}
        />
      ) : null}
    </section>
  );
}

/** Who accepted what, from the deal when there is one: one sentence for both sides (offer-deal.ts). */
function stateText(offer: BuyerOfferView): string {
  if (offer.state === "accepted" && offer.deal) return `${offer.deal.sentence} ${DEAL_TEXTS.nextStep}`;
  return BUYER_OFFER_STATE_TEXT[offer.state] ?? offer.state;
}

/** 'Precio acordado' and the deposit proposed: the deal's own figures, never the first offer's. */
function AgreedDeal({ deal }: { deal: NonNullable<BuyerOfferView["deal"]> }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/5 p-4">
      <h2 className="font-semibold text-foreground text-lg">Acuerdo</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <OfferTerm label={DEAL_TEXTS.agreedPrice}>
          <span className="text-2xl tabular-nums">{formatPrice(deal.price)}</span>
        </OfferTerm>
        <OfferTerm label={DEAL_TEXTS.deposit}>{formatPrice(deal.deposit)}</OfferTerm>
        <OfferTerm label={DEAL_TEXTS.arrasDate}>{formatDateEs(`${deal.arrasDate}T12:00:00Z`)}</OfferTerm>
      </dl>
      {deal.releaseReason ? null : (
        <a
          className="min-h-11 self-start py-2 font-medium underline"
          href={pathTo(ROUTES.closingRoom, { dealId: deal.id })}
        >
          Abrir la sala de cierre: el calendario hasta la escritura
        </a>
      )}
    </div>
  );
}

/** 'Responder con otra oferta': the buyer's amount; the seller then accepts or rejects it. */
function CounterBackForm({ busy, result }: { busy: boolean; result: BuyerOfferResult }) {
  const refused = result && !result.ok && result.intent === "counter-counteroffer";
  // The panel's alert above says it too; here it stays beside the field it is about.
  const amount = plainField({
    id: "nueva-oferta",
    name: "amount",
    error: refused ? result.message : undefined,
  });
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <input type="hidden" name="intent" value="counter-counteroffer" />
      <Label htmlFor={amount.id}>Responder con otra oferta (€)</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          {...controlProps(amount)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="sm:max-w-xs"
        />
        <Button type="submit" size="lg" variant="outline" disabled={busy}>
          <PendingIcon pending={busy} icon={HandCoins} />
          Enviar nueva oferta
        </Button>
      </div>
      <FieldError field={amount} />
    </Form>
  );
}
