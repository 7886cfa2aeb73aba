import { MAX_SAVED_SEARCHES } from "#app/domain/alerts/saved-searches";
import type { saveSearch } from "#app/domain/alerts/saved-searches.server";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

type SaveSearchRefusal = Extract<Awaited<ReturnType<typeof saveSearch>>, { ok: false }>["reason"];

/** Every word of 'Guardar búsqueda', in the page's language (the Spanish ones as they always read). */
export function saveSearchWords(locale: Locale) {
  const t = translator(locale);
  return {
    title: t("space.save.title"),
    lead: t("space.save.lead"),
    filters: t("space.save.filters"),
    name: t("space.save.name"),
    alerts: t("space.searches.alerts"),
    frequency: {
      instant: t("space.frequency.instant"),
      daily: t("space.frequency.daily"),
      off: t("space.frequency.off"),
    },
    submit: t("space.save.submit"),
    back: t("space.save.back"),
  };
}

/** Why a search was not saved, in the page's language. */
export function saveSearchRefusal(locale: Locale, reason: SaveSearchRefusal): string {
  const t = translator(locale);
  if (reason === "name-missing") return t("space.save.nameMissing");
  if (reason === "name-invalid") return t("space.save.nameInvalid");
  return t("space.save.tooMany", { count: MAX_SAVED_SEARCHES });
}

/** The toast on the saved searches once it is saved, in the language of the page it was saved from. */
export function saveSearchToast(locale: Locale, existed: boolean) {
  const t = translator(locale);
  return {
    title: existed ? t("space.save.updated") : t("space.save.saved"),
    description: t("space.save.savedText"),
    variant: "success" as const,
  };
}
