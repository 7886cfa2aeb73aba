import { describe, expect, test } from "vitest";
import { parseMadridLocal } from "#app/lib/calendar";
import { formatViewingTime, VIEWING_SLOT_MESSAGES, viewingSlotProblem } from "./viewing-slots";

// Thursday 26 November 2026, 10:00 in Madrid (UTC+1).
const NOW = Date.parse("2026-11-26T09:00:00Z");

describe("when a viewing may be proposed", () => {
  test.each([
    ["two hours ahead exactly", "2026-11-26T12:00"],
    ["at 08:00", "2026-11-27T08:00"],
    ["at 22:00", "2026-11-27T22:00"],
    ["90 days ahead, same hour", "2027-02-24T10:00"],
    ["with zero seconds, as some browsers send it", "2026-11-27T10:00:00"],
    ["with zero seconds and milliseconds", "2026-11-27T10:00:00.000"],
  ])("%s is fine", (_label, value) => {
    expect(viewingSlotProblem(value, NOW)).toBeNull();
  });

  test.each([
    ["a day that does not exist", "2027-02-30T10:00", VIEWING_SLOT_MESSAGES.invalid],
    ["the hour skipped in March", "2027-03-28T02:30", VIEWING_SLOT_MESSAGES.invalid],
    ["not a time", "el sábado", VIEWING_SLOT_MESSAGES.invalid],
    ["now", "2026-11-26T10:00", VIEWING_SLOT_MESSAGES.past],
    ["yesterday", "2026-11-25T18:00", VIEWING_SLOT_MESSAGES.past],
    ["within two hours", "2026-11-26T11:59", VIEWING_SLOT_MESSAGES.tooSoon],
    ["a minute past 90 days", "2027-02-24T10:01", VIEWING_SLOT_MESSAGES.tooFar],
    ["in 2100", "2100-01-01T10:00", VIEWING_SLOT_MESSAGES.tooFar],
    ["in 9999", "9999-12-31T10:00", VIEWING_SLOT_MESSAGES.tooFar],
    ["at 03:00", "2026-11-28T03:00", VIEWING_SLOT_MESSAGES.outsideHours],
    ["at 07:59", "2026-11-28T07:59", VIEWING_SLOT_MESSAGES.outsideHours],
    ["at 22:01", "2026-11-28T22:01", VIEWING_SLOT_MESSAGES.outsideHours],
    ["a 60th second", "2026-11-27T10:00:60", VIEWING_SLOT_MESSAGES.invalid],
    ["seconds past the minute", "2026-11-27T10:00:30", VIEWING_SLOT_MESSAGES.invalid],
    ["a fraction of a second", "2026-11-27T10:00:00.5", VIEWING_SLOT_MESSAGES.invalid],
  ])("%s is refused", (_label, value, message) => {
    expect(viewingSlotProblem(value, NOW)).toBe(message);
  });

  test("the hours are Madrid's on both sides of a clock change", () => {
    // Summer (UTC+2): 08:00 in Madrid is 06:00 UTC; winter (UTC+1): 22:00 is 21:00 UTC.
    const spring = Date.parse("2027-03-27T09:00:00Z");
    expect(viewingSlotProblem("2027-03-29T08:00", spring)).toBeNull();
    expect(viewingSlotProblem("2027-03-29T07:45", spring)).toBe(VIEWING_SLOT_MESSAGES.outsideHours);
    expect(viewingSlotProblem("2026-11-27T22:00", NOW)).toBeNull();
  });

  test("reads in Spanish", () => {
    const instant = parseMadridLocal("2026-07-15T18:05");
    expect(instant && formatViewingTime(instant)).toBe("miércoles, 15 de julio de 2026, 18:05");
  });
});
