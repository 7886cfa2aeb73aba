import { BRAND_SLUG } from "../lib/brand";

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
