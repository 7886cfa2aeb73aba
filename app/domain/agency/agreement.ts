import {
  AGENCY_SHARE,
  type CommissionSplit,
  commissionSplit,
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
