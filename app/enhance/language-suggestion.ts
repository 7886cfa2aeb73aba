/**
 * A Spanish page that exists in the reader's language says so in one line, never redirecting
 * (docs/decisions/0057-languages.md). Read from the browser's languages here rather than from
 * Accept-Language on the server: the cached HTML stays one per path.
 */
export function enhanceLanguageSuggestion() {
  const slot = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!slot) return;
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    // A reader who puts Spanish first needs no suggestion.
    if (language === "es") return;
    const version = document.querySelector<HTMLAnchorElement>(`a[data-also-in][hreflang="${language}"]`);
    if (!version) continue;
    const link = document.createElement("a");
    link.href = version.href;
    link.lang = language;
    link.hreflang = language;
    link.className = "font-medium text-primary underline underline-offset-4";
    link.textContent = version.dataset.alsoIn ?? "";
    slot.append(link);
    slot.hidden = false;
    return;
  }
}
