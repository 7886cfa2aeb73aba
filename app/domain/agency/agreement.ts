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

/** What clause 4 of the contract does to the platform's share, in euros. */
export type PlatformShareBalance = {
  /** The platform's 40 % of the commission. */
  platformShare: number;
  /** The final fee paid at step 4 (500,00 € IVA incluido), deducted from that share. */
  finalFee: number;
  /** What is left for the platform after the deed (never below zero). */
  remaining: number;
};

/**
 * Clause 4: the final fee paid on the platform at step 4 is deducted from the platform's share of
 * the commission (clause 3); the rest is paid after the deed (clause 6). Steps 3 and 4 both show
 * this one calculation, so they always agree.
 */
export function platformShareBalance(split: CommissionSplit): PlatformShareBalance {
  const finalFee = feeFor("agency", "final_fee").total / 100;
  const remainingCents = Math.max(0, Math.round(split.platform * 100) - Math.round(finalFee * 100));
  return { platformShare: split.platform, finalFee, remaining: remainingCents / 100 };
}
