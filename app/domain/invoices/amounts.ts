import { IVA_PERCENT } from "#app/domain/taxes/iva";

/** What an invoice states, in cents. */
export type InvoiceAmounts = { base: number; ivaRate: number; iva: number; total: number };

/**
 * The invoice's lines from the amount actually charged (integer cents). Every fee is charged as a
 * total that includes IVA — 605,00 € for a private owner (500 € + 21 %), 500,00 € for an agency
 * (IVA incluido) — so one rule serves both: base = total ÷ 1,21 rounded half up to the cent, and
 * IVA = total − base, which takes the rounding so that base + IVA is always the total charged.
 * 60500 → 50000 + 10500 exactly; 50000 → 41322 + 8678 (41322,31… rounds down).
 */
export function invoiceAmounts(totalCents: number): InvoiceAmounts {
  if (!Number.isInteger(totalCents) || totalCents <= 0)
    throw new RangeError(`not a charge in cents: ${totalCents}`);
  const base = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return { base, ivaRate: IVA_PERCENT, iva: totalCents - base, total: totalCents };
}
