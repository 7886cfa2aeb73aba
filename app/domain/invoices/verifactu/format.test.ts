import { describe, expect, test } from "vitest";
import { formatRecordAmount, formatRecordDate, formatRecordRate, formatRecordTimestamp } from "./format";

describe("amounts as the AEAT's schema writes them", () => {
  test("two decimals with a dot, a minus sign when negative", () => {
    expect(formatRecordAmount(12345)).toBe("123.45");
    expect(formatRecordAmount(-1235)).toBe("-12.35");
    expect(formatRecordAmount(5)).toBe("0.05");
    expect(formatRecordAmount(-5)).toBe("-0.05");
    expect(formatRecordAmount(0)).toBe("0.00");
    expect(formatRecordAmount(60500)).toBe("605.00");
    expect(formatRecordAmount(123456789)).toBe("1234567.89");
  });

  test("a rate in whole percent", () => {
    expect(formatRecordRate(21)).toBe("21.00");
  });

  test("refuses what is not cents", () => {
    expect(() => formatRecordAmount(1.5)).toThrow(RangeError);
  });
});

describe("dates in Spain's calendar", () => {
  test("the issue date is the day in Madrid, dd-mm-yyyy", () => {
    expect(formatRecordDate(new Date("2026-11-27T03:05:06Z"))).toBe("27-11-2026");
    // 23:30 UTC on New Year's Eve is already the first of January in Madrid.
    expect(formatRecordDate(new Date("2026-12-31T23:30:00Z"))).toBe("01-01-2027");
  });

  test("the record's timestamp carries Madrid's offset: +01:00 in winter", () => {
    expect(formatRecordTimestamp(new Date("2026-11-27T03:05:06.789Z"))).toBe("2026-11-27T04:05:06+01:00");
  });

  test("and +02:00 in summer", () => {
    expect(formatRecordTimestamp(new Date("2026-07-15T10:00:00Z"))).toBe("2026-07-15T12:00:00+02:00");
  });

  test("on both sides of the change of time", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(formatRecordTimestamp(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29T01:59:59+01:00");
    expect(formatRecordTimestamp(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00:00+02:00");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC; 02:30 happens twice.
    expect(formatRecordTimestamp(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30:00+02:00");
    expect(formatRecordTimestamp(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30:00+01:00");
  });
});
