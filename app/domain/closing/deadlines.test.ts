import { describe, expect, test } from "vitest";
import {
  addMonths,
  addWorkingDays,
  earliestDeedAfterFein,
  irpfDeadline,
  isWorkingDay,
  modelo210Deadline,
  modelo211Deadline,
  plusvaliaDeadline,
} from "./deadlines";

describe("working days", () => {
  test("Saturdays, Sundays, national holidays and Good Friday are not working days", () => {
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29")).toBe(false); // Sunday
    expect(isWorkingDay("2026-12-08")).toBe(false); // Inmaculada, a Tuesday
    expect(isWorkingDay("2026-04-03")).toBe(false); // Good Friday 2026
    expect(isWorkingDay("2027-03-26")).toBe(false); // Good Friday 2027
    expect(isWorkingDay("2026-12-09")).toBe(true);
  });

  test("the plusvalía's 30 working days across the October clock change", () => {
    // Deed on Friday 23 October 2026; clocks go back on Sunday the 25th.
    expect(plusvaliaDeadline("2026-10-23")).toBe("2026-12-04");
  });

  test("the plusvalía's 30 working days skip Christmas, New Year and Epiphany", () => {
    expect(plusvaliaDeadline("2026-11-27")).toBe("2027-01-14");
  });

  test("counting starts the day after", () => {
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30");
  });
});

describe("months and the non-resident's deadlines", () => {
  test("a month later is the same day, or the month's last when it has none", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  test("modelo 211 one month after the deed; modelo 210 three months after that month ends", () => {
    expect(modelo211Deadline("2027-03-29")).toBe("2027-04-29");
    expect(modelo210Deadline("2027-03-29")).toBe("2027-07-29");
    expect(modelo210Deadline("2026-10-31")).toBe("2027-02-28");
  });
});

test("IRPF: the next year's campaign ends on 30 June", () => {
  expect(irpfDeadline("2026-12-30")).toBe("2027-06-30");
});

test("the deed comes at least 10 natural days after the FEIN, across the March clock change", () => {
  expect(earliestDeedAfterFein("2027-03-20")).toBe("2027-03-30");
});
