import type { Db } from "#app/db/client.server";
import { loadOffer } from "../offers/offers.server";
import { type DealTerms, dealSentence } from "./offer-deal";
import { activeDealFor, dealOfLead } from "./offer-deal.server";

/** The agreed deal as the buyer's page shows it: the terms, the sentence, whether it still holds. */
/** `id` opens the closing room (/cierre/<id>) the seller and the buyer share. */
export type BuyerDealView = DealTerms & { id: string; sentence: string; releaseReason: string | null };

/** What the buyer sees behind their link: their offer and what they may still do. No seller contact. */
export type BuyerOfferView = {
  leadId: string;
  propertyId: string;
  /** Null when the seller left it empty. */
  propertyTitle: string | null;
  state: string;
  amount: number;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
  counterAmount: number | null;
  counterMessage: string | null;
  /** The deal this offer led to: the agreed price comes from it, never from the offer. */
  deal: BuyerDealView | null;
};

export async function buyerOfferView(db: Db, leadId: string): Promise<BuyerOfferView | null> {
  const offer = await loadOffer(db, leadId);
  if (!offer) return null;
  const deal = await dealOfLead(db, offer.leadId);
  return {
    leadId: offer.leadId,
    propertyId: offer.propertyId,
    propertyTitle: offer.propertyTitle?.trim() || null,
    state: offer.state,
    amount: offer.amount,
    financing: offer.financing,
    arrasDate: offer.arrasDate,
    conditions: offer.conditions,
    counterAmount: offer.counterAmount,
    counterMessage: offer.counterMessage,
    deal: deal
      ? {
          id: deal.id,
          buyerName: deal.buyerName,
          price: deal.price,
          deposit: deal.deposit,
          financing: deal.financing,
          arrasDate: deal.arrasDate,
          conditions: deal.conditions,
          acceptedBy: deal.acceptedBy,
          sentence: dealSentence(deal, "buyer"),
          releaseReason: deal.releaseReason,
        }
      : null,
  };
}

/**
 * What step 4 (arras) and the sale calculator start from: the listing's agreed deal that holds, or
 * null. The caller has checked the listing is the user's own (sale-page.server.ts).
 */
export async function acceptedOffer(db: Db, propertyId: string) {
  const deal = await activeDealFor(db, propertyId);
  if (!deal) return null;
  return {
    /** Opens the closing room the seller shares with this buyer. */
    dealId: deal.id,
    leadId: deal.leadId,
    buyerName: deal.buyerName,
    amount: deal.price,
    deposit: deal.deposit,
    financing: deal.financing,
    arrasDate: deal.arrasDate,
    conditions: deal.conditions,
    acceptedBy: deal.acceptedBy,
    sentence: dealSentence(deal, "seller"),
  };
}
export type AcceptedOffer = NonNullable<Awaited<ReturnType<typeof acceptedOffer>>>;
