import { describe, expect, test } from "vitest";
import { formatDayEs } from "#app/lib/format";
import { formatDayIn } from "./format-date";

describe("a calendar day in the reader's language", () => {
  test("each language writes the day its own way; Spanish as before", () => {
    expect(formatDayIn("es", "2026-12-15")).toBe(formatDayEs("2026-12-15"));
    expect(formatDayIn("en", "2026-12-15")).toBe("15 December 2026");
    expect(formatDayIn("de", "2026-12-15")).toBe("15. Dezember 2026");
    expect(formatDayIn("fr", "2026-12-15")).toBe("15 décembre 2026");
    expect(formatDayIn("nl", "2026-12-15")).toBe("15 december 2026");
  });
});
