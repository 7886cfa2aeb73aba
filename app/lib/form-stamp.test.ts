import { describe, expect, test } from "vitest";
import { issueFormStamp, readFormStamp } from "./form-stamp.server";

const SECRET = "s".repeat(40);
const LISTING_A = "listing:6a1f8f8e-7a34-4a6b-9d7e-0d2c1b3a4f5e";
const LISTING_B = "listing:0b9e2d4c-1f3a-4e5b-8c7d-6a5b4c3d2e1f";

describe("form stamps", () => {
  test("a stamp reads back as the time it was issued, with an id of its own", () => {
    const stamp = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123);
    expect(readFormStamp(SECRET, stamp, LISTING_A)).toEqual({
      issuedAt: 1_764_000_000_123,
      id: expect.any(String),
    });
  });

  test("two forms handed out in the same millisecond are two stamps with two ids", () => {
    const first = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123);
    const second = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123);
    expect(first).not.toBe(second);
    expect(readFormStamp(SECRET, first, LISTING_A)?.id).not.toBe(
      readFormStamp(SECRET, second, LISTING_A)?.id,
    );
  });

  test("a stamp handed out on listing A's page is no stamp on listing B, nor is another page's", () => {
    const stamp = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123);
    expect(readFormStamp(SECRET, stamp, LISTING_B)).toBeNull();
    expect(readFormStamp(SECRET, issueFormStamp(SECRET, "page:/portal"), LISTING_A)).toBeNull();
  });

  test("an older time or another id written by the client, another secret's stamp or garbage is refused", () => {
    const stamp = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123);
    const [, id, mac] = stamp.split(".");
    const other = issueFormStamp(SECRET, LISTING_A, 1_764_000_000_123).split(".")[1];
    expect(readFormStamp(SECRET, `1700000000000.${id}.${mac}`, LISTING_A)).toBeNull();
    expect(readFormStamp(SECRET, `1764000000123.${other}.${mac}`, LISTING_A)).toBeNull();
    expect(readFormStamp("t".repeat(40), stamp, LISTING_A)).toBeNull();
    for (const junk of ["", "abc", "1764000000123.", null, undefined, 42, `${stamp}x`])
      expect(readFormStamp(SECRET, junk, LISTING_A)).toBeNull();
  });
});
