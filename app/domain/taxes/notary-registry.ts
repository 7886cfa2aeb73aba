import { IVA_PERCENT } from "./iva";

/** One band of an arancel: `perMille` ‰ on the part of the value up to `upTo` euros. */
type ArancelBand = { readonly upTo: number | null; readonly perMille: number };
export type EuroRange = { readonly low: number; readonly high: number };

/**
 * The notary's fee for the deed of sale (escritura matriz): RD 1426/1989, Anexo I, número 2 — a
 * fixed 90,15 € up to 6.010,12 € and then a per-mille on each further part of the value — with the
 * 5 % cut of the RDL 8/2010. Above 6.010.121,04 € the fee is agreed freely; we keep the last band.
 */
const NOTARY_FIRST_BAND = { upTo: 6_010.12, fee: 90.15 };
const NOTARY_BANDS: readonly ArancelBand[] = [
  { upTo: 30_050.61, perMille: 4.5 },
  { upTo: 60_101.21, perMille: 1.5 },
  { upTo: 150_253.03, perMille: 1 },
  { upTo: 601_012.1, perMille: 0.5 },
  { upTo: null, perMille: 0.3 },
];

/**
 * The property registry's fee for recording the purchase: RD 1427/1989, Anexo I, número 2 — 24,04 €
 * up to 6.010,12 €, then a per-mille on each further part, at most 2.181,67 € — with the same 5 % cut.
 */
const REGISTRY_FIRST_BAND = { upTo: 6_010.12, fee: 24.04 };
const REGISTRY_BANDS: readonly ArancelBand[] = [
  { upTo: 30_050.61, perMille: 1.75 },
  { upTo: 60_101.21, perMille: 1.25 },
  { upTo: 150_253.03, perMille: 0.75 },
  { upTo: 601_012.1, perMille: 0.3 },
  { upTo: null, perMille: 0.2 },
];
const REGISTRY_MAX_FEE = 2_181.67;
const RDL_8_2010_CUT = 0.95;

/**
 * What the arancel leaves out and a buyer pays all the same: the notary's authorised and simple
 * copies and folios, the registry's notes and extra entries. A range from what notaries and
 * registries commonly charge on a plain sale (no mortgage deed: that one the bank pays since the
 * Ley 5/2019).
 */
const NOTARY_EXTRAS: EuroRange = { low: 150, high: 350 };
const REGISTRY_EXTRAS: EuroRange = { low: 0, high: 200 };

function arancel(value: number, first: { upTo: number; fee: number }, bands: readonly ArancelBand[]) {
  let fee = first.fee;
  let from = first.upTo;
  for (const band of bands) {
    if (value <= from) break;
    const to = band.upTo === null ? value : Math.min(value, band.upTo);
    fee += ((to - from) * band.perMille) / 1000;
    if (band.upTo === null) break;
    from = band.upTo;
  }
  return fee * RDL_8_2010_CUT;
}

const withIva = (euros: number) => Math.round(euros * (1 + IVA_PERCENT / 100));

/** The notary's fee for the deed, with copies and IVA: a range, in whole euros. */
export function notaryEstimate(value: number): EuroRange {
  const fee = arancel(Math.max(0, value), NOTARY_FIRST_BAND, NOTARY_BANDS);
  return { low: withIva(fee + NOTARY_EXTRAS.low), high: withIva(fee + NOTARY_EXTRAS.high) };
}

/** The registry's fee for recording the purchase, with IVA: a range, in whole euros. */
export function registryEstimate(value: number): EuroRange {
  const fee = Math.min(arancel(Math.max(0, value), REGISTRY_FIRST_BAND, REGISTRY_BANDS), REGISTRY_MAX_FEE);
  return { low: withIva(fee + REGISTRY_EXTRAS.low), high: withIva(fee + REGISTRY_EXTRAS.high) };
}
