/**
 * Money and dates as a reader in Spain expects them. Server and browser may ship different ICU
 * data, so spacing is normalised (a non-breaking space before '€' keeps the amount on one line,
 * plain spaces in dates) and dates use Madrid's time zone: the server-rendered text then matches
 * what the browser hydrates.
 */

const NBSP = "\u00a0";

/**
 * Made on first use: building an Intl formatter loads locale data, which on a phone is a few
 * milliseconds each of the work done before the page responds, and many pages never format a date.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

// Intl es-ES leaves four-digit amounts ungrouped ('5000 €'); 'always' makes it '5.000 €' like the rest.
const euroFormat = (fractionDigits: number) =>
  lazy(
    () =>
      new Intl.NumberFormat("es-ES", {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
        useGrouping: "always",
      }),
  );

const priceFormat = euroFormat(0);
const wholeFormat = lazy(() => new Intl.NumberFormat("es-ES", { useGrouping: "always" }));
const centsFormat = euroFormat(2);

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat("es-ES", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Madrid",
    }),
);

const isoDateFormat = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZone: "Europe/Madrid",
    }),
);

const withNbsp = (text: string) => text.replace(/[\s\u202f]/g, NBSP);
const withPlainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ");

/** Whole euros, as prices are stored: 250000 → '250.000 €'. */
export function formatPrice(euros: number): string {
  return withNbsp(priceFormat().format(euros));
}

/** A whole number grouped as in Spain: 250000 → '250.000'. */
export function formatWholeNumber(value: number): string {
  return wholeFormat().format(value);
}

/** Square metres: 1200 → '1.200 m²'. */
export function formatArea(squareMetres: number): string {
  return `${wholeFormat().format(squareMetres)}${NBSP}m²`;
}

/** Integer cents, as payments are stored: 60500 → '605,00 €'. */
export function formatCents(cents: number): string {
  return withNbsp(centsFormat().format(cents / 100));
}

/** '21 de noviembre de 2026', on the calendar day it is in Spain. */
export function formatDateEs(date: Date | string | number): string {
  return withPlainSpaces(dateFormat().format(new Date(date)));
}

/** A calendar day ('2026-12-15', as a contract or a form records it) in words: '15 de diciembre de 2026'. Noon UTC is the same day in Spain all year. */
export function formatDayEs(day: string): string {
  return formatDateEs(`${day}T12:00:00Z`);
}

/** '2026-11-21': the calendar day in Spain, as ISO 8601 wants a date (structured data, sitemaps). */
export function formatIsoDate(date: Date | string | number): string {
  return isoDateFormat().format(new Date(date));
}

/** A share as Spanish text writes a percentage: 0.6 → '60 %'. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)} %`;
}
