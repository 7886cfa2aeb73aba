import { OfferTerm } from "#app/components/leads/offer-term";
import { FINANCING_LABELS } from "#app/domain/leads/offers/offer-states";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { cn } from "#app/lib/utils";

type BuyerOfferTermsProps = {
  offer: {
    amount: number;
    financing: keyof typeof FINANCING_LABELS;
    arrasDate: string;
    conditions: string | null;
    counterAmount: number | null;
    counterMessage: string | null;
  };
  /** 'Tu oferta' in the buyer's panel, 'Importe de la oferta' behind the e-mailed link. */
  amountLabel: string;
  /** The counteroffer's heading: a card's h4 in the panel, the page's h2 behind the link. */
  counterHeading: "h2" | "h4";
  className?: string;
};

/**
 * What the buyer offered and the seller's counteroffer, as the buyer reads them: in 'Mis
 * solicitudes' and behind the e-mailed link alike, so both say the same.
 */
export function BuyerOfferTerms({
  offer,
  amountLabel,
  counterHeading: Heading,
  className,
}: BuyerOfferTermsProps) {
  const large = Heading === "h2";
  return (
    <>
      <dl className={cn("grid gap-3", className)}>
        <OfferTerm label={amountLabel}>{formatPrice(offer.amount)}</OfferTerm>
        <OfferTerm label="Financiación">{FINANCING_LABELS[offer.financing]}</OfferTerm>
        <OfferTerm label="Fecha propuesta para las arras">
          {formatDateEs(`${offer.arrasDate}T12:00:00Z`)}
        </OfferTerm>
        {offer.conditions ? <OfferTerm label="Condiciones">{offer.conditions}</OfferTerm> : null}
      </dl>
      {offer.counterAmount !== null ? (
        <div
          className={cn(
            "flex flex-col rounded-lg border border-accent/50 bg-accent/5",
            large ? "gap-2 p-4" : "gap-1 p-3",
          )}
        >
          <Heading className={cn("font-semibold text-foreground", large && "text-lg")}>
            Contraoferta del vendedor
          </Heading>
          <p className={cn("text-foreground tabular-nums", large ? "text-2xl" : "text-xl")}>
            {formatPrice(offer.counterAmount)}
          </p>
          {offer.counterMessage ? (
            <p className="whitespace-pre-line text-muted-foreground">{offer.counterMessage}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
