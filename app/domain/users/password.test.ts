import { hashPassword as legacyHash } from "better-auth/crypto";
import { describe, expect, test } from "vitest";
import { hashPassword, needsRehash, OWASP_PASSWORD_HASH_PARAMS, verifyPassword } from "./password.server";

// Each hash costs ~0.3 s of CPU on purpose; a busy machine needs more than the default 5 s.
describe("password hashing (scrypt at OWASP's parameters)", { timeout: 30_000 }, () => {
  test("hashes carry their parameters and a random salt, and verify only the right password", async () => {
    const [first, second] = await Promise.all([
      hashPassword("zaguan-demo", OWASP_PASSWORD_HASH_PARAMS),
      hashPassword("zaguan-demo", OWASP_PASSWORD_HASH_PARAMS),
    ]);
    expect(first).toMatch(/^\$scrypt\$ln=16,r=8,p=2\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: "zaguan-demo" })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "zaguan-demO" })).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  test("OWASP's cost: N·r·p at least 2^17·8·1", () => {
    const { log2N, r, p } = OWASP_PASSWORD_HASH_PARAMS;
    expect(2 ** log2N * r * p).toBeGreaterThanOrEqual(2 ** 17 * 8);
    expect(r).toBeGreaterThanOrEqual(8);
  });

  test("the same password typed with composed or decomposed accents matches", async () => {
    const hash = await hashPassword("contrase\u00f1a");
    expect(await verifyPassword({ hash, password: "contrasen\u0303a" })).toBe(true);
  });

  test("better-auth's older hashes (the demo seed's) still verify and are marked for rehashing", async () => {
    const old = await legacyHash("zaguan-demo");
    expect(await verifyPassword({ hash: old, password: "zaguan-demo" })).toBe(true);
    expect(await verifyPassword({ hash: old, password: "otra" })).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  test("weaker parameters are marked for rehashing; tampered or absurd hashes never verify", async () => {
    const weak = await hashPassword("x", { log2N: 10, r: 8, p: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(await verifyPassword({ hash: weak, password: "x" })).toBe(true);
    expect(await verifyPassword({ hash: "$scrypt$ln=30,r=8,p=1$AAAA$AAAA", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "$scrypt$garbage", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "no-colon", password: "x" })).toBe(false);
  });
});
