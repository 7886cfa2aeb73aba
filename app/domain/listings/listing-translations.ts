import type { TranslationSource } from "#app/db/schema/listing-translations";
import type { Locale } from "#app/lib/i18n/locales";
import { multiLineText, z } from "#app/lib/zod";

/** The languages a listing's description may be written in besides Spanish, which lives on the listing. */
export const TRANSLATION_LOCALES = ["en", "de", "fr", "nl"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** Each language as the seller, who reads Spanish, sees it named in the form. */
export const TRANSLATION_LOCALE_NAMES: Record<TranslationLocale, string> = {
  en: "Inglés",
  de: "Alemán",
  fr: "Francés",
  nl: "Neerlandés",
};

export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(value);

/** The same rule as the Spanish description: plain text, line breaks kept, up to 5.000 characters. */
export const MAX_TRANSLATION_LENGTH = 5000;
export const translationText = multiLineText()
  .trim()
  .max(MAX_TRANSLATION_LENGTH, "La descripción no puede tener más de 5.000 caracteres.");

/** The form 'Descripción en otros idiomas': one textarea per language; an emptied one deletes that translation. */
export const TranslationsSchema = z.object(
  Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, translationText.optional()])) as Record<
    TranslationLocale,
    z.ZodOptional<typeof translationText>
  >,
);

export type StoredTranslation = {
  locale: string;
  description: string;
  source: TranslationSource;
  reviewedAt: Date | null;
};

/**
 * What the listing shows as its description for a reader of `locale`, and what it tells them of it:
 * a text the seller wrote or reviewed as it is; a machine's with the words 'machine translation';
 * else the Spanish text, saying it is in Spanish (the Spanish page itself needs no note).
 */
export type ShownDescription = {
  text: string | null;
  note: "machine" | "spanish" | null;
  /** The language the text is written in, for the element's lang attribute. */
  lang: Locale;
};

export function descriptionFor(
  locale: Locale,
  spanish: string | null,
  translations: readonly StoredTranslation[],
): ShownDescription {
  const spanishText = spanish?.trim() || null;
  if (locale === "es") return { text: spanishText, note: null, lang: "es" };
  const own = translations.find((translation) => translation.locale === locale);
  const text = own?.description.trim();
  if (own && text) {
    const reviewed = own.source === "seller" || own.reviewedAt !== null;
    return { text, note: reviewed ? null : "machine", lang: locale };
  }
  return { text: spanishText, note: spanishText ? "spanish" : null, lang: "es" };
}
