import { OfferTerm } from "#app/components/leads/offer-term";
import type { OfferTermsWords } from "#app/components/leads/request-words";
import type { FINANCING_LABELS } from "#app/domain/leads/offers/offer-states";
import { formatPriceIn } from "#app/lib/i18n/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
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
  /** Behind the e-mailed link, in the lead's language; Spanish where none is given. */
  words?: OfferTermsWords;
  className?: string;
};

const SPANISH: OfferTermsWords = {
  locale: "es",
  financing: "Financiación",
  arrasDate: "Fecha propuesta para las arras",
  conditions: "Condiciones",
  counter: "Contraoferta del vendedor",
  financingKind: { mortgage: "Hipoteca", cash: "Contado" },
};

/**
 * What the buyer offered and the seller's counteroffer, as the buyer reads them: in 'Mis
 * solicitudes' and behind the e-mailed link alike, so both say the same.
 */
export function BuyerOfferTerms({
  offer,
  amountLabel,
  counterHeading: Heading,
  words = SPANISH,
  className,
}: BuyerOfferTermsProps) {
  const large = Heading === "h2";
  const { locale } = words;
  return (
    <>
      <dl className={cn("grid gap-3", className)}>
        <OfferTerm label={amountLabel}>{formatPriceIn(locale, offer.amount)}</OfferTerm>
        <OfferTerm label={words.financing}>{words.financingKind[offer.financing]}</OfferTerm>
        <OfferTerm label={words.arrasDate}>{formatDayIn(locale, offer.arrasDate)}</OfferTerm>
        {offer.conditions ? <OfferTerm label={words.conditions}>{offer.conditions}</OfferTerm> : null}
      </dl>
      {offer.counterAmount !== null ? (
        <div
          className={cn(
            "flex flex-col rounded-lg border border-accent/50 bg-accent/5",
            large ? "gap-2 p-4" : "gap-1 p-3",
          )}
        >
          <Heading className={cn("font-semibold text-foreground", large && "text-lg")}>
            {words.counter}
          </Heading>
          <p className={cn("text-foreground tabular-nums", large ? "text-2xl" : "text-xl")}>
            {formatPriceIn(locale, offer.counterAmount)}
          </p>
          {offer.counterMessage ? (
            <p className="whitespace-pre-line text-muted-foreground">{offer.counterMessage}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
