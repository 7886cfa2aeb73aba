import type { TimelineStep } from "./timeline";

/**
 * One date of the closing room as an iCalendar file (RFC 5545): an appointment at its instant in
 * UTC (so the calendar shows it right on either side of a clock change), a deadline as an all-day
 * event on its Madrid calendar day.
 */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const dayStamp = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export function stepIcs(
  step: Pick<TimelineStep, "key" | "title" | "day" | "at" | "note">,
  { dealId, propertyTitle, url, now }: { dealId: string; propertyTitle: string; url: string; now: Date },
): string {
  if (!step.day) throw new Error("a step without a date has no calendar file");
  const timing = step.at
    ? [
        `DTSTART:${utcStamp(new Date(step.at))}`,
        `DTEND:${utcStamp(new Date(new Date(step.at).getTime() + 3_600_000))}`,
      ]
    : [`DTSTART;VALUE=DATE:${dayStamp(step.day)}`, `DTEND;VALUE=DATE:${dayStamp(nextDay(step.day))}`];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Zaguan//Sala de cierre//ES",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${dealId}-${step.key}@zaguan`,
    `DTSTAMP:${utcStamp(now)}`,
    ...timing,
    `SUMMARY:${escapeText(`${step.title} · ${propertyTitle}`)}`,
    `DESCRIPTION:${escapeText([step.note ?? "", url].filter(Boolean).join("\n"))}`,
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
