/**
 * What a one-line field (a name, a phone, an address, an amount) never holds: every control
 * character (C0 with tab, CR and LF, DEL, C1 with NEL), the Unicode line and paragraph separators,
 * and the bidi controls. A line break in a buyer's name forges lines ("Bcc: …") in a plain-text
 * e-mail; a NUL makes PostgreSQL refuse the row.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const isSingleLineText = (value: string) => !NOT_SINGLE_LINE.test(value);

/**
 * A search box or a name read from a URL, where refusing helps nobody: what a one-line field never
 * holds becomes a space, spaces are collapsed, and the text is cut to `maxLength`. (A NUL would not
 * even reach PostgreSQL; a bidi control would reverse the text shown back in the page and e-mails.)
 */
export function oneLineText(raw: unknown, maxLength: number): string {
  return String(raw ?? "")
    .replace(new RegExp(NOT_SINGLE_LINE.source, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}
