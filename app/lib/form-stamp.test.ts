import { describe, expect, test } from "vitest";
import { issueFormStamp, readFormStamp } from "./form-stamp.server";

const SECRET = "s".repeat(40);

describe("form stamps", () => {
  test("a stamp reads back as the time it was issued, with an id of its own", () => {
    const stamp = issueFormStamp(SECRET, 1_764_000_000_123);
    expect(readFormStamp(SECRET, stamp)).toEqual({ issuedAt: 1_764_000_000_123, id: expect.any(String) });
  });

  test("two forms handed out in the same millisecond are two stamps with two ids", () => {
    const first = issueFormStamp(SECRET, 1_764_000_000_123);
    const second = issueFormStamp(SECRET, 1_764_000_000_123);
    expect(first).not.toBe(second);
    expect(readFormStamp(SECRET, first)?.id).not.toBe(readFormStamp(SECRET, second)?.id);
  });

  test("an older time or another id written by the client, another secret's stamp or garbage is refused", () => {
    const stamp = issueFormStamp(SECRET, 1_764_000_000_123);
    const [, id, mac] = stamp.split(".");
    const other = issueFormStamp(SECRET, 1_764_000_000_123).split(".")[1];
    expect(readFormStamp(SECRET, `1700000000000.${id}.${mac}`)).toBeNull();
    expect(readFormStamp(SECRET, `1764000000123.${other}.${mac}`)).toBeNull();
    expect(readFormStamp("t".repeat(40), stamp)).toBeNull();
    for (const junk of ["", "abc", "1764000000123.", null, undefined, 42, `${stamp}x`])
      expect(readFormStamp(SECRET, junk)).toBeNull();
  });
});
