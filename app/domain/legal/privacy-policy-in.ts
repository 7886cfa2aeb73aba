import { LEAD_RETENTION } from "#app/domain/leads/log/retention";
import type { LegalDocument } from "#app/domain/legal/document";
import { privacyPolicy } from "#app/domain/legal/privacy-policy";
import { LEGAL_PROVIDER } from "#app/domain/legal/provider";
import { formatDateIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { PRIVACY_PAGE_DE, privacyPolicyDe } from "./privacy-translations/de";
import { PRIVACY_PAGE_EN, privacyPolicyEn } from "./privacy-translations/en";
import type { PrivacyFacts, PrivacyPageWords } from "./privacy-translations/facts";
import { PRIVACY_PAGE_FR, privacyPolicyFr } from "./privacy-translations/fr";
import { PRIVACY_PAGE_NL, privacyPolicyNl } from "./privacy-translations/nl";

type Options = { date: Date | string; supportEmail: string; brandName: string };

/**
 * The Spanish policy is the one that binds; the other four tell the same to a buyer from abroad
 * in their own language, and each says the Spanish text prevails
 * (docs/decisions/0070-privacy-policy-languages.md).
 */
const TRANSLATIONS: Record<Exclude<Locale, "es">, (facts: PrivacyFacts) => LegalDocument> = {
  en: privacyPolicyEn,
  de: privacyPolicyDe,
  fr: privacyPolicyFr,
  nl: privacyPolicyNl,
};

/** The search description and the eyebrow of the policy's page, in each language. */
export const PRIVACY_PAGE: Record<Locale, PrivacyPageWords> = {
  es: {
    description:
      "Quién trata tus datos, para qué, con quién se comparten, cuánto tiempo se guardan, cómo ejercer tus derechos y qué cookies usamos.",
    eyebrow: "Tus datos",
    contents: { navLabel: "Contenido del documento", title: "Contenido" },
  },
  en: PRIVACY_PAGE_EN,
  de: PRIVACY_PAGE_DE,
  fr: PRIVACY_PAGE_FR,
  nl: PRIVACY_PAGE_NL,
};

/** The privacy policy a reader of `locale` is shown. */
export function privacyPolicyIn(locale: Locale, options: Options): LegalDocument {
  if (locale === "es") return privacyPolicy(options);
  return TRANSLATIONS[locale]({
    brandName: options.brandName,
    supportEmail: options.supportEmail,
    provider: LEGAL_PROVIDER,
    updatedOn: formatDateIn(locale, options.date),
    leadMonthsAfterClosed: LEAD_RETENTION.monthsAfterListingClosed,
    leadMonthsWithoutActivity: LEAD_RETENTION.monthsWithoutActivity,
  });
}
