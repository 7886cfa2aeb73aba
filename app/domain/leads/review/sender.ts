/**
 * One buyer's e-mail however they spell it, for counting and blocking what they send: case and
 * surrounding spaces do not make another person, nor does a `+tag` in the local part (every large
 * provider delivers `ana+1@…` to `ana@…`), nor, at Gmail, dots in the local part.
 */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function normaliseSenderEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  let local = trimmed.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}
