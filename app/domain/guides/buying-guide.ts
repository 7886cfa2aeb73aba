import { COMMUNITIES, type Community } from "#app/domain/taxes/communities";
import { ITP_TABLE_CHECKED_ON } from "#app/domain/taxes/itp-2026";
import { type PurchaseCosts, purchaseCosts } from "#app/domain/taxes/purchase-costs";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * "Buying a home in Spain" (docs/decisions/0058-buying-guide-sources.md): one guide written anew
 * for each language's reader. The sections are the same in every language, in this order, so a
 * reader who switches language lands on the same guide; the words are each language's own.
 */
export const BUYING_GUIDE_SECTIONS = [
  "nie",
  "costs",
  "newBuild",
  "mortgage",
  "arrasAndDeed",
  "fiscalRepresentative",
  "yearlyTaxes",
  "originOfFunds",
  "nonResidentSeller",
] as const;
export type BuyingGuideSectionId = (typeof BUYING_GUIDE_SECTIONS)[number];

/**
 * A section's id in the address (#nie, #fiscal-representative): the same in every language, so a
 * shared link still lands, and the listing and the footer can link a section (#costs).
 */
export const buyingGuideSectionAnchor = (id: BuyingGuideSectionId) =>
  id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export type BuyingGuideSection = {
  title: string;
  paragraphs: readonly string[];
  /** A short list of steps or points, when the section has one. */
  items?: readonly string[];
};

export type BuyingGuide = {
  locale: Locale;
  /** The page's h1 and <title>. */
  title: string;
  /** Meta description, up to 160 characters. */
  description: string;
  lead: string;
  intro: readonly string[];
  /** The table of contents' heading. */
  contents: string;
  /** "Last updated", before the date. */
  updated: string;
  sections: Readonly<Record<BuyingGuideSectionId, BuyingGuideSection>>;
  /** The words of the costs table, inside the costs section. */
  costsTable: {
    caption: string;
    community: string;
    itpRate: string;
    itp: string;
    notary: string;
    registry: string;
    total: string;
    /** After a rate that depends on the price (a scale of bands). */
    bandsNote: string;
    /** After Ceuta's and Melilla's rate. */
    bonusNote: string;
  };
  /** The closing band: the portal in the reader's language. */
  portal: { title: string; text: string; link: string };
  /** The line that says what the guide is not (legal or tax advice). */
  disclaimer: string;
};

/** The price the costs table is worked out for: a typical coastal second-hand home. */
export const EXAMPLE_PRICE = 300_000;

/**
 * The day the guide's statements were last checked against their sources; the page shows it. The
 * ITP rates carry their own date (the tax table's), and the later of the two is the page's.
 */
export const GUIDE_CHECKED_ON = "2026-11-29";
export const BUYING_GUIDE_UPDATED_ON = [GUIDE_CHECKED_ON, ITP_TABLE_CHECKED_ON].sort().at(-1) as string;

export type CostsRow = { community: Community } & Pick<
  PurchaseCosts,
  "itpRatePercent" | "itpHasBands" | "itpBonusPercent" | "itp" | "notary" | "registry" | "total"
>;

/** The buyer's costs for a second-hand home at `price` in every community, from the product's tables. */
export function buyingCostsTable(price: number = EXAMPLE_PRICE): CostsRow[] {
  return COMMUNITIES.map((community) => {
    const { itpRatePercent, itpHasBands, itpBonusPercent, itp, notary, registry, total } = purchaseCosts(
      price,
      community,
    );
    return { community, itpRatePercent, itpHasBands, itpBonusPercent, itp, notary, registry, total };
  });
}
