import { formatDayEs } from "#app/lib/format";
import { INTL_TAGS, type Locale } from "./locales";

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day ('2026-12-15') as each reader writes it: '15 December 2026', '15. Dezember 2026',
 * '15 décembre 2026', '15 december 2026'; Spanish exactly as every Spanish e-mail already has it.
 * Noon in Madrid is the same day everywhere the buyer may read it.
 */
export function formatDayIn(locale: Locale, day: string): string {
  if (locale === "es") return formatDayEs(day);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Madrid",
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A viewing's time on Madrid's clock, as each reader writes a day and an hour: 'sábado, 12 de
 * diciembre de 2026, 10:00' (the Spanish every viewing e-mail has), 'Saturday 12 December 2026 at
 * 10:00', 'Samstag, 12. Dezember 2026 um 10:00'. Madrid's, whatever the reader's zone: the
 * home is there, and the e-mail says '(hora de Madrid)' in the reader's words.
 */
export function formatTimeIn(locale: Locale, instant: Date): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      timeZone: "Europe/Madrid",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    timeFormats.set(locale, format);
  }
  return format.format(instant);
}

const appointmentFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An appointment at the notary's on Madrid's clock, as the reader writes a day and an hour: '15 de
 * marzo de 2027, 10:30', '15 March 2027 at 10:30'. Madrid's whatever the reader's zone: the notary
 * is there, and the other languages' sentences say so.
 */
export function formatAppointmentIn(locale: Locale, at: string): string {
  let format = appointmentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : INTL_TAGS[locale], {
      timeZone: "Europe/Madrid",
      dateStyle: "long",
      timeStyle: "short",
    });
    appointmentFormats.set(locale, format);
  }
  return format.format(new Date(at));
}
