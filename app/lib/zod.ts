import { z } from "zod";

// Spanish for every message a schema does not set itself (a field sent twice, a wrong type), so a
// user never reads Zod's English defaults. Schemas import `z` from here so the setting is always
// applied before they parse, on the server and in the browser.
z.config(z.locales.es());
// Zod compiles object schemas with `new Function` when it can, and finds out by trying one: under
// our CSP (no 'unsafe-eval') that probe is refused and reported as a violation on every page that
// validates in the browser (the listing's contact form). The interpreted path is fast enough for forms.
z.config({ jitless: true });

/**
 * C0 control characters other than tab and line breaks, and DEL. Nobody types them, a paste can
 * carry them, and PostgreSQL refuses NUL in `text` and `jsonb` (the save would fail with a 500).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, "");

/** A free-text form field (names, titles, addresses): control characters are dropped before it is trimmed and measured. */
export const formText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutControlCharacters);

export { z };
