import { describe, expect, test } from "vitest";
import { lastWeekStarts, madridDay, weekStartOf } from "./weeks";

describe("funnel weeks run Monday to Sunday in Spain", () => {
  test("a day belongs to the Monday on or before it", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23"); // Monday
    expect(weekStartOf("2026-11-25")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28"); // across the year
  });

  test("the day is Spain's, not the server's: Sunday 23:30 UTC is already Monday in Madrid", () => {
    expect(madridDay(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
    expect(weekStartOf(madridDay(new Date("2026-11-29T23:30:00Z")))).toBe("2026-11-30");
    // Summer time (UTC+2): 22:30 UTC on Sunday is 00:30 on Monday.
    expect(madridDay(new Date("2026-06-28T22:30:00Z"))).toBe("2026-06-29");
    expect(madridDay(new Date("2026-06-28T21:30:00Z"))).toBe("2026-06-28");
  });

  test("the last weeks are consecutive Mondays, oldest first, this week last", () => {
    expect(lastWeekStarts(new Date("2026-11-25T10:00:00Z"), 3)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    // Across the change from summer time: still seven calendar days apart.
    expect(lastWeekStarts(new Date("2026-10-28T10:00:00Z"), 2)).toEqual(["2026-10-19", "2026-10-26"]);
  });
});
