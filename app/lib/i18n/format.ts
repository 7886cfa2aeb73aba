import { INTL_TAGS, type Locale } from "./locales";

/**
 * Numbers as each reader writes them: '€350,000' (en), '350.000 €' (es, de), '350 000 €' (fr),
 * '€ 350.000' (nl). Grouped always: Intl leaves Spanish four-digit numbers ungrouped ('5000 €').
 * A non-breaking space keeps an amount on one line.
 */
const NBSP = "\u00a0";

const priceFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function made(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { useGrouping: "always", ...options });
    cache.set(locale, format);
  }
  return format;
}

const withNbsp = (text: string) => text.replace(/[\s\u202f]/g, NBSP);

export function formatPriceIn(locale: Locale, euros: number): string {
  const format = made(priceFormats, locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return withNbsp(format.format(euros));
}

export function formatNumberIn(locale: Locale, value: number): string {
  return withNbsp(made(numberFormats, locale, { maximumFractionDigits: 2 }).format(value));
}

const centsFormats = new Map<Locale, Intl.NumberFormat>();

/** Integer cents as the reader writes an amount with cents: 60550 → '€605.50' (en). */
export function formatCentsIn(locale: Locale, cents: number): string {
  const format = made(centsFormats, locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return withNbsp(format.format(cents / 100));
}

/** A day in words as each reader writes it ('28 November 2026', '28. November 2026'), Spain's calendar day. */
export function formatDateIn(locale: Locale, date: Date | string | number): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(
    new Date(date),
  );
}
