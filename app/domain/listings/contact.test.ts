import { describe, expect, test } from "vitest";
import { displayPhone, hasCallablePhone, telHref } from "./contact";

describe("calling the seller", () => {
  test("the tel link carries the dial code and only digits", () => {
    expect(telHref("+34", "600 10 12 34")).toBe("tel:+34600101234");
    expect(telHref("+351", "912-345-678")).toBe("tel:+351912345678");
  });

  test("a number typed with its own prefix does not get it twice", () => {
    expect(telHref("+34", "0034 600101234")).toBe("tel:+34600101234");
    expect(telHref("+34", "34600101234")).toBe("tel:+34600101234");
  });

  test("no phone, or one too short to dial, means no link", () => {
    expect(telHref("+34", null)).toBeNull();
    expect(telHref("+34", "  ")).toBeNull();
    expect(hasCallablePhone("123")).toBe(false);
  });

  test("a missing dial code falls back to Spain's", () => {
    expect(telHref("", "600101234")).toBe("tel:+34600101234");
  });

  test("the number is shown with its dial code, in groups of three", () => {
    expect(displayPhone("+34", "600101234")).toBe("+34 600 101 234");
    expect(displayPhone("+34", null)).toBeNull();
  });
});
