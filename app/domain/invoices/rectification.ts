import type { RectificationType } from "#app/db/schema/invoices";
import { normalizeSpanishId } from "#app/domain/users/dni";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import { type InvoiceAmounts, invoiceAmounts } from "./amounts";

/** What staff can do to an issued F invoice (ADR 0040). */
export const RECTIFICATION_KINDS = ["full_refund", "partial_refund", "correction"] as const;
export type RectificationKind = (typeof RECTIFICATION_KINDS)[number];

export const RECTIFICATION_KIND_LABELS: Record<RectificationKind, string> = {
  full_refund: "Devolución total",
  partial_refund: "Devolución parcial",
  correction: "Corrección de datos",
};

/** A refund reduces the price of what was invoiced (R1); a wrong name, NIF or address is any other error (R4). */
export const rectificationTypeOf = (kind: RectificationKind): RectificationType =>
  kind === "correction" ? "R4" : "R1";

/** As printed on the R invoice. */
export const RECTIFICATION_TYPE_LABELS: Record<RectificationType, string> = {
  R1: "R1 — Devolución o reducción del precio (art. 80 Uno, Dos y Seis de la Ley del IVA)",
  R4: "R4 — Corrección de otros datos de la factura",
};

export const RECTIFICATION_MESSAGES = {
  kindRequired: "Elige qué quieres hacer.",
  reasonRequired: "Escribe el motivo: aparecerá en la factura rectificativa.",
  reasonTooLong: "El motivo no puede pasar de 500 caracteres.",
  amountRequired: "Indica el importe a devolver, por ejemplo 100,00.",
  amountInvalid: "Escribe un importe en euros con hasta dos decimales, por ejemplo 100,00.",
  nameRequired: "Escribe el nombre o la razón social correctos.",
  taxIdInvalid: "Escribe un NIF, DNI, NIE o CIF válido (sin espacios), o déjalo vacío.",
  notFound: "Esta factura no existe o no se puede rectificar.",
  nothingLeft: "Esta factura ya está devuelta entera: no queda nada por devolver.",
  moreThanLeft: (left: string) => `No puedes devolver más de lo que queda por devolver: ${left}.`,
  nothingChanged:
    "Los datos del cliente ya son esos: no hay nada que corregir. Si acabas de enviarlo, la factura rectificativa ya está emitida.",
  otherProvider:
    "Este pago se cobró con otro proveedor de pagos que el configurado ahora: la devolución no se puede hacer desde aquí.",
  refundFailed:
    "El proveedor de pagos no aceptó la devolución: no se ha devuelto dinero ni se ha emitido factura. Inténtalo de nuevo más tarde.",
} as const;

/** '100', '100,5', '1.234,56' or '100.50' → cents; null for anything else. */
export function parseEuroAmount(text: string): number | null {
  const compact = text.trim().replace(/\s|€/g, "");
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(compact))
    normalized = compact.replace(/\./g, "").replace(",", ".");
  else if (/^\d+([,.]\d{1,2})?$/.test(compact)) normalized = compact.replace(",", ".");
  else return null;
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

const optionalLine = (max: number) => singleLineText().trim().max(max).optional().default("");

/**
 * The staff form, one schema for browser and server. The amount of a partial refund is the only
 * figure staff type; the server still caps it at what is left of the invoice.
 */
export const RectificationFormSchema = z
  .object({
    kind: z.enum(RECTIFICATION_KINDS, { error: RECTIFICATION_MESSAGES.kindRequired }),
    reason: multiLineText({ error: RECTIFICATION_MESSAGES.reasonRequired })
      .trim()
      .min(1, RECTIFICATION_MESSAGES.reasonRequired)
      .max(500, RECTIFICATION_MESSAGES.reasonTooLong),
    amount: optionalLine(20),
    customerName: optionalLine(200),
    customerTaxId: optionalLine(20),
    customerAddress: optionalLine(300),
    requestKey: z.uuid(),
  })
  .superRefine((form, ctx) => {
    if (form.kind === "partial_refund") {
      if (!form.amount)
        ctx.addIssue({ code: "custom", path: ["amount"], message: RECTIFICATION_MESSAGES.amountRequired });
      else if (parseEuroAmount(form.amount) === null)
        ctx.addIssue({ code: "custom", path: ["amount"], message: RECTIFICATION_MESSAGES.amountInvalid });
    }
    if (form.kind === "correction") {
      if (form.customerName.length < 2)
        ctx.addIssue({
          code: "custom",
          path: ["customerName"],
          message: RECTIFICATION_MESSAGES.nameRequired,
        });
      if (form.customerTaxId && !/^[A-Z0-9]{8,12}$/.test(normalizeSpanishId(form.customerTaxId)))
        ctx.addIssue({
          code: "custom",
          path: ["customerTaxId"],
          message: RECTIFICATION_MESSAGES.taxIdInvalid,
        });
    }
  });
export type RectificationForm = z.infer<typeof RectificationFormSchema>;

/** The customer as an invoice states it. */
export type InvoiceCustomer = {
  customerName: string;
  customerTaxId: string | null;
  customerAddress: string | null;
};

/** The corrected customer from the form: blanks are "not given", the tax id as it is written on an invoice. */
export function correctedCustomer(
  form: Pick<RectificationForm, "customerName" | "customerTaxId" | "customerAddress">,
): InvoiceCustomer {
  return {
    customerName: form.customerName.trim(),
    customerTaxId: form.customerTaxId.trim() ? normalizeSpanishId(form.customerTaxId) : null,
    customerAddress: form.customerAddress.trim() || null,
  };
}

export const sameCustomer = (a: InvoiceCustomer, b: InvoiceCustomer) =>
  a.customerName === b.customerName &&
  a.customerTaxId === b.customerTaxId &&
  a.customerAddress === b.customerAddress;

/**
 * The lines of an R invoice por diferencias for a refund of `refund` cents (IVA included): negative
 * base, IVA and total. A refund that takes what is left gives back exactly what the F invoice and
 * its earlier rectifications leave, so F plus all its R invoices add up to zero to the cent; a part
 * splits like any charge (base = amount ÷ 1,21 rounded, IVA the rest).
 */
export function refundAmounts(
  invoiced: InvoiceAmounts,
  alreadyRectified: Pick<InvoiceAmounts, "base" | "iva" | "total">,
  refund: number,
): InvoiceAmounts {
  const left = invoiced.total + alreadyRectified.total;
  if (!Number.isInteger(refund) || refund <= 0 || refund > left)
    throw new RangeError(`refund of ${refund} cents with ${left} left`);
  if (refund === left)
    return {
      base: -(invoiced.base + alreadyRectified.base),
      ivaRate: invoiced.ivaRate,
      iva: -(invoiced.iva + alreadyRectified.iva),
      total: -left,
    };
  const part = invoiceAmounts(refund);
  return { base: -part.base, ivaRate: invoiced.ivaRate, iva: -part.iva, total: -part.total };
}
