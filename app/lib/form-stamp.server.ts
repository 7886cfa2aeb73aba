import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The time a form was handed out, signed so a client cannot forge an older one: `<ms>.<hmac>`.
 * A public form reads it back to refuse submissions sent faster than a person types (bots post at
 * once) and forms kept open for days. The key is derived from the app secret for this one use, so
 * a stamp can never pass for any other signed value.
 */
const PURPOSE = "zaguan form stamp v1";
const STAMP_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

function keyFor(secret: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).digest();
}

function signature(secret: string, issuedAt: string): string {
  return createHmac("sha256", keyFor(secret)).update(issuedAt).digest("base64url");
}

export function issueFormStamp(secret: string, now = Date.now()): string {
  const issuedAt = String(Math.trunc(now)).padStart(13, "0");
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

/** When the stamp was issued (ms since the epoch), or null when it is missing, malformed or forged. */
export function readFormStamp(secret: string, stamp: unknown): number | null {
  if (typeof stamp !== "string") return null;
  const match = STAMP_PATTERN.exec(stamp);
  if (!match) return null;
  const [, issuedAt = "", given = ""] = match;
  const expected = Buffer.from(signature(secret, issuedAt));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return Number(issuedAt);
}
