import i18next from "i18next";
import ICU from "i18next-icu";
import { INTL_TAGS, isLocale, LOCALES, type Locale } from "./locales";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { es, type MessageKey } from "./messages/es";
import { fr } from "./messages/fr";
import { nl } from "./messages/nl";

export type { MessageKey };

export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { es, en, de, fr, nl };

/**
 * One i18next instance for the process, with every catalogue in memory (a few KB): initialised
 * synchronously at import, so a render never waits. ICU messages are parsed once per key and
 * language and kept (i18next-icu memoizes), so a render only formats (docs/decisions/0057).
 */
const i18n = i18next.createInstance();
i18n.use(
  new ICU({
    // Plurals and `#` by the reader's region: en-GB, not en-US.
    parseLngForICU: (lng: string) => (isLocale(lng) ? INTL_TAGS[lng] : lng),
  }),
);
void i18n.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }])),
  lng: "es",
  fallbackLng: false,
  // Keys are flat ('card.bedrooms'): dots are part of the name, not a path.
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const translators = new Map<Locale, Translate>();

/**
 * Finished texts kept per language, by key and values: a portal render asks ~150 of them, mostly
 * the same ('Aplicar Filtros', '3 hab.'), and i18next's lookup, interpolation and ICU formatting cost
 * ~10 µs each, which tripled the render of the portal (scripts/bench/portal-i18n.tsx). A text
 * depends only on its key and values, and the catalogues change only with a deploy.
 */
const MAX_KEPT_TEXTS = 5000;

/** The words of one language: `translator("en")("card.bedrooms", { count: 3 })` → '3 bedrooms'. */
export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const fixed = i18n.getFixedT(locale);
    const kept = new Map<string, string>();
    translate = (key, values) => {
      const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
      let text = kept.get(id);
      if (text === undefined) {
        text = fixed(key, values ?? {});
        // A bound, not an LRU: values are counts and prices of a few thousand listings at most.
        if (kept.size >= MAX_KEPT_TEXTS) kept.clear();
        kept.set(id, text);
      }
      return text;
    };
    translators.set(locale, translate);
  }
  return translate;
}
