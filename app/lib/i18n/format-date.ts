import { formatDayEs } from "#app/lib/format";
import { INTL_TAGS, type Locale } from "./locales";

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day ('2026-12-15') as each reader writes it: '15 December 2026', '15. Dezember 2026',
 * '15 décembre 2026', '15 december 2026'; Spanish exactly as every Spanish e-mail already has it.
 * Noon in Madrid is the same day everywhere the buyer may read it.
 */
export function formatDayIn(locale: Locale, day: string): string {
  if (locale === "es") return formatDayEs(day);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Madrid",
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
