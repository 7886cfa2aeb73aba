/**
 * What a one-line field (a name, a phone, an address, an amount) never holds: every control
 * character (C0 with tab, CR and LF, DEL, C1 with NEL), the Unicode line and paragraph separators,
 * and the bidi controls. A line break in a buyer's name forges lines ("Bcc: …") in a plain-text
 * e-mail; a NUL makes PostgreSQL refuse the row.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * Format characters that draw nothing and that nobody types into a form: the soft hyphen, the
 * combining grapheme joiner, the Arabic letter mark, the Hangul fillers, the Mongolian vowel separator, the zero-width space,
 * LRM and RLM, the word joiner and invisible operators, the deprecated format controls, the BOM and
 * the tag characters. A name made of them shows blank in the seller's e-mail and dashboard
 * (docs/decisions/0027-form-input-and-unproven-addresses.md). The zero-width joiner and non-joiner
 * stay: Persian, the Indic scripts and emoji sequences need them inside a word.
 */
const INVISIBLE_FORMAT =
  /\u034F|[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/u;

/**
 * A character that leaves a mark: not a space, not a control, format, unassigned or private-use
 * character, not a combining mark on its own, not the Braille blank.
 */
const VISIBLE = /[^\s\p{Z}\p{C}\p{Mn}\p{Me}\u2800]/u;

export const isSingleLineText = (value: string) => !NOT_SINGLE_LINE.test(value);

/**
 * Text a person can see: no invisible format character anywhere, and, once it holds anything but
 * spaces, at least one visible character (spaces alone are left to the field's own "required").
 */
export const isVisibleText = (value: string) =>
  !INVISIBLE_FORMAT.test(value) && (value.trim() === "" || VISIBLE.test(value));

/**
 * A search box or a name read from a URL, where refusing helps nobody: what a one-line field never
 * holds becomes a space, the invisible format characters go, spaces are collapsed, and the text is
 * cut to `maxLength`. (A NUL would not even reach PostgreSQL; a bidi control would reverse the text
 * shown back in the page and e-mails.)
 */
export function oneLineText(raw: unknown, maxLength: number): string {
  return String(raw ?? "")
    .replace(new RegExp(NOT_SINGLE_LINE.source, "gu"), " ")
    .replace(new RegExp(INVISIBLE_FORMAT.source, "gu"), "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}
