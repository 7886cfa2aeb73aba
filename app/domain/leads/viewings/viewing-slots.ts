import { MADRID_TIME_ZONE, madridFields, parseMadridLocal } from "#app/lib/calendar";

/**
 * Viewing times as people type and read them: a `datetime-local` value ("2026-03-29T10:30") is a
 * wall-clock time in Europe/Madrid, whatever the browser's or the server's zone. Stored as instants.
 */
export const MAX_VIEWING_SLOTS = 3;
/** A viewing lasts an hour in the calendar invitation. */
export const VIEWING_DURATION_MINUTES = 60;

/**
 * When a viewing may be proposed, by the buyer or by the seller: far enough ahead for the other
 * side to read the e-mail and answer, near enough to be a real plan, and at an hour a home is
 * visited (Madrid time; a visit may start from 08:00 up to 22:00 itself).
 */
export const VIEWING_WINDOW = {
  minLeadMinutes: 120,
  maxAheadDays: 90,
  firstHour: 8,
  lastHour: 22,
} as const;

/**
 * How many times a seller may propose another time for one viewing. Each proposal mails the buyer:
 * past this the seller confirms one of the buyer's times, rejects or cancels.
 */
export const MAX_TIME_PROPOSALS = 3;

export const VIEWING_SLOT_MESSAGES = {
  invalid: "Introduce una fecha y hora válidas (por ejemplo, 14/03/2026 10:30).",
  past: "Elige una fecha y hora que aún no hayan pasado.",
  tooSoon: "Propón una hora con al menos dos horas de antelación.",
  tooFar: `Propón una fecha dentro de los próximos ${VIEWING_WINDOW.maxAheadDays} días.`,
  outsideHours: "Propón una hora entre las 08:00 y las 22:00 (hora de Madrid).",
} as const;

/** Why a typed 'Fecha y hora' cannot be a viewing at `now`, or null when it can. */
export function viewingSlotProblem(value: string, now: number): string | null {
  const instant = parseMadridLocal(value);
  if (!instant) return VIEWING_SLOT_MESSAGES.invalid;
  const time = instant.getTime();
  if (time <= now) return VIEWING_SLOT_MESSAGES.past;
  if (time < now + VIEWING_WINDOW.minLeadMinutes * 60_000) return VIEWING_SLOT_MESSAGES.tooSoon;
  if (time > now + VIEWING_WINDOW.maxAheadDays * 86_400_000) return VIEWING_SLOT_MESSAGES.tooFar;
  if (!isViewingHour(instant)) return VIEWING_SLOT_MESSAGES.outsideHours;
  return null;
}

/** 08:00 to 22:00 on Madrid's clock, both included. */
export function isViewingHour(instant: Date): boolean {
  const { hour, minute } = madridFields(instant);
  const minutes = hour * 60 + minute;
  return minutes >= VIEWING_WINDOW.firstHour * 60 && minutes <= VIEWING_WINDOW.lastHour * 60;
}

const labelFormatter = new Intl.DateTimeFormat("es-ES", {
  timeZone: MADRID_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'sábado, 14 de marzo de 2026, 10:30' — how every page and e-mail names a viewing time. */
export function formatViewingTime(instant: Date): string {
  return labelFormatter.format(instant);
}
