/**
 * The Spanish cadastral reference (referencia catastral) of a property: 20 characters. The first
 * 14 identify the plot (7 for the plot, 7 for the map sheet), the next 4 the unit within it, and
 * the last 2 are check letters the Dirección General del Catastro computes from the rest.
 */
export const CADASTRAL_REFERENCE_LENGTH = 20;

const CHECK_LETTERS = "MQWERTYUIOPASDFGHJKLBZX";
const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
const SHAPE = /^[0-9A-ZÑ]{18}[A-Z]{2}$/;

/** Upper case, without the spaces, hyphens and dots people copy from a receipt ("7837301-VG8173B-0001 TT"). */
export function normalizeCadastralReference(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/** Digits count as themselves; letters by their place in the Spanish alphabet (A = 1 … N = 14, Ñ = 15 … Z = 27). */
function characterValue(character: string): number {
  if (/[0-9]/.test(character)) return Number(character);
  if (character === "Ñ") return 15;
  const code = character.charCodeAt(0);
  return character <= "N" ? code - 64 : code - 63;
}

function checkLetter(characters: string): string {
  let sum = 0;
  for (let index = 0; index < characters.length; index++) {
    sum += characterValue(characters[index] as string) * (WEIGHTS[index] as number);
  }
  return CHECK_LETTERS[sum % 23] as string;
}

/** The two check letters for the first 18 characters of a (normalised) reference. */
export function cadastralCheckLetters(first18: string): string {
  const unit = first18.slice(14, 18);
  return checkLetter(first18.slice(0, 7) + unit) + checkLetter(first18.slice(7, 14) + unit);
}

/** True for a well-formed reference whose check letters match (spaces and hyphens are ignored). */
export function isValidCadastralReference(value: string): boolean {
  const reference = normalizeCadastralReference(value);
  if (reference.length !== CADASTRAL_REFERENCE_LENGTH || !SHAPE.test(reference)) return false;
  return reference.slice(18) === cadastralCheckLetters(reference.slice(0, 18));
}
