/**
 * Calendar days and Madrid wall-clock times as forms send them: a date input's 'YYYY-MM-DD' and a
 * datetime-local input's 'YYYY-MM-DDTHH:mm'. Built by hand rather than with `new Date(text)`,
 * which rolls an impossible day over ('2027-02-30' is read as 2 March) — the day PostgreSQL then
 * refuses. Knows nothing of what a date is for: the bounds of each form live in its domain.
 */
export const MADRID_TIME_ZONE = "Europe/Madrid";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// To the minute: a browser may add seconds (":00", ":00.000"), but only zero ones; ":60" or ":30"
// names no minute a person chose.
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.0{1,3})?)?$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

type Day = { year: number; month: number; day: number };

function readDay(text: string): Day | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether the text is a day that exists: '2028-02-29' is, '2027-02-29', '2027-04-31' and '2027-13-01' are not. */
export function isCalendarDay(text: string): boolean {
  return readDay(text) !== null;
}

const two = (value: number) => String(value).padStart(2, "0");
const dayText = ({ year, month, day }: Day) => `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}`;

function utcDay(date: Date): Day {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar day `days` after (or before) a calendar day. */
export function addDays(isoDay: string, days: number): string {
  const day = readDay(isoDay);
  if (!day) throw new RangeError(`not a calendar day: ${isoDay}`);
  const date = new Date(0);
  date.setUTCFullYear(day.year, day.month - 1, day.day + days);
  return dayText(utcDay(date));
}

/** The same day `years` later; 29 February becomes the 28th in a year without one. */
export function addYears(isoDay: string, years: number): string {
  const day = readDay(isoDay);
  if (!day) throw new RangeError(`not a calendar day: ${isoDay}`);
  const year = day.year + years;
  return dayText({ year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) });
}

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: MADRID_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Madrid wall-clock fields of an instant. */
export function madridFields(instant: Date | number) {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar day it is in Madrid at an instant ('2026-11-26'). */
export function madridDay(instant: Date | number): string {
  return dayText(madridFields(instant));
}

/**
 * The instant a Madrid wall-clock time names ('2026-03-29T10:30'), or null when it is malformed,
 * carries seconds other than zero, names a day that does not exist, or falls in the hour skipped when clocks go forward in March.
 * The hour repeated in October is read as the first (summer time).
 */
export function parseMadridLocal(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!readDay(`${match[1]}-${match[2]}-${match[3]}`) || hour > 23 || minute > 59) return null;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute);
  // Madrid is UTC+1 or UTC+2: of the two candidates, the earliest whose Madrid fields match.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wall.getTime() - offsetHours * 3_600_000);
    const fields = madridFields(candidate);
    if (
      fields.year === year &&
      fields.month === month &&
      fields.day === day &&
      fields.hour === hour &&
      fields.minute === minute
    )
      return candidate;
  }
  return null;
}

/** The `datetime-local` value of an instant in Madrid (to refill a form). */
export function toMadridLocal(instant: Date): string {
  const fields = madridFields(instant);
  return `${dayText(fields)}T${two(fields.hour)}:${two(fields.minute)}`;
}
