/**
 * The brand, in one place (decisions.md). The slug is part of the seller-guide URLs, so it is fixed
 * at build time; BRAND_NAME in the environment may still change the displayed name.
 */
export const BRAND_NAME = "Zaguán";
export const BRAND_SLUG = "zaguan";
export const DEFAULT_TITLE = `Vende tu casa ${BRAND_NAME} fácilmente.`;

/** The eight seller guides: /vender-{kind}-zaguan. */
export const SELLER_GUIDE_KINDS = [
  "piso",
  "casa",
  "chalet",
  "local",
  "oficina",
  "garaje",
  "terreno",
  "nave",
] as const;
export type SellerGuideKind = (typeof SELLER_GUIDE_KINDS)[number];
export const sellerGuidePath = (kind: SellerGuideKind) => `/vender-${kind}-${BRAND_SLUG}`;
