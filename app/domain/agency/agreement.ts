import {
  AGENCY_SHARE,
  type CommissionSplit,
  commissionSplit,
  feeFor,
  PLATFORM_SHARE,
} from "#app/domain/payments/pricing";

/** decisions.md: sale 100.000 € at 5 % → 5.000 € → 3.000 € agency, 2.000 € platform. */
export const WORKED_EXAMPLE = { price: 100_000, percentage: 5 } as const;

export const SPLIT_PERCENT = {
  agency: Math.round(AGENCY_SHARE * 100),
  platform: Math.round(PLATFORM_SHARE * 100),
} as const;

export function workedExampleSplit(): CommissionSplit {
  const split = commissionSplit(WORKED_EXAMPLE);
  if (!split) throw new Error("the worked example has a commission");
  return split;
}

/** The split of this listing's own commission at its asking price; null without a commission. */
export function listingSplit(listing: {
  price: number | null;
  agencyCommissionPercentage: number | null;
  agencyCommissionFixed: number | null;
}): CommissionSplit | null {
  if (listing.price === null) return null;
  return commissionSplit({
    price: listing.price,
    percentage: listing.agencyCommissionPercentage,
    fixed: listing.agencyCommissionFixed,
  });
}

/** '4,5 %' or '9.000 €' (the fixed amount in whole euros, es-ES). */
export function commissionLabel(listing: {
  agencyCommissionPercentage: number | null;
  agencyCommissionFixed: number | null;
}): string {
  if (listing.agencyCommissionPercentage !== null && listing.agencyCommissionPercentage > 0)
    return `${listing.agencyCommissionPercentage.toLocaleString("es-ES", { maximumFractionDigits: 1 })} %`;
  if (listing.agencyCommissionFixed !== null && listing.agencyCommissionFixed > 0)
    return `${listing.agencyCommissionFixed.toLocaleString("es-ES", { useGrouping: "always" } as Intl.NumberFormatOptions)} €`;
  return "—";
}

/**
 * What clause 4 of the contract does to the platform's share, in euros. Every amount is a base
 * without IVA, as the commission is: the final fee's IVA is shown apart, never netted against it.
 */
export type PlatformShareBalance = {
  /** The platform's 40 % of the commission (sin impuestos). */
  platformShare: number;
  /** The base of the final fee paid at step 4 (413,22 €), deducted from that share. */
  finalFeeBase: number;
  /** The IVA of that fee (86,78 €): paid with it, never deducted from the commission. */
  finalFeeIva: number;
  /** What the agency pays at step 4, IVA included (500,00 €). */
  finalFeeTotal: number;
  /** What is left for the platform after the deed, sin impuestos (never below zero). */
  remaining: number;
};

/**
 * Clause 4: the final fee paid on the platform at step 4 is deducted from the platform's share of
 * the commission (clause 3); the rest is paid after the deed (clause 6). The share is a base
 * without taxes, so its base is what is deducted: subtracting the 500,00 € IVA incluido from an
 * amount "sin impuestos" would mix two bases. Steps 3 and 4 both show this one
 * calculation, so they always agree.
 */
export function platformShareBalance(split: CommissionSplit): PlatformShareBalance {
  const fee = feeFor("agency", "final_fee");
  const remainingCents = Math.max(0, Math.round(split.platform * 100) - fee.base);
  return {
    platformShare: split.platform,
    finalFeeBase: fee.base / 100,
    finalFeeIva: fee.iva / 100,
    finalFeeTotal: fee.total / 100,
    remaining: remainingCents / 100,
  };
}
