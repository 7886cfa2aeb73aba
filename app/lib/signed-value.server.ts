import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * An HMAC of a value under a key derived from the app secret for one `purpose`, so a value signed
 * for one use (a form stamp, a buyer's link) can never pass for another. base64url, 43 characters.
 */
export function signValue(secret: string, purpose: string, value: string): string {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** Whether `given` is this server's signature of `value` for `purpose` (compared in constant time). */
export function isSignedValue(secret: string, purpose: string, value: string, given: string): boolean {
  const expected = Buffer.from(signValue(secret, purpose, value));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
