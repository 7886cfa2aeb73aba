/** The eight seller guides, each at its own address (`sellerGuidePath` in app/urls.ts). */
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
