/**
 * The stored statuses paid, paid_tester and failed have their labels. Our own two other statuses get Spanish words too
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

// What a fee is called on its invoice line, and everywhere else.
export { type PaymentKindLabel, paymentKindLabel } from "#app/domain/invoices/concept";
