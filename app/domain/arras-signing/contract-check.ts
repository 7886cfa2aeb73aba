/**
 * What the public check page may say about a signer: the first name and the initials of the rest
 * ('Ana Martín López' → 'Ana M. L.'), enough for a holder of the document to recognise the parties
 * it already names, nothing for anyone else (docs/decisions/0049-signature-level.md).
 */
export function signerInitials(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return [first, ...rest.map((word) => `${word.charAt(0).toLocaleUpperCase("es-ES")}.`)].join(" ");
}
