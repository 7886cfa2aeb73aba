import type { Locale } from "./locales";
import { translator } from "./translate";

/**
 * A listing's title as a buyer reads it where a seller left it empty: 'Vivienda en venta' in
 * Spanish, the same words in the reader's language otherwise.
 */
export function listingTitleIn(locale: Locale, title: string | null | undefined): string {
  return title?.trim() || translator(locale)("listing.untitledHome");
}
