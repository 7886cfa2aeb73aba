import type { PaymentProduct } from "#app/db/schema/payments";
import { effectsOfPaidProduct, type PaymentEffects } from "#app/domain/payments/payment-effects";

/**
 * The marketing fee activates the campaign; after the final fee the sale is
 * confirmed, the property sold and its payment 'paid' (testers: 'paid_tester', without paying).
 * The same effects as the private sale, so the payment fulfilment applies them without knowing the
 * origin; this names them for the agency process and its tests guard that they stay so.
 */
export function agencyPaymentEffects(product: PaymentProduct, { isTester = false } = {}): PaymentEffects {
  return effectsOfPaidProduct(product, { isTester });
}
