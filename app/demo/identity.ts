import { cadastralCheckLetters } from "#app/domain/sale/cadastral-reference";
import type { Random } from "#app/lib/random";

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** A DNI whose control letter is right, so demo profiles pass the same validation as real ones. */
export function spanishDni(number: number): string {
  return `${String(number).padStart(8, "0")}${DNI_LETTERS[number % 23]}`;
}

/** A company tax id (CIF/NIF of an S.L. starts with B) with its control digit computed. */
export function spanishCompanyNif(letter: "A" | "B", sevenDigits: string): string {
  const digits = sevenDigits.split("").map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    if (index % 2 === 1) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  return `${letter}${sevenDigits}${(10 - (sum % 10)) % 10}`;
}

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * A 20-character cadastral reference with its control letters computed, so a demo listing passes
 * the same validation as a real one when its owner edits it ('Reabrir y Editar').
 */
export function fakeCatastralReference(rng: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join("");
  const letters = (count: number) =>
    Array.from({ length: count }, () => rng.pick(LETTERS.split(""))).join("");
  const first18 = `${digits(7)}${letters(2)}${digits(4)}${letters(1)}${digits(4)}`;
  // The random letters are drawn as before so every other seeded value stays the same.
  letters(2);
  return `${first18}${cadastralCheckLetters(first18)}`;
}
