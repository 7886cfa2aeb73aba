import { formatIsoDate } from "#app/lib/format";

/**
 * The funnel counts per week, Monday to Sunday in Spain (Europe/Madrid), whatever the server's
 * clock zone: a visit at 00:30 on a Monday in Madrid belongs to the week that starts that day.
 * Days are ISO dates ('2026-11-23'), compared and shifted as plain calendar days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Spain at `instant`. */
export function madridDay(instant: Date): string {
  return formatIsoDate(instant);
}

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return shiftDays(day, -((weekday + 6) % 7));
}

/** The Mondays of the last `count` weeks in Spain, oldest first, the current week last. */
export function lastWeekStarts(now: Date, count: number): string[] {
  const current = weekStartOf(madridDay(now));
  return Array.from({ length: count }, (_, index) => shiftDays(current, -7 * (count - 1 - index)));
}
