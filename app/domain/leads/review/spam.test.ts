import { describe, expect, test } from "vitest";
import { isHoneypotFilled, judgeFillTime, MAX_FORM_AGE_MS, MIN_FILL_MS } from "./spam";

describe("the quiet checks of the contact form", () => {
  test("a form sent within the minimum fill time is too fast; one older than a day or unsigned has expired", () => {
    const now = 1_764_000_000_000;
    expect(judgeFillTime(now - MIN_FILL_MS + 1, now)).toBe("too-fast");
    expect(judgeFillTime(now - MIN_FILL_MS, now)).toBe("ok");
    expect(judgeFillTime(now - MAX_FORM_AGE_MS - 1, now)).toBe("expired");
    expect(judgeFillTime(null, now)).toBe("expired");
    expect(judgeFillTime(now + 120_000, now)).toBe("expired");
    expect(judgeFillTime(now - 10, now, 0)).toBe("ok");
  });

  test("the hidden field counts as filled with anything but blanks", () => {
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("  ")).toBe(false);
    expect(isHoneypotFilled("http://x")).toBe(true);
  });
});
