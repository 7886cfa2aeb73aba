import { describe, expect, test } from "vitest";
import { addDays, addYears, isCalendarDay, madridDay, parseMadridLocal, toMadridLocal } from "./calendar";

describe("real calendar days", () => {
  test.each(["2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31", "2027-09-31", "2027-11-31"])(
    "%s does not exist",
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );

  test("leap years: 2028 and 2000 have a 29 February, 2100 and 2027 do not", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2000-02-29")).toBe(true);
    expect(isCalendarDay("2100-02-29")).toBe(false);
    expect(isCalendarDay("2027-02-28")).toBe(true);
  });

  test.each([
    "2027-13-01",
    "2027-00-10",
    "2027-01-00",
    "2027-01-32",
    "0000-01-01",
    "27-01-01",
    "2027-1-1",
    " 2027-01-01",
    "2027-01-01T10:00",
    "",
    "mañana",
  ])("%j is not a day", (text) => {
    expect(isCalendarDay(text)).toBe(false);
  });

  test("whole days and years on the calendar, across months, years and leap days", () => {
    expect(addDays("2026-12-01", 60)).toBe("2027-01-30");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addYears("2026-11-26", 1)).toBe("2027-11-26");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2026-03-10", -1)).toBe("2025-03-10");
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
  });
});

describe("Madrid wall-clock times", () => {
  test("reads winter times as UTC+1 and summer times as UTC+2", () => {
    expect(parseMadridLocal("2026-01-15T10:30")?.toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(parseMadridLocal("2026-07-15T10:30")?.toISOString()).toBe("2026-07-15T08:30:00.000Z");
  });

  test("the day the clocks go forward (29 March 2026, 02:00 → 03:00): 02:00–02:59 does not exist", () => {
    expect(parseMadridLocal("2026-03-29T01:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(parseMadridLocal("2026-03-29T02:00")).toBeNull();
    expect(parseMadridLocal("2026-03-29T02:30")).toBeNull();
    expect(parseMadridLocal("2026-03-29T02:59")).toBeNull();
    expect(parseMadridLocal("2026-03-29T03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  test("the day the clocks go back (25 October 2026, 03:00 → 02:00): 02:30 happens twice, read as the first", () => {
    expect(parseMadridLocal("2026-10-25T01:59")?.toISOString()).toBe("2026-10-24T23:59:00.000Z");
    expect(parseMadridLocal("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(parseMadridLocal("2026-10-25T03:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
    expect(parseMadridLocal("2026-10-25T12:00")?.toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });

  test.each([
    "",
    "mañana",
    "2026-02-30T10:00",
    "2027-02-29T10:00",
    "2027-04-31T10:00",
    "2026-01-15",
    "2026-01-15T24:00",
    "2026-01-15T25:00",
    "2026-01-15T10:60",
    "2026-01-15 10:00",
    "0000-01-01T10:00",
    "+02026-01-15T10:00",
  ])("%j is not a Madrid time", (value) => {
    expect(parseMadridLocal(value)).toBeNull();
  });

  test("round-trips to the form value, and names Madrid's day at any instant", () => {
    const instant = parseMadridLocal("2026-07-15T18:05");
    expect(instant && toMadridLocal(instant)).toBe("2026-07-15T18:05");
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(madridDay(Date.parse("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(madridDay(Date.parse("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(madridDay(Date.parse("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });
});
