import { describe, expect, test } from "vitest";
import { formatDayEs } from "#app/lib/format";
import { formatDayIn, formatTimeIn } from "./format-date";

describe("a calendar day in the reader's language", () => {
  test("each language writes the day its own way; Spanish as before", () => {
    expect(formatDayIn("es", "2026-12-15")).toBe(formatDayEs("2026-12-15"));
    expect(formatDayIn("en", "2026-12-15")).toBe("15 December 2026");
    expect(formatDayIn("de", "2026-12-15")).toBe("15. Dezember 2026");
    expect(formatDayIn("fr", "2026-12-15")).toBe("15 décembre 2026");
    expect(formatDayIn("nl", "2026-12-15")).toBe("15 december 2026");
  });

  test("a viewing's time on Madrid's clock, in each reader's words", () => {
    const saturday = new Date("2026-12-12T09:00:00Z");
    expect(formatTimeIn("es", saturday)).toBe("sábado, 12 de diciembre de 2026, 10:00");
    expect(formatTimeIn("en", saturday)).toBe("Saturday, 12 December 2026 at 10:00");
    expect(formatTimeIn("de", saturday)).toBe("Samstag, 12. Dezember 2026 um 10:00");
  });
});
