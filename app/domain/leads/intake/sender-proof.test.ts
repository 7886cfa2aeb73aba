import { describe, expect, test } from "vitest";
import { isProvenAddress } from "./sender-proof";

describe("whether the address a buyer typed is proven theirs", () => {
  test("a signed-in account whose verified e-mail is the one typed (whatever its case)", () => {
    expect(isProvenAddress("Marta@Example.es", { email: "marta@example.es", emailVerified: true })).toBe(
      true,
    );
  });

  test("not without an account, with an unverified one, or with another address", () => {
    expect(isProvenAddress("marta@example.es", null)).toBe(false);
    expect(isProvenAddress("marta@example.es", { email: "marta@example.es", emailVerified: false })).toBe(
      false,
    );
    expect(isProvenAddress("victima@example.es", { email: "marta@example.es", emailVerified: true })).toBe(
      false,
    );
  });
});
