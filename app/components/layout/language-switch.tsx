import {
  ALSO_IN,
  DEFAULT_LOCALE,
  LANGUAGE_SWITCH_LABELS,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from "#app/lib/i18n/locales";
import { languageHome } from "#app/urls";

/**
 * Every language by its own name, as plain links: it works without JavaScript, by keyboard, and a
 * screen reader reads each name in its language (`lang`). On a page with versions each link keeps
 * the page and its query; on a page in Spanish only, another language leads to its portal.
 * On a Spanish page, each link carries the sentence the suggestion shows a reader whose browser
 * prefers that language (app/enhance/language-suggestion.ts): the HTML is the same for everyone,
 * so the page cache keys on the path alone.
 */
export function LanguageSwitch({
  locale,
  versions,
  currentPath,
}: {
  locale: Locale;
  versions: Record<Locale, string> | null;
  currentPath: string;
}) {
  const suggest = versions !== null && locale === DEFAULT_LOCALE;
  return (
    <nav aria-label={LANGUAGE_SWITCH_LABELS[locale]} className="border-border border-b bg-muted/40 text-sm">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-end gap-x-1 px-4 sm:px-6 lg:px-8">
        {LOCALES.map((language) => {
          const href = versions?.[language] ?? (language === locale ? currentPath : languageHome(language));
          const current = language === locale;
          return (
            <li key={language}>
              <a
                href={href}
                hrefLang={language}
                lang={language}
                aria-current={current ? "page" : undefined}
                data-also-in={suggest && !current ? ALSO_IN[language] : undefined}
                className="inline-flex min-h-9 items-center rounded px-2 text-muted-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
              >
                {LOCALE_NAMES[language]}
              </a>
            </li>
          );
        })}
      </ul>
      {suggest ? (
        <p data-language-suggestion hidden className="mx-auto max-w-7xl px-4 pb-2 sm:px-6 lg:px-8" />
      ) : null}
    </nav>
  );
}
