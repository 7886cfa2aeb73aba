/**
 * The quiet checks in front of the public contact forms. A person takes more than a few seconds
 * to write a message; a bot posts the moment it has the page. A form older than a day was not
 * just filled in: its stamp may be reused by a script, so it is sent again with a fresh one.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export type FillVerdict = "ok" | "too-fast" | "expired";

/** `issuedAt` is null when the stamp was missing or forged: treated as an expired form. */
export function judgeFillTime(issuedAt: number | null, now: number, minFillMs = MIN_FILL_MS): FillVerdict {
  if (issuedAt === null) return "expired";
  const elapsed = now - issuedAt;
  if (elapsed < -60_000) return "expired";
  if (elapsed < minFillMs) return "too-fast";
  if (elapsed > MAX_FORM_AGE_MS) return "expired";
  return "ok";
}

/** Anything typed into the hidden field: a person never sees it, so only a bot fills it. */
export function isHoneypotFilled(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
