import { createContext, type ReactNode, useContext } from "react";
import { formatArea, formatDateEs, formatPrice } from "#app/lib/format";
import { formatNumberIn, formatPriceIn } from "#app/lib/i18n/format";
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";

/** The listing page's language and its ways of writing amounts, areas and days. */
export type ListingWords = {
  locale: Locale;
  t: Translate;
  price: (euros: number) => string;
  area: (squareMetres: number) => string;
  date: (date: Date | string) => string;
};

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function longDate(locale: Locale, date: Date | string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeZone: "Europe/Madrid" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

/**
 * Spanish keeps the site's own formatters, so the Spanish listing reads exactly as it always did;
 * the other languages write numbers and days as their readers do.
 */
export function listingWords(locale: Locale): ListingWords {
  if (locale === DEFAULT_LOCALE)
    return { locale, t: translator(locale), price: formatPrice, area: formatArea, date: formatDateEs };
  return {
    locale,
    t: translator(locale),
    price: (euros) => formatPriceIn(locale, euros),
    area: (squareMetres) => `${formatNumberIn(locale, squareMetres)}\u00a0m²`,
    date: (date) => longDate(locale, date),
  };
}

/**
 * The listing's components are server HTML only (never hydrated), so one provider at the page
 * gives them its language without threading it through every prop; outside a listing, Spanish.
 */
const ListingWordsContext = createContext<ListingWords>(listingWords(DEFAULT_LOCALE));

export function ListingWordsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <ListingWordsContext.Provider value={listingWords(locale)}>{children}</ListingWordsContext.Provider>;
}

export function useListingWords(): ListingWords {
  return useContext(ListingWordsContext);
}
