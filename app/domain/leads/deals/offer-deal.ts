/**
 * The agreed deal's rules (docs/decisions/0029-agreed-deal.md): what an acceptance
 * agrees, the one sentence that says who accepted what, the terms every page and e-mail lists, and
 * the seller's reason for releasing the reservation. Pure: the server, the pages and the tests
 * read the same functions.
 */
import { formatDateEs, formatPrice } from "#app/lib/format";
import { FINANCING_LABELS } from "../offers/offer-states";

/** Spain's usual signal is 5–10 % of the price; a deal (and the arras form after it) starts at 10 %. */
export const DEFAULT_ARRAS_SHARE = 0.1;

/** 10 % of the price in whole euros (rounded half up, as a person does it). */
export function defaultArrasAmount(price: number): number {
  return Math.round(price * DEFAULT_ARRAS_SHARE);
}

export type DealAcceptedBy = "seller" | "buyer";

/** What a deal says, as every reader gets it. */
export type DealTerms = {
  buyerName: string;
  price: number;
  deposit: number;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
  acceptedBy: DealAcceptedBy;
};

/** The offer as it stands when the last 'yes' is said. */
type AcceptedOfferFacts = {
  buyerName: string;
  amount: number;
  counterAmount: number | null;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
};

/**
 * What accepting agrees: the seller accepting the buyer's offer agrees its amount; the buyer
 * accepting the counteroffer agrees the counter amount. The deposit proposed is the arras' usual
 * share of that price, fixed now so the e-mail, the pages and the arras form say the same.
 */
export function agreeDeal(offer: AcceptedOfferFacts, move: "accept" | "accept-counter"): DealTerms {
  const acceptedBy: DealAcceptedBy = move === "accept" ? "seller" : "buyer";
  const price =
    move === "accept-counter" && offer.counterAmount !== null ? offer.counterAmount : offer.amount;
  return {
    buyerName: offer.buyerName,
    price,
    deposit: defaultArrasAmount(price),
    financing: offer.financing,
    arrasDate: offer.arrasDate,
    conditions: offer.conditions,
    acceptedBy,
  };
}

/** The one sentence saying who accepted what, as the buyer or the seller reads it. */
export function dealSentence(
  deal: Pick<DealTerms, "acceptedBy" | "buyerName" | "price">,
  reader: "buyer" | "seller",
) {
  const price = formatPrice(deal.price);
  if (deal.acceptedBy === "seller")
    return reader === "seller"
      ? `Has aceptado la oferta de ${deal.buyerName} de ${price}.`
      : `El vendedor ha aceptado tu oferta de ${price}.`;
  return reader === "seller"
    ? `${deal.buyerName} ha aceptado tu contraoferta de ${price}.`
    : `Has aceptado la contraoferta del vendedor de ${price}.`;
}

export const DEAL_TEXTS = {
  agreedPrice: "Precio acordado",
  deposit: "Señal propuesta (arras)",
  financing: "Financiación",
  arrasDate: "Fecha propuesta para las arras",
  nextStep: "El siguiente paso es firmar el contrato de arras.",
  noActiveDeal: "Esta reserva ya no está activa: recarga la página para ver cómo está.",
} as const;

/** 'Precio acordado: 440.000 €' and the rest of the agreed terms, one line each (e-mails, PDF). */
export function dealTermsLines(deal: DealTerms): string[] {
  return [
    `${DEAL_TEXTS.agreedPrice}: ${formatPrice(deal.price)}`,
    `${DEAL_TEXTS.deposit}: ${formatPrice(deal.deposit)}`,
    `${DEAL_TEXTS.financing}: ${FINANCING_LABELS[deal.financing]}`,
    `${DEAL_TEXTS.arrasDate}: ${formatDateEs(`${deal.arrasDate}T12:00:00Z`)}`,
    ...(deal.conditions ? [`Condiciones: ${deal.conditions}`] : []),
  ];
}
