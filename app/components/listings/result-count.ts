import type { ResultCount } from "#app/domain/listings/filters";
import { formatNumberIn } from "#app/lib/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

/**
 * 'No…' is left to the empty state; '1 propiedad', '24 propiedades', 'Más de 1.000 propiedades',
 * in the reader's language with its plural rules ('1 property', '24 Immobilien'). Here, not in the
 * domain: the catalogues stay out of the application pages' scripts that read the filters.
 */
export function resultCountLabel({ total, isCapped }: ResultCount, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const formatted = formatNumberIn(locale, total);
  if (isCapped) return t("portal.resultCountCapped", { formatted });
  return t("portal.resultCount", { count: total, formatted });
}
