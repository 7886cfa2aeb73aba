/**
 * Spanish identity numbers: DNI (8 digits + check letter) and NIE (X/Y/Z + 7 digits + letter).
 * The letter is the number modulo 23 looked up in this table (Ministerio del Interior).
 */
const CHECK_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;

/** Upper case, without the spaces, dots and hyphens people type ("12.345.678-z"). */
export function normalizeSpanishId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/** 'N/A' is stored for "no DNI yet"; it counts as empty, like a blank field. */
export function isBlankDni(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.toUpperCase() === "N/A";
}

export function isValidSpanishId(value: string): boolean {
  const id = normalizeSpanishId(value);
  const dni = DNI_PATTERN.exec(id);
  if (dni) return CHECK_LETTERS[Number(dni[1]) % 23] === dni[2];
  const nie = NIE_PATTERN.exec(id);
  if (nie) {
    const prefix = String("XYZ".indexOf(nie[1] as string));
    return CHECK_LETTERS[Number(`${prefix}${nie[2]}`) % 23] === nie[3];
  }
  return false;
}
