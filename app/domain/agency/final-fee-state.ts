export type FinalFeeState = "paid" | "paid_tester" | "pending" | "locked";

/** The final fee is paid once the sale is confirmed; before the campaign it cannot be. */
export function finalFeeState(row: {
  saleConfirmed: boolean;
  marketingActive: boolean;
  paymentStatus: string;
}): FinalFeeState {
  if (row.saleConfirmed) return row.paymentStatus === "paid_tester" ? "paid_tester" : "paid";
  return row.marketingActive ? "pending" : "locked";
}

export const FINAL_FEE_LABELS: Record<FinalFeeState, string> = {
  paid: "Pagado",
  paid_tester: "Pagado (Prueba)",
  pending: "Pendiente",
  locked: "Campaña sin activar",
};
