import { isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";

/**
 * Spanish tax ids of a company (CIF, now "NIF de persona jurídica"): an organisation letter, seven
 * digits and a control character computed from the digits (Orden EHA/451/2008). An agency run by a
 * self-employed person uses a personal NIF (DNI) or, for foreigners, a NIE: those are accepted too.
 */
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CONTROL_LETTERS = "JABCDEFGHI";
/** Organisations whose control character is always a letter, or always a digit. */
const LETTER_CONTROL = new Set(["N", "P", "Q", "R", "S", "W"]);
const DIGIT_CONTROL = new Set(["A", "B", "E", "H"]);

export function cifControlDigit(sevenDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 7; index++) {
    const digit = Number(sevenDigits[index]);
    if (index % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(normalizeSpanishId(value));
  if (!match) return false;
  const [, letter = "", digits = "", control = ""] = match;
  const expected = cifControlDigit(digits);
  const asDigit = String(expected);
  const asLetter = CONTROL_LETTERS[expected] as string;
  if (LETTER_CONTROL.has(letter)) return control === asLetter;
  if (DIGIT_CONTROL.has(letter)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

/** A company CIF, or the DNI/NIE of a self-employed agent. */
export function isValidCompanyNif(value: string): boolean {
  return isValidCif(value) || isValidSpanishId(value);
}
