import type { PaymentProduct } from "#app/db/schema/payments";
import type { PropertyOrigin } from "#app/db/schema/properties";
import { IVA_PERCENT } from "#app/domain/taxes/iva";

/**
 * The one source of every fee charged. Amounts are integer cents, computed here on the server and
 * never taken from the browser (decisions.md).
 */

// Spain's VAT rate lives with the taxes (invoices read it there too); fees are priced with it.
export { IVA_PERCENT };

export type Fee = {
  base: number;
  iva: number;
  total: number;
  /** True when the advertised price already includes IVA (agencies), false when IVA is added on top. */
  ivaIncluded: boolean;
  label: string;
};

/** 500 € + 21 % IVA: the advertised price is the base. */
export function addIva(baseCents: number): Pick<Fee, "base" | "iva" | "total"> {
  const iva = Math.round((baseCents * IVA_PERCENT) / 100);
  return { base: baseCents, iva, total: baseCents + iva };
}

/** 500,00 € IVA incluido: the advertised price is the total; IVA takes the rounding so the parts add up. */
export function extractIva(totalCents: number): Pick<Fee, "base" | "iva" | "total"> {
  const base = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return { base, iva: totalCents - base, total: totalCents };
}

const FEE_CENTS = 50_000;

const FEES: Record<PropertyOrigin, Record<PaymentProduct, Fee>> = {
  particular: {
    marketing: { ...addIva(FEE_CENTS), ivaIncluded: false, label: "Campaña de Marketing" },
    final_fee: { ...addIva(FEE_CENTS), ivaIncluded: false, label: "Comisión de Éxito" },
  },
  agency: {
    marketing: { ...extractIva(FEE_CENTS), ivaIncluded: true, label: "Campaña de Marketing" },
    final_fee: { ...extractIva(FEE_CENTS), ivaIncluded: true, label: "Comisión Final de Agencia" },
  },
};

export function feeFor(origin: PropertyOrigin, product: PaymentProduct): Fee {
  return { ...FEES[origin][product] };
}

export const MARKETING_CAMPAIGN_DAYS_PARTICULAR = 365;
export const AGENCY_CAMPAIGN_MONTHS = 2;

/** Of the agreed commission, before taxes. The 50/50 summary was a defect (decisions.md). */
export const AGENCY_SHARE = 0.6;
export const PLATFORM_SHARE = 0.4;

export type CommissionSplit = { totalCommission: number; agency: number; platform: number };

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * Euros in, euros (to the cent) out. A percentage follows the final price, so a lower sale price
 * lowers the commission as the agency terms say; a fixed amount does not. The form keeps only one
 * of the two; should both arrive, the percentage wins. Null when no commission was agreed.
 */
export function commissionSplit({
  price,
  percentage,
  fixed,
}: {
  price: number;
  percentage?: number | null;
  fixed?: number | null;
}): CommissionSplit | null {
  let totalCents: number;
  if (isPositive(percentage)) totalCents = Math.round(price * percentage);
  else if (isPositive(fixed)) totalCents = Math.round(fixed * 100);
  else return null;

  const agencyCents = Math.round(totalCents * AGENCY_SHARE);
  return {
    totalCommission: totalCents / 100,
    agency: agencyCents / 100,
    platform: (totalCents - agencyCents) / 100,
  };
}
