import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads } from "#app/db/schema/index";
import { loadOffer } from "./offers.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The amount both sides agreed: the counteroffer once the buyer accepted it, else the buyer's own. */
export const agreedAmount = (offer: { state: string; amount: number; counterAmount: number | null }) =>
  offer.state === "accepted" && offer.counterAmount !== null ? offer.counterAmount : offer.amount;

/** What the buyer sees behind their link: their offer and what they may still do. No seller contact. */
export type BuyerOfferView = {
  leadId: string;
  propertyId: string;
  propertyTitle: string;
  state: string;
  amount: number;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
  counterAmount: number | null;
  counterMessage: string | null;
};

export async function buyerOfferView(db: Db, leadId: string): Promise<BuyerOfferView | null> {
  const offer = await loadOffer(db, leadId);
  if (!offer) return null;
  return {
    leadId: offer.leadId,
    propertyId: offer.propertyId,
    propertyTitle: offer.propertyTitle?.trim() || "Vivienda en venta",
    state: offer.state,
    amount: offer.amount,
    financing: offer.financing,
    arrasDate: offer.arrasDate,
    conditions: offer.conditions,
    counterAmount: offer.counterAmount,
    counterMessage: offer.counterMessage,
  };
}

/** The offer step 4 (arras) starts from: the listing's accepted offer, or null. */
export async function acceptedOffer(db: Db, propertyId: string) {
  if (!UUID.test(propertyId)) return null;
  const [row] = await db
    .select({
      leadId: leads.id,
      buyerName: leads.buyerName,
      state: leads.state,
      amount: leadOffers.amount,
      counterAmount: leadOffers.counterAmount,
      financing: leadOffers.financing,
      arrasDate: leadOffers.arrasDate,
      conditions: leadOffers.conditions,
    })
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .where(and(eq(leads.propertyId, propertyId), eq(leads.kind, "offer"), eq(leads.state, "accepted")))
    .limit(1);
  if (!row) return null;
  return {
    leadId: row.leadId,
    buyerName: row.buyerName,
    amount: agreedAmount(row),
    financing: row.financing,
    arrasDate: row.arrasDate,
    conditions: row.conditions,
  };
}
export type AcceptedOffer = NonNullable<Awaited<ReturnType<typeof acceptedOffer>>>;
