/** Typed to confirm 'Eliminar mi cuenta': the account's own e-mail, case and spaces aside. */
export function isDeletionConfirmed(typed: unknown, email: string): boolean {
  return typeof typed === "string" && typed.trim().toLowerCase() === email.trim().toLowerCase();
}
