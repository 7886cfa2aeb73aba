import type { PaymentProduct } from "#app/db/schema/payments";
import type { PropertyPaymentStatus, PropertyStatus } from "#app/db/schema/properties";

export type PaymentEffects = {
  marketingActive?: true;
  saleConfirmed?: true;
  status?: PropertyStatus;
  paymentStatus: PropertyPaymentStatus;
};

/**
 * What a paid product does to the property: the marketing fee activates the campaign;
 * the final fee confirms the sale and marks it sold. Testers get the same effects without paying,
 * recorded as 'paid_tester'.
 */
export function effectsOfPaidProduct(product: PaymentProduct, { isTester = false } = {}): PaymentEffects {
  const paymentStatus: PropertyPaymentStatus = isTester ? "paid_tester" : "paid";
  if (product === "marketing") return { marketingActive: true, paymentStatus };
  return { saleConfirmed: true, status: "sold", paymentStatus };
}

/**
 * The effects as written to the property: a campaign that starts now also starts the campaign
 * board's clock (a channel still pending 48 h later is late).
 */
export function withCampaignStart(effects: PaymentEffects, now = new Date()) {
  return effects.marketingActive ? { ...effects, marketingActivatedAt: now } : effects;
}
