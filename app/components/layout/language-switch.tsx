import {
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
 * A Spanish page with versions is marked for the one-line suggestion the public script adds from
 * the browser's languages (app/enhance/language-suggestion.ts): the HTML is the same for
 * everyone, so the page cache keys on the path alone. Classes the portal already uses: its HTML has
 * a budget (scripts/bench/page-weight.ts).
 */
export function LanguageSwitch({
  locale,
  lang,
  versions,
  currentPath,
}: {
  /** The language the page is read in, marked as the current one. */
  locale: Locale;
  /** Set when that is not the document's language (an account's pages, in the account's). */
  lang?: Locale;
  versions: Record<Locale, string> | null;
  currentPath: string;
}) {
  return (
    <nav
      lang={lang}
      aria-label={LANGUAGE_SWITCH_LABELS[locale]}
      data-language-suggestion={versions !== null && locale === DEFAULT_LOCALE ? "" : undefined}
      className="border-border border-b text-sm"
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-3 px-4 pt-1 sm:px-6 lg:px-8">
        {LOCALES.map((language) => {
          const current = language === locale;
          const href = versions?.[language] ?? (current ? currentPath : languageHome(language));
          return (
            <li key={language}>
              <a
                href={href}
                lang={language}
                aria-current={current ? "page" : undefined}
                className={
                  current ? "font-semibold text-foreground" : "text-muted-foreground hover:underline"
                }
              >
                {LOCALE_NAMES[language]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
