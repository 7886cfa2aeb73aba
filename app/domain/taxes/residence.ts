/**
 * Where the seller is resident for tax: it decides which tax the gain pays and which reliefs reach
 * it. The calculator asks it in three options because the law draws the line in two places.
 */
export const TAX_RESIDENCES = ["spain", "eu-eea", "other"] as const;
export type TaxResidence = (typeof TAX_RESIDENCES)[number];

/** Residents pay the IRPF savings scale; everyone else the flat IRNR rate (art. 25.1.f TRLIRNR). */
export const paysIncomeTaxScale = (residence: TaxResidence) => residence === "spain";

/**
 * The reinvestment exemption in a new primary residence: residents (art. 38.1 LIRPF) and, since the
 * DA 7ª TRLIRNR, residents of another EU or EEA state; a resident elsewhere (the UK since 2021, the
 * USA…) pays on the whole gain whatever they reinvest.
 */
export const mayExemptReinvestment = (residence: TaxResidence) => residence !== "other";

/** The 65+ exemption is an IRPF rule: the non-resident regime has none (art. 33.4.b LIRPF). */
export const mayExemptBySeniority = (residence: TaxResidence) => residence === "spain";

/** The buyer withholds 3 % of the price from any non-resident seller (art. 25.2 TRLIRNR). */
export const isWithheldByBuyer = (residence: TaxResidence) => residence !== "spain";
