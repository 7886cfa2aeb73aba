import type { PaymentProduct } from "#app/db/schema/payments";
import type { PropertyOrigin } from "#app/db/schema/properties";
import { paymentKindLabel } from "./labels";
import { feeFor } from "./pricing";

/**
 * The fee a payment paid, as the price list names it for the listing's origin (an agency's success
 * fee is the 'Comisión Final de Agencia'); without the listing (deleted), as 'Mis Pagos' names it.
 */
export function paidFeeLabel({
  productType,
  providerPaymentId,
  origin,
}: {
  productType: PaymentProduct;
  providerPaymentId: string;
  origin: PropertyOrigin | null;
}): string {
  return origin ? feeFor(origin, productType).label : paymentKindLabel({ productType, providerPaymentId });
}
