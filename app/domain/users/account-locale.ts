import { isLocale, type Locale } from "#app/lib/i18n/locales";

/** 'Idioma de los correos' in 'Mis Datos' posts this intent with the chosen language. */
export const SET_LOCALE_INTENT = "set-locale";

/** The language a form asked for: one of the five offered, or null (refused, never guessed). */
export function chosenLocale(value: FormDataEntryValue | null): Locale | null {
  return isLocale(value) ? value : null;
}
