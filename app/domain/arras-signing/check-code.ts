/**
 * The short public code printed on each contract version: 10 characters of Crockford's base32
 * (50 random bits), shown as two groups of five. Read back forgivingly: case, spaces, dashes and
 * the letters a person confuses with digits (O, I, L) do not matter.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CHECK_CODE_LENGTH = 10;
const CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${CHECK_CODE_LENGTH}}$`);

/** A new code from `random` bytes (one per character, 5 bits each used). */
export function checkCodeFrom(random: Uint8Array): string {
  if (random.length < CHECK_CODE_LENGTH) throw new RangeError("not enough random bytes");
  let code = "";
  for (let index = 0; index < CHECK_CODE_LENGTH; index++) code += ALPHABET[(random[index] ?? 0) & 31];
  return code;
}

/** The code as stored, or null when what was typed cannot be one. */
export function normalizeCheckCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return CODE_PATTERN.test(code) ? code : null;
}

/** As printed: `7K3MQ-9XA2B`. */
export function formatCheckCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
