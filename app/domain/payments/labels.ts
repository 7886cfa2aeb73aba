import type { PaymentProduct } from "#app/db/schema/payments";

/**
 * Spec §4 names paid, paid_tester and failed. Our own two other statuses get Spanish words too
 * (a Spanish page never says 'pending'); anything else is shown as stored, so nothing is hidden.
 */
export function paymentStatusLabel(status: string): string {
  switch (status) {
    case "paid":
    case "succeeded":
      return "Pagado";
    case "paid_tester":
      return "Pagado (Prueba)";
    case "failed":
      return "Fallido";
    case "pending":
      return "Pendiente";
    case "canceled":
      return "Cancelado";
    default:
      return status;
  }
}

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
