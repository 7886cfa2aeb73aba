import { SELLER_GUIDES } from "#app/content/guides/index";
import type { SellerGuide } from "#app/domain/guides/guide";
import { SELLER_GUIDE_KINDS, type SellerGuideKind } from "#app/domain/seller-guides";
import { sellerGuidePath } from "#app/urls";

export function findSellerGuide(kind: SellerGuideKind): SellerGuide {
  return SELLER_GUIDES[kind];
}

/** Which guide a URL is: one route module serves all eight (routes.ts). */
export function guideKindFromPath(pathname: string): SellerGuideKind | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  return SELLER_GUIDE_KINDS.find((kind) => sellerGuidePath(kind) === path) ?? null;
}

/** The other seven, for 'Otras guías'. */
export function otherGuides(kind: SellerGuideKind): { kind: SellerGuideKind; noun: string; path: string }[] {
  return SELLER_GUIDE_KINDS.filter((other) => other !== kind).map((other) => ({
    kind: other,
    noun: SELLER_GUIDES[other].noun,
    path: sellerGuidePath(other),
  }));
}
