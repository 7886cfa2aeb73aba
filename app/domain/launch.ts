/**
 * The launch countdown's arithmetic. The date comes from `LAUNCH_AT`
 * (decisions.md: configurable; once past, the 'arrived in Spain' message shows).
 */

export const DEFAULT_LAUNCH_AT = "2025-08-11T23:59:59+02:00";

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds since the epoch; an unparseable value falls back to the default date rather than breaking the page. */
export function launchTimestamp(launchAt: string): number {
  const parsed = Date.parse(launchAt);
  return Number.isNaN(parsed) ? Date.parse(DEFAULT_LAUNCH_AT) : parsed;
}

export function hasLaunched(launchAtMs: number, nowMs: number): boolean {
  return nowMs >= launchAtMs;
}

/**
 * Days, hours, minutes and seconds until the launch, or null once it has happened. Seconds round
 * up, so the display never reads 0 d 00:00:00 while the launch is still ahead; the last second
 * shown is 1 and the next tick is the 'arrived' state.
 */
export function timeUntilLaunch(launchAtMs: number, nowMs: number): TimeLeft | null {
  if (hasLaunched(launchAtMs, nowMs)) return null;
  const remaining = Math.ceil((launchAtMs - nowMs) / SECOND) * SECOND;
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
  };
}

/** '05': every unit but days is shown with two digits, so the width never changes while it ticks. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

const dateFormat = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Madrid",
});
const timeFormat = new Intl.DateTimeFormat("es-ES", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Madrid",
});

/**
 * '11 de agosto de 2025 a las 23:59' in Spain's time, for the countdown's static accessible label.
 * Date and time are joined by hand: ICU versions differ in the joiner (',' or ' a las'), and the
 * server's text must match the browser's when the page hydrates.
 */
export function formatLaunchDate(launchAtMs: number): string {
  const date = new Date(launchAtMs);
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ");
  return `${plain(dateFormat.format(date))} a las ${plain(timeFormat.format(date))}`;
}
