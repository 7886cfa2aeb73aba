import type { SellerGuideKind } from "#app/domain/seller-guides";

/** A list with the sentence that introduces it. */
export type GuideList = { intro: string; items: string[] };

/**
 * One seller guide (/vender-{kind}-zaguan): the same sections for every kind of property, so one
 * page component renders all eight from app/content/guides/.
 */
export type SellerGuide = {
  kind: SellerGuideKind;
  /** As it reads after 'tu': 'piso', 'nave industrial'. */
  noun: string;
  /** The page's h1. */
  title: string;
  /** Meta description, up to 160 characters. */
  description: string;
  lead: string;
  intro: string[];
  documents: GuideList;
  buyers: GuideList;
  pricing: GuideList;
  photos: GuideList;
  /** What trips up sales of this kind of property in particular. */
  watchOut: GuideList;
  /** Blog articles worth reading next, by slug. */
  relatedArticles: string[];
};
