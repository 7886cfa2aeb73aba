import { describe, expect, test } from "vitest";
import { issueFormStamp, readFormStamp } from "./form-stamp.server";

const SECRET = "s".repeat(40);

describe("form stamps", () => {
  test("a stamp reads back as the time it was issued", () => {
    const stamp = issueFormStamp(SECRET, 1_764_000_000_123);
    expect(readFormStamp(SECRET, stamp)).toBe(1_764_000_000_123);
  });

  test("an older time written by the client, another secret's stamp or garbage is refused", () => {
    const stamp = issueFormStamp(SECRET, 1_764_000_000_123);
    const [, mac] = stamp.split(".");
    expect(readFormStamp(SECRET, `1700000000000.${mac}`)).toBeNull();
    expect(readFormStamp("t".repeat(40), stamp)).toBeNull();
    for (const junk of ["", "abc", "1764000000123.", null, undefined, 42, `${stamp}x`])
      expect(readFormStamp(SECRET, junk)).toBeNull();
  });
});
