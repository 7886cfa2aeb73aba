import { describe, expect, it } from "vitest";
import { formatViewingTime, parseMadridLocal, toMadridLocal } from "./viewing-slots";

describe("viewing times in Europe/Madrid", () => {
  it("reads winter times as UTC+1 and summer times as UTC+2", () => {
    expect(parseMadridLocal("2026-01-15T10:30")?.toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(parseMadridLocal("2026-07-15T10:30")?.toISOString()).toBe("2026-07-15T08:30:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 → 03:00. 01:30 is winter time, 03:30 summer time, 02:30 does not exist.
    expect(parseMadridLocal("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(parseMadridLocal("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parseMadridLocal("2026-03-29T02:30")).toBeNull();
    // 25 October 2026: 03:00 → 02:00; 02:30 happens twice, read as the first (summer time).
    expect(parseMadridLocal("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(parseMadridLocal("2026-10-25T12:00")?.toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "mañana", "2026-02-30T10:00", "2026-01-15", "2026-01-15T25:00"])
      expect(parseMadridLocal(value)).toBeNull();
  });

  it("round-trips to the form value and reads in Spanish", () => {
    const instant = parseMadridLocal("2026-07-15T18:05");
    expect(instant && toMadridLocal(instant)).toBe("2026-07-15T18:05");
    expect(instant && formatViewingTime(instant)).toBe("miércoles, 15 de julio de 2026, 18:05");
  });
});
