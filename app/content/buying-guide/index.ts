import type { BuyingGuide } from "#app/domain/guides/buying-guide";
import type { Locale } from "#app/lib/i18n/locales";
import { buyingGuideDe } from "./de";
import { buyingGuideEn } from "./en";
import { buyingGuideEs } from "./es";
import { buyingGuideFr } from "./fr";
import { buyingGuideNl } from "./nl";

/** "Buying a home in Spain", each version written for its own reader. */
export const BUYING_GUIDES: Readonly<Record<Locale, BuyingGuide>> = {
  es: buyingGuideEs,
  en: buyingGuideEn,
  de: buyingGuideDe,
  fr: buyingGuideFr,
  nl: buyingGuideNl,
};
