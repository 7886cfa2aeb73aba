import { HandCoins } from "lucide-react";
import { OfferTerm } from "#app/components/leads/offer-term";
import { DEAL_TEXTS } from "#app/domain/leads/deals/offer-deal";
import type { AcceptedOffer } from "#app/domain/leads/deals/offer-views.server";
import { FINANCING_LABELS } from "#app/domain/leads/offers/offer-states";
import { formatDateEs, formatPrice } from "#app/lib/format";

/**
 * Step 4 starts from the agreed deal: who buys, the agreed price and deposit, how they
 * pay, and the date proposed for the arras. The arras generator reads the same deal (acceptedOffer).
 */
export function AcceptedOfferCard({ offer }: { offer: AcceptedOffer }) {
  return (
    <section
      aria-labelledby="oferta-aceptada-titulo"
      className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
    >
      <h3
        id="oferta-aceptada-titulo"
        className="flex items-center gap-2 font-semibold text-foreground text-lg"
      >
        <HandCoins aria-hidden="true" className="size-5 text-success" />
        Oferta aceptada
      </h3>
      <p className="text-foreground">{offer.sentence}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <OfferTerm label="Comprador">{offer.buyerName}</OfferTerm>
        <OfferTerm label={DEAL_TEXTS.agreedPrice}>{formatPrice(offer.amount)}</OfferTerm>
        <OfferTerm label={DEAL_TEXTS.deposit}>{formatPrice(offer.deposit)}</OfferTerm>
        <OfferTerm label="Financiación">{FINANCING_LABELS[offer.financing]}</OfferTerm>
        <OfferTerm label="Fecha propuesta para las arras">
          {formatDateEs(`${offer.arrasDate}T12:00:00Z`)}
        </OfferTerm>
        {offer.conditions ? <OfferTerm label="Condiciones">{offer.conditions}</OfferTerm> : null}
      </dl>
      <p className="text-muted-foreground text-sm">El contrato de arras parte de este acuerdo.</p>
    </section>
  );
}
