import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * A TOTP code per RFC 6238 (HOTP, RFC 4226, over the 30-second step), written independently of
 * better-auth's so tests check the plugin against the standard, not against itself.
 */
export function totp(
  key: Buffer,
  {
    at = Date.now(),
    digits = 6,
    period = 30,
    algorithm = "sha1",
  }: {
    at?: number;
    digits?: number;
    period?: number;
    algorithm?: "sha1" | "sha256" | "sha512";
  } = {},
): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac(algorithm, key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The current code for an authenticator app's base32 secret (as in an otpauth:// URI). */
export const totpFromBase32 = (secret: string, at?: number) => totp(base32Decode(secret), { at });
