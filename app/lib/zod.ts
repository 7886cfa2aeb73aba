import { z } from "zod";
import { isSingleLineText, isVisibleText } from "./one-line-text";

export { isSingleLineText, isVisibleText, oneLineText } from "./one-line-text";

// Spanish for every message a schema does not set itself (a field sent twice, a wrong type), so a
// user never reads Zod's English defaults. Schemas import `z` from here so the setting is always
// applied before they parse, on the server and in the browser.
z.config(z.locales.es());
// Zod compiles object schemas with `new Function` when it can, and finds out by trying one: under
// our CSP (no 'unsafe-eval') that probe is refused and reported as a violation on every page that
// validates in the browser (the listing's contact form). The interpreted path is fast enough for forms.
z.config({ jitless: true });

export const TEXT_MESSAGES = {
  singleLine: "Este campo no admite saltos de línea, tabuladores ni caracteres de control.",
  invisible:
    "Este campo no admite caracteres invisibles: escríbelo con letras, números o signos que se vean.",
} as const;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Nobody types
 * them; pasted into a name or a message they turn 'gnp.exe' into what reads as 'exe.png', in the
 * seller's e-mail and in the dashboard.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Line breaks as any system writes them (CRLF, CR, NEL, U+2028, U+2029), to be stored as LF. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
/** Control characters a message may not keep once its line breaks are LF: all but LF and tab. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A message as it is kept: line breaks as LF, tabs kept, other controls and bidi controls dropped. */
export const cleanMultiLineText = (value: string) =>
  value.replace(LINE_BREAKS, "\n").replace(MULTI_LINE_CONTROLS, "").replace(BIDI_CONTROLS, "");

/**
 * A one-line form field. Refused (its own Spanish error, checked before anything else) rather than
 * cleaned: a browser's text input never sends a line break or a control character, so one that
 * arrives was forged or pasted from somewhere odd — dropping it silently would store a value
 * different from the one the person saw typed; refusing shows them the field, with what they typed.
 * Invisible format characters, and a value with nothing visible in it, are refused the same way.
 */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(isSingleLineText, { error: TEXT_MESSAGES.singleLine, abort: true })
    .refine(isVisibleText, { error: TEXT_MESSAGES.invisible, abort: true });

/**
 * A multi-line form field (a message, a description, conditions): line breaks kept as LF, other
 * control characters and the bidi controls dropped before it is trimmed and measured. A textarea
 * legitimately sends CRLF and pasted tabs, so nothing here is worth refusing a message for.
 */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanMultiLineText);

export { z };
