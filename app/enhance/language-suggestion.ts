import { ALSO_IN, isLocale } from "#app/lib/i18n/locales";

/**
 * A Spanish page that exists in the reader's language says so in one line, never redirecting
 * (docs/decisions/0057-languages.md). Read from the browser's languages here rather than from
 * Accept-Language on the server: the cached HTML stays one per path. The sentences live here, not
 * in every page's HTML (the portal's has a budget).
 */
export function enhanceLanguageSuggestion() {
  const languageSwitch = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!languageSwitch) return;
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    // A reader who puts Spanish first needs no suggestion.
    if (language === "es") return;
    const version = languageSwitch.querySelector<HTMLAnchorElement>(`a[lang="${language}"]`);
    if (!version || !isLocale(language)) continue;
    const link = document.createElement("a");
    link.href = version.href;
    link.lang = language;
    link.hreflang = language;
    link.className = "font-semibold text-primary underline";
    link.textContent = ALSO_IN[language];
    const line = document.createElement("p");
    line.className = "mx-auto max-w-7xl px-4 pt-1 sm:px-6 lg:px-8";
    line.append(link);
    languageSwitch.append(line);
    return;
  }
}
