import type { Locale } from "./locales";

/**
 * A whole-euro amount as a reader of each language types it: '350,000' (en), '350.000' (es, de,
 * nl), '350 000' (fr, with a plain, non-breaking or narrow space). The other language's separator
 * ('350.000' typed on the English page) could mean 350 with decimals, so it is refused with a
 * message rather than guessed: an offer off by a factor of 1 000 is worse than a second try.
 */
export type AmountReading = { ok: true; euros: number } | { ok: false; problem: "format" | "ambiguous" };

const GROUP_SEPARATOR: Record<Locale, string> = { en: ",", es: ".", de: ".", nl: ".", fr: " " };
const SPACES = /[\s\u00a0\u202f]/g;

export function readWholeEuros(locale: Locale, typed: string): AmountReading {
  const text = typed.replace(/€/g, "").trim().replace(SPACES, " ");
  if (/^\d{1,13}$/.test(text)) return { ok: true, euros: Number(text) };
  const own = GROUP_SEPARATOR[locale];
  const grouped = (separator: string) =>
    new RegExp(`^\\d{1,3}(${separator === "." ? "\\." : separator}\\d{3})+$`).test(text);
  if (grouped(own)) return { ok: true, euros: Number(text.split(own).join("")) };
  // Another language's grouping or a decimal part: cents, or a misplaced thousands sign.
  if (/^[\d., ]+$/.test(text) && /\d/.test(text)) return { ok: false, problem: "ambiguous" };
  return { ok: false, problem: "format" };
}
