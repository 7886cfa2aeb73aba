import { DEFAULT_LOCALE, isLocale, type Locale } from "#app/lib/i18n/locales";

/**
 * The language of an e-mail to a buyer. An account's language is what the person chose (at sign-up
 * from the page's language, later in their space), so it wins over the address one form came
 * from; a buyer without an account is written to in the language of the page they wrote from.
 * Anything unknown falls back to Spanish rather than failing an e-mail.
 */
export function buyerEmailLocale(
  account: { locale: string | null | undefined } | null | undefined,
  leadLocale?: string | null,
): Locale {
  if (account && isLocale(account.locale)) return account.locale;
  if (isLocale(leadLocale)) return leadLocale;
  return DEFAULT_LOCALE;
}
