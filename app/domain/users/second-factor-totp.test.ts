import { createOTP } from "@better-auth/utils/otp";
import { afterEach, describe, expect, test, vi } from "vitest";
import { base32Decode, totp, totpFromBase32 } from "#tests/support/totp";

/** RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length. */
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
} as const;

const VECTORS: Array<[number, string, string, string]> = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

afterEach(() => {
  vi.useRealTimers();
});

describe("the authenticator codes staff type (better-auth's two-factor plugin) follow RFC 6238", () => {
  test.each(VECTORS)("the plugin's code at T=%i s is the RFC's (SHA-1, 8 digits)", async (seconds, sha1) => {
    vi.useFakeTimers({ now: seconds * 1000, toFake: ["Date"] });
    expect(await createOTP("12345678901234567890", { digits: 8, period: 30 }).totp()).toBe(sha1);
    // A code of the step before or after is accepted (clock drift), one two steps away is not.
    const otp = createOTP("12345678901234567890", { digits: 8, period: 30 });
    expect(await otp.verify(sha1)).toBe(true);
    vi.setSystemTime(seconds * 1000 + 30_000);
    expect(await otp.verify(sha1)).toBe(true);
    vi.setSystemTime(seconds * 1000 + 90_000);
    expect(await otp.verify(sha1)).toBe(false);
  });

  test("an otpauth URI's base32 secret gives the codes the plugin checks", async () => {
    vi.useFakeTimers({ now: 1_234_567_890_000, toFake: ["Date"] });
    const uri = createOTP("12345678901234567890").url("Zaguán", "admin@zaguan.test");
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    expect(totpFromBase32(secret)).toBe("005924");
  });
});

describe("the tests' TOTP matches RFC 6238's test vectors", () => {
  test.each(VECTORS)("at T=%i s", (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SEEDS.sha1, { at, digits: 8 })).toBe(sha1);
    expect(totp(SEEDS.sha256, { at, digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totp(SEEDS.sha512, { at, digits: 8, algorithm: "sha512" })).toBe(sha512);
  });

  test("base32 decodes RFC 4648's examples", () => {
    expect(base32Decode("MZXW6YTBOI======").toString()).toBe("foobar");
    expect(base32Decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")).toEqual(SEEDS.sha1);
  });
});
