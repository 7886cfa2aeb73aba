import type { PaymentProduct } from "#app/db/schema/payments";

export type PaymentKindLabel = "Campaña de Marketing" | "Comisión de Éxito";

/**
 * The stored product decides. Records without one (from before products were stored) fall back
 * to the earlier version's rule: a provider id mentioning 'marketing' was the campaign.
 */
export function paymentKindLabel({
  productType,
  providerPaymentId,
}: {
  productType?: PaymentProduct | null;
  providerPaymentId: string;
}): PaymentKindLabel {
  const isMarketing = productType ? productType === "marketing" : providerPaymentId.includes("marketing");
  return isMarketing ? "Campaña de Marketing" : "Comisión de Éxito";
}
