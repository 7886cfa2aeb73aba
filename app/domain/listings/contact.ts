/**
 * The seller's phone as a buyer uses it: a `tel:` link with the international dial code (so it
 * also works from a foreign SIM) and a readable number. Sellers type numbers with spaces, dots
 * or dashes; only the digits count.
 */

function digitsOf(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "");
}

function dialCodeOf(countryCode: string | null | undefined): string {
  const digits = digitsOf(countryCode);
  return digits ? `+${digits}` : "+34";
}

/** At least 6 digits: anything shorter cannot be dialled, and the button is then disabled. */
export const MIN_PHONE_DIGITS = 6;

export function hasCallablePhone(phone: string | null | undefined): boolean {
  return digitsOf(phone).length >= MIN_PHONE_DIGITS;
}

/** 'tel:+34600101234', or null when there is no number to call. */
export function telHref(
  countryCode: string | null | undefined,
  phone: string | null | undefined,
): string | null {
  if (!hasCallablePhone(phone)) return null;
  const dialCode = dialCodeOf(countryCode);
  let digits = digitsOf(phone);
  // A number typed with its own prefix ('0034…' or '34…' for +34) must not get it twice.
  const prefix = dialCode.slice(1);
  if (digits.startsWith(`00${prefix}`)) digits = digits.slice(2 + prefix.length);
  else if (digits.length > 9 && digits.startsWith(prefix)) digits = digits.slice(prefix.length);
  return `tel:${dialCode}${digits}`;
}

/** '+34 600 101 234': the dial code, then the national number in groups of three. */
export function displayPhone(
  countryCode: string | null | undefined,
  phone: string | null | undefined,
): string | null {
  const href = telHref(countryCode, phone);
  if (!href) return null;
  const dialCode = dialCodeOf(countryCode);
  const national = href.slice(`tel:${dialCode}`.length);
  const groups = national.match(/.{1,3}/g) ?? [national];
  return `${dialCode} ${groups.join(" ")}`;
}
