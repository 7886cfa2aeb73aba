import { describe, expect, test } from "vitest";
import { formatCents, formatDateEs, formatIsoDate, formatPercent, formatPrice } from "#app/lib/format";

describe("formatPrice", () => {
  test("a price has dot thousands, no decimals and the euro sign after a non-breaking space", () => {
    expect(formatPrice(250_000)).toBe("250.000\u00a0€");
  });

  test("a four-digit price is grouped too", () => {
    expect(formatPrice(5_000)).toBe("5.000\u00a0€");
  });

  test("a price over a million has two group separators", () => {
    expect(formatPrice(1_250_000)).toBe("1.250.000\u00a0€");
  });

  test("only a non-breaking space separates the amount from '€'", () => {
    expect(formatPrice(5_000)).not.toMatch(/[ \u202f]/);
    expect(formatCents(60_500)).not.toMatch(/[ \u202f]/);
  });

  test("small prices and zero print plainly", () => {
    expect(formatPrice(950)).toBe("950\u00a0€");
    expect(formatPrice(0)).toBe("0\u00a0€");
  });

  test("a fractional amount is rounded to whole euros", () => {
    expect(formatPrice(4_074.6)).toBe("4.075\u00a0€");
  });
});

describe("formatCents", () => {
  test("605,00 € is shown from 60500 cents", () => {
    expect(formatCents(60_500)).toBe("605,00\u00a0€");
  });

  test("cents keep two decimals after a comma", () => {
    expect(formatCents(41_322)).toBe("413,22\u00a0€");
    expect(formatCents(95)).toBe("0,95\u00a0€");
  });

  test("amounts of a thousand euros or more are grouped", () => {
    expect(formatCents(123_456)).toBe("1.234,56\u00a0€");
  });
});

describe("formatDateEs", () => {
  test("a date reads as day, month name and year in Spanish", () => {
    expect(formatDateEs(new Date("2026-11-21T12:00:00Z"))).toBe("21 de noviembre de 2026");
  });

  test("it accepts an ISO string and a timestamp", () => {
    expect(formatDateEs("2026-03-01T10:00:00Z")).toBe("1 de marzo de 2026");
    expect(formatDateEs(Date.UTC(2025, 7, 11, 12))).toBe("11 de agosto de 2025");
  });

  test("late evening UTC is already the next day in Spain", () => {
    expect(formatDateEs("2026-11-20T23:30:00Z")).toBe("21 de noviembre de 2026");
    expect(formatDateEs("2026-07-31T22:30:00Z")).toBe("1 de agosto de 2026");
  });

  test("a date uses ordinary spaces so it can wrap", () => {
    expect(formatDateEs("2026-11-21T12:00:00Z")).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe("formatIsoDate", () => {
  test("the day in Spain, without the time", () => {
    expect(formatIsoDate("2026-01-02T10:00:00.000Z")).toBe("2026-01-02");
    // 23:30 UTC on New Year's Eve is already 1 January in Madrid.
    expect(formatIsoDate("2025-12-31T23:30:00.000Z")).toBe("2026-01-01");
  });
});

describe("formatPercent", () => {
  test("a share reads as a whole percentage with a space before the sign", () => {
    expect(formatPercent(0.6)).toBe("60 %");
    expect(formatPercent(0.4)).toBe("40 %");
    expect(formatPercent(0.125)).toBe("13 %");
  });
});
