/**
 * The formats of the AEAT's SuministroInformacion schema (Orden HAC/1177/2024), in which a record's
 * fields are stored, hashed and written to XML. One place, so the huella and the XML cannot drift.
 */

/** Integer cents → '123.45', '-12.35', '0.00': two decimals, a dot, no thousands separator. */
export function formatRecordAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** A whole percentage → '21.00' (TipoImpositivo). */
export const formatRecordRate = (percent: number): string => formatRecordAmount(percent * 100);

const madridParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsInMadrid(at: Date) {
  const parts = Object.fromEntries(madridParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: parts.year as string,
    month: parts.month as string,
    day: parts.day as string,
    hour: parts.hour as string,
    minute: parts.minute as string,
    second: parts.second as string,
  };
}

/** FechaExpedicionFactura: the day in Spain's (peninsular) calendar, 'dd-mm-yyyy'. */
export function formatRecordDate(at: Date): string {
  const { year, month, day } = partsInMadrid(at);
  return `${day}-${month}-${year}`;
}

/**
 * FechaHoraHusoGenRegistro: Madrid's wall-clock time with its offset that day, '+01:00' in winter and
 * '+02:00' in summer, whole seconds ('2026-11-27T04:05:06+01:00'). The offset is derived from the
 * wall clock itself, so it is right on both sides of a change of time.
 */
export function formatRecordTimestamp(at: Date): string {
  const { year, month, day, hour, minute, second } = partsInMadrid(at);
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offsetMinutes = Math.round((wallAsUtc - wholeSeconds) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${hours}:${minutes}`;
}
