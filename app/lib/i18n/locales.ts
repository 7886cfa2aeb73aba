/**
 * What a seller, who reads Spanish, is told of a buyer who wrote from a page in another language;
 * nothing for Spanish, the seller's own.
 */
export const WRITES_IN: Record<Locale, string | null> = {
  es: null,
  en: "Escribe en inglés",
  de: "Escribe en alemán",
  fr: "Escribe en francés",
  nl: "Escribe en neerlandés",
};

/**
 * The languages buyers read the site in (docs/decisions/0057-languages.md): Spanish at the root,
 * every other one under its own prefix (`/en/portal`). The one list every part reads: routes,
 * links, <html lang>, hreflang alternates, the sitemap and the language switch.
 */
export const LOCALES = ["es", "en", "de", "fr", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "es";

/** The languages with a path prefix: all but Spanish, which lives at the root. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  "es"
>[];

/** Each language by its own name: a reader looks for the word they know, not a translation of it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: "Español",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  nl: "Nederlands",
};

/**
 * The Intl tag for numbers and dates. British English: most English-speaking buyers in Spain are
 * from the UK, who read '1 June 2026' and '€350,000'.
 */
export const INTL_TAGS: Record<Locale, string> = {
  es: "es-ES",
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  nl: "nl-NL",
};

/** The Open Graph locale of a page in each language. */
export const OG_LOCALES: Record<Locale, string> = {
  es: "es_ES",
  en: "en_GB",
  de: "de_DE",
  fr: "fr_FR",
  nl: "nl_NL",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const PREFIX = /^\/(en|de|fr|nl)(?=\/|$)/;

/**
 * The language a page is written in: a route may name it (`handle.locale`, the deepest wins), or
 * say its loader knows it (`handle.localeFromData`: a page reached from an e-mail whose language
 * is the person's, not the address's), else its address says it.
 */
export function pageLocale(
  matches: ReadonlyArray<{ handle?: unknown; loaderData?: unknown } | undefined>,
  pathname: string,
): Locale {
  for (const match of [...matches].reverse()) {
    const handle = match?.handle as { locale?: unknown; localeFromData?: unknown } | undefined;
    if (isLocale(handle?.locale)) return handle.locale;
    const fromData = (match?.loaderData as { locale?: unknown } | undefined)?.locale;
    if (handle?.localeFromData === true && isLocale(fromData)) return fromData;
  }
  return localeOfPath(pathname);
}

/** The language of an address: its prefix, Spanish without one. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/** An address without its language prefix: the Spanish page's. */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}

/** A Spanish (root) address in a language: `/portal` → `/en/portal`, `/` → `/en`. */
export function prefixedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return `/${locale}`;
  return path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The route id of a page's variant in a language (app/routes.ts); Spanish keeps the file's id. */
export function localizedRouteId(locale: Locale, routeId: string): string {
  return locale === DEFAULT_LOCALE ? routeId : `${routeId}.${locale}`;
}

/** A route id without its language: what the page is, whatever language it is shown in. */
export function baseRouteId(routeId: string): string {
  return routeId.replace(/\.(en|de|fr|nl)$/, "");
}

/** The first link of every page, for keyboard and screen reader users, in the page's language. */
export const SKIP_TO_CONTENT: Record<Locale, string> = {
  es: "Saltar al contenido",
  en: "Skip to content",
  de: "Zum Inhalt springen",
  fr: "Aller au contenu",
  nl: "Naar de inhoud",
};

/** The switch's name, in the language of the page it is on. */
export const LANGUAGE_SWITCH_LABELS: Record<Locale, string> = {
  es: "Idioma",
  en: "Language",
  de: "Sprache",
  fr: "Langue",
  nl: "Taal",
};

/**
 * The one-line suggestion a Spanish page makes to a reader whose browser prefers another language,
 * in that language (they may read no Spanish at all).
 */
export const ALSO_IN: Record<Locale, string> = {
  es: "Esta página también está en español",
  en: "This page is also in English",
  de: "Diese Seite gibt es auch auf Deutsch",
  fr: "Cette page existe aussi en français",
  nl: "Deze pagina is er ook in het Nederlands",
};
