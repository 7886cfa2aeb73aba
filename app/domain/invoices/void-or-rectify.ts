/**
 * Void or rectify (docs/decisions/0044-void-or-rectify.md): the one rule that says whether an issued
 * invoice may take a registro de anulación, and whether it may still be rectified. An invoice that
 * answers for a real operation (charged, or already rectified) is corrected by a rectifying invoice,
 * never voided; a rectifying invoice that records money really given back is never voided; a voided
 * invoice takes no refund and no rectification. Pure: the facts are read under the invoice's lock
 * (`invoice-standing.server.ts`) and judged here, so the staff pages and the actions say the same.
 */

/** What decides it, read from the database under the invoice's row lock. */
export type InvoiceStanding = {
  series: "F" | "R";
  /** In the Veri*factu records: an alta, an alta and its anulación, or neither (issued before them). */
  record: "registered" | "cancelled" | "unregistered";
  /** F: its payment was charged. */
  paid: boolean;
  /** F: its rectifying invoices not voided. R: those of the same F issued after it, not voided. */
  rectifications: number;
  /** F: refunds given back or under way. R: whether it is the invoice of a refund. */
  refunds: number;
};

export type VoidRefusal =
  | "cancelled"
  | "unregistered"
  | "paid"
  | "rectified"
  | "refunded"
  | "records_refund"
  | "later_rectifications";

export type Verdict<Reason extends string> = { allowed: true } | { allowed: false; reason: Reason };

export function voidVerdict(standing: InvoiceStanding): Verdict<VoidRefusal> {
  if (standing.record === "cancelled") return { allowed: false, reason: "cancelled" };
  if (standing.record === "unregistered") return { allowed: false, reason: "unregistered" };
  if (standing.series === "R") {
    if (standing.refunds > 0) return { allowed: false, reason: "records_refund" };
    if (standing.rectifications > 0) return { allowed: false, reason: "later_rectifications" };
    return { allowed: true };
  }
  if (standing.refunds > 0) return { allowed: false, reason: "refunded" };
  if (standing.rectifications > 0) return { allowed: false, reason: "rectified" };
  if (standing.paid) return { allowed: false, reason: "paid" };
  return { allowed: true };
}

export type RectifyRefusal = "voided" | "not_ordinary";

/** A refund or a correction: only of an F invoice that is not voided. */
export function rectifyVerdict(
  standing: Pick<InvoiceStanding, "series" | "record">,
): Verdict<RectifyRefusal> {
  if (standing.series !== "F") return { allowed: false, reason: "not_ordinary" };
  if (standing.record === "cancelled") return { allowed: false, reason: "voided" };
  return { allowed: true };
}

/** Why not, as the staff read it on the anulación page and as the action's 409 says it. */
export const VOID_REFUSAL_MESSAGES: Record<VoidRefusal, string> = {
  cancelled: "Esta factura ya está anulada.",
  unregistered:
    "Esta factura se emitió antes de los registros de facturación: no tiene registro de alta que anular.",
  paid: "Esta factura se cobró: la venta existió, así que no se anula. Para devolver dinero o corregir sus datos, emite una factura rectificativa.",
  rectified:
    "Esta factura ya tiene facturas rectificativas: no se anula. Cualquier otro cambio se hace con otra factura rectificativa.",
  refunded:
    "Esta factura tiene una devolución hecha o en curso: no se anula. Cualquier otro cambio se hace con una factura rectificativa.",
  records_refund:
    "Esta factura rectificativa recoge una devolución que se hizo de verdad: no se anula. Si hay que corregirla, emite otra factura rectificativa de la factura original.",
  later_rectifications:
    "Después de esta factura rectificativa se emitieron otras de la misma factura, que parten de ella: no se anula.",
};

/** The same, in the few words the invoice list has room for. */
export const VOID_REFUSAL_SHORT: Record<VoidRefusal, string> = {
  cancelled: "Anulada",
  unregistered: "Sin registro que anular",
  paid: "Cobrada: se rectifica, no se anula",
  rectified: "Rectificada: no se anula",
  refunded: "Con devolución: no se anula",
  records_refund: "Recoge una devolución: no se anula",
  later_rectifications: "Tiene rectificativas posteriores: no se anula",
};

export const RECTIFY_REFUSAL_MESSAGES: Record<RectifyRefusal, string> = {
  voided:
    "Esta factura está anulada: la AEAT tiene constancia de que no tiene efecto, así que no admite devoluciones ni rectificaciones.",
  not_ordinary: "Esta factura no existe o no se puede rectificar.",
};
