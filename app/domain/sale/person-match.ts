/** How people write a name, a DNI or an e-mail, compared (docs/decisions/0030, 0051). */

/** Lower case, no accents, no punctuation, single spaces: 'José  Pérez-Ruiz' → 'jose perez ruiz'. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** DNI/NIE without spaces, dots or dashes, upper case: '12.345.678-z' → '12345678Z'. */
export const normaliseDni = (dni: string): string => dni.replace(/[^0-9a-z]/gi, "").toUpperCase();

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The same person by name: equal once normalised, or — people write one surname or two — every
 * word of the shorter name is in the longer one, with at least a first name and a surname. 'Ana'
 * alone matches no one: a first name is too common to be evidence.
 */
export function namesMatch(a: string, b: string): boolean {
  const left = normaliseName(a).split(" ").filter(Boolean);
  const right = normaliseName(b).split(" ").filter(Boolean);
  if (left.length === 0 || right.length === 0) return false;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  if (shorter.length < 2) return shorter.join(" ") === longer.join(" ") && longer.length >= 2;
  return shorter.every((word) => longer.includes(word));
}
