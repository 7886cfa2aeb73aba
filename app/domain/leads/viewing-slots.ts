/**
 * Viewing times as people type and read them: a `datetime-local` value ("2026-03-29T10:30") is a
 * wall-clock time in Europe/Madrid, whatever the browser's or the server's zone. Stored as instants.
 */
export const VIEWING_TIME_ZONE = "Europe/Madrid";
export const MAX_VIEWING_SLOTS = 3;
/** A viewing lasts an hour in the calendar invitation. */
export const VIEWING_DURATION_MINUTES = 60;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: VIEWING_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Madrid wall-clock fields of an instant. */
function madridFields(instant: Date) {
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

/**
 * The instant a Madrid wall-clock time names, or null when it is malformed or does not exist (the
 * hour skipped when clocks go forward in March). The hour repeated in October is read as the first.
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
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Madrid is UTC+1 or UTC+2: of the two candidates, the earliest whose Madrid fields match.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
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
  const f = madridFields(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${f.year}-${two(f.month)}-${two(f.day)}T${two(f.hour)}:${two(f.minute)}`;
}

const labelFormatter = new Intl.DateTimeFormat("es-ES", {
  timeZone: VIEWING_TIME_ZONE,
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
