import { isSignedValue, signValue } from "./signed-value.server";

/**
 * The time a form was handed out, signed so a client cannot forge an older one: `<ms>.<hmac>`.
 * A public form reads it back to refuse submissions sent faster than a person types (bots post at
 * once) and forms kept open for days. The key is derived from the app secret for this one use, so
 * a stamp can never pass for any other signed value.
 */
const PURPOSE = "zaguan form stamp v1";
const STAMP_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

export function issueFormStamp(secret: string, now = Date.now()): string {
  const issuedAt = String(Math.trunc(now)).padStart(13, "0");
  return `${issuedAt}.${signValue(secret, PURPOSE, issuedAt)}`;
}

/** When the stamp was issued (ms since the epoch), or null when it is missing, malformed or forged. */
export function readFormStamp(secret: string, stamp: unknown): number | null {
  if (typeof stamp !== "string") return null;
  const match = STAMP_PATTERN.exec(stamp);
  if (!match) return null;
  const [, issuedAt = "", given = ""] = match;
  return isSignedValue(secret, PURPOSE, issuedAt, given) ? Number(issuedAt) : null;
}
