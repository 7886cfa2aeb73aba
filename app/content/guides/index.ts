import { casaGuide } from "#app/content/guides/casa";
import { chaletGuide } from "#app/content/guides/chalet";
import { garajeGuide } from "#app/content/guides/garaje";
import { localGuide } from "#app/content/guides/local";
import { naveGuide } from "#app/content/guides/nave";
import { oficinaGuide } from "#app/content/guides/oficina";
import { pisoGuide } from "#app/content/guides/piso";
import { terrenoGuide } from "#app/content/guides/terreno";
import type { SellerGuide } from "#app/domain/guides/guide";
import type { SellerGuideKind } from "#app/domain/seller-guides";

/** One entry per guide; the record type makes a missing kind a compile error. */
export const SELLER_GUIDES: Record<SellerGuideKind, SellerGuide> = {
  piso: pisoGuide,
  casa: casaGuide,
  chalet: chaletGuide,
  local: localGuide,
  oficina: oficinaGuide,
  garaje: garajeGuide,
  terreno: terrenoGuide,
  nave: naveGuide,
};
